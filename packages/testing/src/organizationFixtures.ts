import type { Organization, OrganizationInput, OrganizationUsage } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from './fakeApi.js';

export const sampleOrganizations: Organization[] = [
  { id: 1, name: 'Field Team North' },
  { id: 2, name: 'Field Team South' },
  { id: 3, name: 'Coastal Watch' },
];

/** What each sample organization holds: North much, South a little, Coastal Watch nothing. */
export function sampleUsage(organizationId: number): OrganizationUsage {
  if (organizationId === 1) return { reports: 42, users: 5, users_left_without: 2, folders: 3, layers: 2, tags: 4 };
  if (organizationId === 2) return { reports: 1, users: 1, users_left_without: 0, folders: 1, layers: 1, tags: 1 };
  return { reports: 0, users: 0, users_left_without: 0, folders: 0, layers: 0, tags: 0 };
}

/**
 * The Organizations tab's API over a list that changes like the server's (for stories): list, create,
 * rename, usage and delete (refused without `move_to` while the organization holds reports).
 */
export function organizationRoutes(initial: Organization[] = sampleOrganizations, usage = sampleUsage) {
  let organizations = [...initial];
  let next = 100;
  const routes: Record<string, FakeRoute> = {
    'GET /organizations': () => ({ status: 200, body: { data: organizations, total: organizations.length } }),
    'POST /organization': ({ body }: RecordedCall) => {
      const organization = { id: next++, name: (body as OrganizationInput).name };
      organizations = [...organizations, organization];
      return { status: 201, body: { data: organization } };
    },
  };
  const ids = [...initial.map((organization) => organization.id), ...Array.from({ length: 20 }, (_, i) => 100 + i)];
  for (const id of ids) {
    routes[`PUT /organization/${id}`] = ({ body }) => {
      organizations = organizations.map((organization) =>
        organization.id === id ? { id, name: (body as OrganizationInput).name } : organization,
      );
      return ok(organizations.find((organization) => organization.id === id));
    };
    routes[`GET /organization/${id}/usage`] = () => ok(usage(id));
    routes[`DELETE /organization/${id}`] = ({ query }) => {
      if (usage(id).reports > 0 && !query?.move_to) return fail(400, 'VALIDATION_ERROR', { fields: { move_to: 'organizationHasReports' } });
      organizations = organizations.filter((organization) => organization.id !== id);
      return ok(true);
    };
  }
  return routes;
}
