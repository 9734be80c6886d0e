import type { Role, User } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { arrayContaining } from '../test/matchers.js';

let server: TestServer;
const sessions: Record<string, SignedIn> = {};
/** demo ids in seed order: admin 1, secure 2, northadmin 3, southadmin 4, reader 5, mobile 6; North 1, South 2 */
const ids = { admin: 1, secure: 2, northadmin: 3, southadmin: 4, reader: 5, mobile: 6 };

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']) sessions[name] = await signIn(server, name);
});
afterAll(() => server.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.inject({ method, url: `/api${url}`, headers: bearer(sessions[who]!), ...(payload === undefined ? {} : { payload }) });

let counter = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `field_${counter}`,
    password: 'Monsoon#Field42',
    role_id: 3,
    organizations: [1],
    options: { email: `field_${counter}@example.org`, firstname: 'Amina', lastname: 'Diallo' },
    ...overrides,
  };
};

describe('GET /roles and /organizations', () => {
  it('lists the four roles with their capabilities', async () => {
    const res = await call('reader', 'GET', '/roles');
    expect(res.json<{ total: number }>().total).toBe(4);
    const admin = dataOf<Role[]>(res).find((r: { name: string }) => r.name === 'Administrator');
    expect(admin).toMatchObject({ id: 1, capabilities: arrayContaining(['settings.manage', 'organizations.manage']) });
    const reader = dataOf<Role[]>(res).find((r: { name: string }) => r.name === 'Reader');
    expect(reader!.capabilities).not.toContain('reports.edit');
  });

  it('shows every organization to the Administrator and only its own to others', async () => {
    expect((await call('admin', 'GET', '/organizations')).json()).toEqual({
      data: [
        { id: 1, name: 'Field Team North' },
        { id: 2, name: 'Field Team South' },
      ],
      total: 2,
    });
    expect((await call('reader', 'GET', '/organizations')).json()).toEqual({ data: [{ id: 1, name: 'Field Team North' }], total: 1 });
  });
});

describe('GET /users', () => {
  it('lists everybody for the Administrator by username, with paging', async () => {
    const all = await call('admin', 'GET', '/users');
    expect(all.json<{ total: number }>().total).toBeGreaterThanOrEqual(6);
    const page = await call('admin', 'GET', '/users?offset=1&limit=2');
    expect(dataOf<User[]>(page).map((u: { username: string }) => u.username)).toEqual(['mobile', 'northadmin']);
    expect(page.json<{ total: number }>().total).toBe(all.json<{ total: number }>().total);
    expect(all.body).not.toMatch(/password/i);
  });

  it('lists only users of its organizations (and itself) for an Organization Admin', async () => {
    const res = await call('northadmin', 'GET', '/users');
    const names = dataOf<User[]>(res).map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['northadmin', 'reader', 'mobile']));
    expect(names).not.toContain('southadmin');
    expect(names).not.toContain('admin');
    expect(res.json<{ total: number }>().total).toBe(names.length);
  });

  it('is refused to Reader and Mobile', async () => {
    for (const who of ['reader', 'mobile']) {
      const res = await call(who, 'GET', '/users');
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
  });
});

