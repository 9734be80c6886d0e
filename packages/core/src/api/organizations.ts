import type { Organization, OrganizationMember } from '../schemas/user.js';
import type { OrganizationInput, OrganizationUsage } from '../schemas/organization.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

export const listOrganizations = (client: FieldwatchClient, signal?: AbortSignal) =>
  client.requestList<Organization>('/organizations', signal ? { signal } : {});
/** Active users of an organization (assignee choice, author filter). */
export const listOrganizationUsers = (client: FieldwatchClient, organizationId: number, signal?: AbortSignal) =>
  client.requestList<OrganizationMember>(`/organization/${organizationId}/users`, signal ? { signal } : {});

const organizationsWritten = <T>(client: FieldwatchClient) => written<T>(client, { invalidate: [resourceKeys.organizations()] });

/** `POST /organization` (Administrator). */
export const createOrganization = (client: FieldwatchClient, input: OrganizationInput) =>
  client.request<Organization>('/organization', { method: 'POST', body: input }).then(organizationsWritten(client));
/** `PUT /organization/{id}` (Administrator): rename. */
export const updateOrganization = (client: FieldwatchClient, organizationId: number, input: OrganizationInput) =>
  client.request<Organization>(`/organization/${organizationId}`, { method: 'PUT', body: input }).then(organizationsWritten(client));
/** `GET /organization/{id}/usage`: what deleting it touches, for the warning. */
export const organizationUsage = (client: FieldwatchClient, organizationId: number, signal?: AbortSignal) =>
  client.request<OrganizationUsage>(`/organization/${organizationId}/usage`, signal ? { signal } : {});
/**
 * `DELETE /organization/{id}`; its reports (with folders and tags) move to `moveTo`, required while it
 * holds reports. Every resource of the organization may have changed: all are read again.
 */
export const deleteOrganization = (client: FieldwatchClient, organizationId: number, moveTo?: number) =>
  client
    .request<boolean>(`/organization/${organizationId}`, { method: 'DELETE', query: moveTo === undefined ? {} : { move_to: moveTo } })
    .then(
      written(client, {
        invalidate: [resourceKeys.organizations(), resourceKeys.tagGroups(), ['folders'], ['layers'], ['members'], ['user']],
      }),
    );
