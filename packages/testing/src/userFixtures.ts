import { capabilitiesOf, roleIds, roleNames, type Role, type RoleName, type User, type UserUpdateInput } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from './fakeApi.js';
import { makeUser } from './fixtures.js';

const organizationNames: Record<number, string> = { 1: 'Field Team North', 2: 'Field Team South' };

/** The four roles as `GET /roles` answers them. */
export const sampleRoles: Role[] = roleNames.map((name) => ({ id: roleIds[name], name, capabilities: capabilitiesOf(name) }));

const role = (name: RoleName) => sampleRoles.find((candidate) => candidate.name === name)!;
const organizations = (...ids: number[]) => ids.map((id) => ({ id, name: organizationNames[id] ?? `Organization ${id}` }));

/** Users of every kind: the Administrator, the Organization Admin of North (id 7), a Reader, a Mobile user, one of both teams, one inactive. */
export const sampleUsers: User[] = [
  makeUser({ id: 1, username: 'admin', role: role('Administrator'), organizations: [] }, { firstname: 'Ada', lastname: 'Mensah' }),
  makeUser({ id: 7, username: 'northadmin', role: role('Organization Admin'), organizations: organizations(1) }),
  makeUser(
    { id: 8, username: 'reader.kofi', role: role('Reader'), organizations: organizations(1) },
    { firstname: 'Kofi', lastname: 'Boateng', email: 'kofi@fieldwatch.example', secondfactor: 'email' },
  ),
  makeUser(
    { id: 9, username: 'field-phone', role: role('Mobile'), organizations: organizations(1) },
    { firstname: 'Lina', lastname: 'Haddad', email: '' },
  ),
  makeUser(
    { id: 10, username: 'both_teams', role: role('Reader'), organizations: organizations(1, 2) },
    { firstname: 'Tomás', lastname: 'Reyes', email: 'tomas@fieldwatch.example' },
  ),
  makeUser(
    { id: 11, username: 'former', role: role('Reader'), organizations: organizations(2), active: false },
    { firstname: 'Olu', lastname: 'Ade', email: 'olu@fieldwatch.example' },
  ),
];

/**
 * The routes of the Users tab, answering like the server: `GET /users` pages and searches (`q` over
 * username, names and email; `organization`), writes change the list, a taken username is refused.
 * `users()` reads the list as it is now.
 */
export function userRoutes(initial: User[] = sampleUsers) {
  let users = [...initial];
  let next = 100;
  const matches = (user: User, q: string) =>
    [user.username, user.options.firstname, user.options.lastname, user.options.email].some((text) => text.toLowerCase().includes(q));
  const routes: Record<string, FakeRoute> = {
    'GET /roles': () => ({ status: 200, body: { data: sampleRoles, total: sampleRoles.length } }),
    'GET /organizations': () => ({ status: 200, body: { data: organizations(1, 2), total: 2 } }),
    'GET /users': ({ query = {} }: RecordedCall) => {
      const q = (query.q ?? '').trim().toLowerCase();
      const organization = query.organization ? Number(query.organization) : null;
      const found = users.filter(
        (user) => (!q || matches(user, q)) && (organization === null || user.organizations.some((o) => o.id === organization)),
      );
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 20);
      return { status: 200, body: { data: found.slice(offset, offset + limit), total: found.length } };
    },
    'POST /user': ({ body }: RecordedCall) => {
      const input = body as { username: string; role_id: number; organizations?: number[]; options?: Partial<User['options']> };
      if (users.some((user) => user.username.toLowerCase() === input.username.toLowerCase())) {
        return fail(400, 'VALIDATION_ERROR', { fields: { username: 'usernameTaken' } });
      }
      const roleName = sampleRoles.find((candidate) => candidate.id === input.role_id)?.name ?? 'Reader';
      const user = makeUser(
        { id: next++, username: input.username, role: role(roleName), organizations: organizations(...(input.organizations ?? [])) },
        { firstname: '', lastname: '', email: '', ...input.options },
      );
      users = [...users, user];
      return { status: 201, body: { data: user } };
    },
  };
  for (const user of initial) {
    routes[`PUT /user/${user.id}`] = ({ body }: RecordedCall) => {
      const changes = body as Omit<UserUpdateInput, 'options'> & { options?: Partial<User['options']> };
      const current = users.find((candidate) => candidate.id === user.id);
      if (!current) return fail(404, 'RESOURCE_NOT_FOUND');
      const roleName = sampleRoles.find((candidate) => candidate.id === changes.role_id)?.name;
      const updated: User = {
        ...current,
        ...(roleName ? { role: role(roleName) } : {}),
        ...(changes.organizations ? { organizations: organizations(...changes.organizations) } : {}),
        ...(changes.active === undefined ? {} : { active: changes.active }),
        options: { ...current.options, ...changes.options },
      };
      users = users.map((candidate) => (candidate.id === user.id ? updated : candidate));
      return ok(updated);
    };
    routes[`DELETE /user/${user.id}`] = () => {
      users = users.filter((candidate) => candidate.id !== user.id);
      return ok(true);
    };
    routes[`POST /user/${user.id}/reset`] = () => ok(true);
  }
  return { routes, users: () => users };
}