describe('GET /user/{id}', () => {
  it('shows the user itself and users it may see; others do not exist', async () => {
    expect((await call('reader', 'GET', `/user/${ids.reader}`)).statusCode).toBe(200);
    expect((await call('northadmin', 'GET', `/user/${ids.reader}`)).statusCode).toBe(200);
    for (const [who, target] of [
      ['northadmin', ids.southadmin],
      ['reader', ids.mobile],
      ['northadmin', 9999],
    ] as const) {
      const res = await call(who, 'GET', `/user/${target}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).type).toBe('RESOURCE_NOT_FOUND');
    }
  });
});

describe('POST /user', () => {
  it('creates a user (201) and answers the full user object (role, organizations, active, options)', async () => {
    const res = await call('admin', 'POST', '/user', newUser());
    expect(res.statusCode).toBe(201);
    expect(dataOf(res)).toMatchObject({
      role: { id: 3, name: 'Reader' },
      organizations: [{ id: 1, name: 'Field Team North' }],
      active: true,
      options: { firstname: 'Amina', lastname: 'Diallo', secondfactor: 'none', language: 'en_US' },
    });
  });

  it('drops the organizations of an Administrator', async () => {
    const res = await call('admin', 'POST', '/user', newUser({ role_id: 1, organizations: [1, 2] }));
    expect(dataOf<User>(res).organizations).toEqual([]);
  });

  it('lets an Organization Admin give only its own organizations and never the Administrator role', async () => {
    expect((await call('northadmin', 'POST', '/user', newUser())).statusCode).toBe(201);
    expect((await call('northadmin', 'POST', '/user', newUser({ organizations: [2] }))).statusCode).toBe(403);
    expect((await call('northadmin', 'POST', '/user', newUser({ organizations: [1, 2] }))).statusCode).toBe(403);
    expect((await call('northadmin', 'POST', '/user', newUser({ role_id: 1 }))).statusCode).toBe(403);
    expect((await call('reader', 'POST', '/user', newUser())).statusCode).toBe(403);
  });

  it('refuses a taken username (any case), a common password and an unknown organization', async () => {
    const taken = await call('admin', 'POST', '/user', newUser({ username: 'Reader' }));
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { username: 'usernameTaken' } });
    const common = await call('admin', 'POST', '/user', newUser({ password: 'P@ssw0rd' }));
    expect(errorOf(common).fields).toEqual({ password: 'passwordCommon' });
    const organization = await call('admin', 'POST', '/user', newUser({ organizations: [99] }));
    expect(errorOf(organization).fields).toEqual({ organizations: 'invalidValue' });
    const role = await call('admin', 'POST', '/user', newUser({ role_id: 9 }));
    expect(errorOf(role).fields).toEqual({ role_id: 'invalidValue' });
  });
});

describe('PUT /user/{id}', () => {
  it('lets a user change their own profile and password, but not role, organizations or active', async () => {
    const created = dataOf<User>(await call('admin', 'POST', '/user', newUser()));
    const me = await signIn(server, created.username, 'Monsoon#Field42');
    const put = (payload: object) => server.inject({ method: 'PUT', url: `/api/user/${created.id}`, headers: bearer(me), payload });

    const profile = await put({
      options: { firstname: 'Aminata', language: 'fr_FR', secondfactor: 'email' },
      password: 'Savanna#Road77',
      current_password: 'Monsoon#Field42',
    });
    expect(profile.statusCode).toBe(200);
    expect(dataOf<User>(profile).options).toMatchObject({
      firstname: 'Aminata',
      lastname: 'Diallo',
      language: 'fr_FR',
      secondfactor: 'email',
    });
    expect(dataOf<User>(profile).needs2FA).toBe(true);
    // the current session survives the own password change
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(me) })).statusCode).toBe(200);

    expect((await put({ role_id: 2 })).statusCode).toBe(403);
    expect((await put({ organizations: [1, 2] })).statusCode).toBe(403);
    expect((await put({ active: false })).statusCode).toBe(403);
    expect(errorOf(await put({ options: { email: '' } })).fields).toEqual({ 'options.email': 'required' });
  });

  it('lets an Organization Admin manage users of its organizations only', async () => {
    const res = await call('northadmin', 'PUT', `/user/${ids.reader}`, { options: { lastname: 'Reads' } });
    expect(res.statusCode).toBe(200);
    expect(dataOf<User>(res).options.lastname).toBe('Reads');
    expect((await call('northadmin', 'PUT', `/user/${ids.southadmin}`, { options: { lastname: 'X' } })).statusCode).toBe(404);
    expect((await call('northadmin', 'PUT', `/user/${ids.reader}`, { organizations: [2] })).statusCode).toBe(403);
    expect((await call('northadmin', 'PUT', `/user/${ids.reader}`, { role_id: 1 })).statusCode).toBe(403);
    expect((await call('reader', 'PUT', `/user/${ids.mobile}`, { options: { lastname: 'X' } })).statusCode).toBe(404);
  });

  it("never changes an Administrator's role", async () => {
    const res = await call('admin', 'PUT', `/user/${ids.secure}`, { role_id: 3, organizations: [1] });
    expect(res.statusCode).toBe(403);
  });
});

describe('DELETE /user/{id}', () => {
  it('deletes a managed user; the Administrator and oneself are protected', async () => {
    const created = dataOf<User>(await call('northadmin', 'POST', '/user', newUser()));
    expect((await call('southadmin', 'DELETE', `/user/${created.id}`)).statusCode).toBe(404);
    expect((await call('reader', 'DELETE', `/user/${created.id}`)).statusCode).toBe(404);
    const res = await call('northadmin', 'DELETE', `/user/${created.id}`);
    expect(res.json()).toEqual({ data: true });
    expect((await call('admin', 'GET', `/user/${created.id}`)).statusCode).toBe(404);

    expect((await call('admin', 'DELETE', `/user/${ids.secure}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/user/${ids.admin}`)).statusCode).toBe(403);
    expect((await call('northadmin', 'DELETE', `/user/${ids.northadmin}`)).statusCode).toBe(403);
  });
});
