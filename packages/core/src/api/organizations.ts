import type { Organization, OrganizationMember } from '../schemas/user.js';
import type { FieldwatchClient } from './client.js';

export const listOrganizations = (client: FieldwatchClient, signal?: AbortSignal) =>
  client.requestList<Organization>('/organizations', signal ? { signal } : {});
/** Active users of an organization (assignee choice, author filter). */
export const listOrganizationUsers = (client: FieldwatchClient, organizationId: number, signal?: AbortSignal) =>
  client.requestList<OrganizationMember>(`/organization/${organizationId}/users`, signal ? { signal } : {});
