import type { Organization, OrganizationMember } from '../schemas/user.js';
import type { FieldwatchClient } from './client.js';

export const listOrganizations = (client: FieldwatchClient) => client.requestList<Organization>('/organizations');
/** Active users of an organization (assignee choice, author filter). */
export const listOrganizationUsers = (client: FieldwatchClient, organizationId: number) =>
  client.requestList<OrganizationMember>(`/organization/${organizationId}/users`);
