/**
 * Who may call each administration route: every route × every role, with the status each gets
 * (docs/roles.md). A row sets up its own target for each caller, so an allowed call really succeeds and
 * a refused one is refused for its role, not because an earlier caller already deleted the target.
 * South is an organization Nadia (northadmin), Rosa (reader) and Moses (mobile) do not belong to.
 */
import { randomBytes } from 'node:crypto';
import type { Organization, Tag, TagGroup, User } from '@fieldwatch/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, type Caller } from '../test/reports.js';

type Who = 'admin' | 'northadmin' | 'reader' | 'mobile' | 'anonymous';
const callers: Who[] = ['admin', 'northadmin', 'reader', 'mobile', 'anonymous'];

let server: TestServer;
let call: Caller;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const unique = () => randomBytes(4).toString('hex');

function created<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<T>(res);
}

const newGroup = async (type = 'multi') =>
  created<TagGroup>(await call('admin', 'POST', '/taxonomy/group', { type, translations: { en_US: `G ${unique()}` } }));
const newTag = async (organizationId: number) => {
  const group = await newGroup();
  return created<Tag>(
    await call('admin', 'POST', `/organization/${organizationId}/taxonomy/group/${group.id}`, { translations: { en_US: 'Tag' } }),
  );
};
const newOrganization = async () => created<Organization>(await call('admin', 'POST', '/organization', { name: `Org ${unique()}` }));
const newReader = async (organizationId: number) =>
  created<User>(
    await call('admin', 'POST', '/user', {
      username: `u${unique()}`,
      password: 'Valid#Pass42',
      role_id: 3,
      organizations: [organizationId],
      options: { email: `${unique()}@fieldwatch.example` },
    }),
  );
const csv = (text: string) => {
  const boundary = `----fw${unique()}`;
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="strings.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  );
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

interface Row {
  route: string;
  /** makes the call as `who`, on a target of its own */
  run: (who: Who) => Promise<LightMyRequestResponse>;
  expected: Record<Who, number>;
}

const administratorOnly = { admin: 200, northadmin: 403, reader: 403, mobile: 403, anonymous: 401 };
const adminLevel = { admin: 200, northadmin: 200, reader: 403, mobile: 403, anonymous: 401 };
const created201 = (expected: Record<Who, number>) => ({ ...expected, admin: expected.admin === 200 ? 201 : expected.admin });

const rows: Row[] = [
  // tag groups: the Administrator's
  {
    route: 'POST /taxonomy/group',
    run: (who) => call(who, 'POST', '/taxonomy/group', { type: 'single', translations: { en_US: `G ${unique()}` } }),
    expected: created201(administratorOnly),
  },
  {
    route: 'PUT /taxonomy/group/{id}',
    run: async (who) => call(who, 'PUT', `/taxonomy/group/${(await newGroup()).id}`, { translations: { en_US: 'Renamed' } }),
    expected: administratorOnly,
  },
  {
    route: 'GET /taxonomy/group/{id}/usage',
    run: async (who) => call(who, 'GET', `/taxonomy/group/${(await newGroup()).id}/usage`),
    expected: administratorOnly,
  },
  {
    route: 'DELETE /taxonomy/group/{id}',
    run: async (who) => call(who, 'DELETE', `/taxonomy/group/${(await newGroup()).id}`),
    expected: administratorOnly,
  },
  // tags of an organization: admin level, in their organizations; another organization's are not found
  {
    route: 'POST /organization/{north}/taxonomy/group/{groupId}',
    run: async (who) =>
      call(who, 'POST', `/organization/${demo.north}/taxonomy/group/${(await newGroup()).id}`, { translations: { en_US: 'Tag' } }),
    expected: { admin: 201, northadmin: 201, reader: 403, mobile: 403, anonymous: 401 },
  },
  {
    route: 'POST /organization/{south}/taxonomy/group/{groupId}',
    run: async (who) =>
      call(who, 'POST', `/organization/${demo.south}/taxonomy/group/${(await newGroup()).id}`, { translations: { en_US: 'Tag' } }),
    expected: { admin: 201, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  {
    route: 'PUT /organization/{north}/taxonomy/{tagId}',
    run: async (who) =>
      call(who, 'PUT', `/organization/${demo.north}/taxonomy/${(await newTag(demo.north)).id}`, { translations: { en_US: 'New' } }),
    expected: adminLevel,
  },
  {
    route: 'PUT /organization/{south}/taxonomy/{tagId}',
    run: async (who) =>
      call(who, 'PUT', `/organization/${demo.south}/taxonomy/${(await newTag(demo.south)).id}`, { translations: { en_US: 'New' } }),
    expected: { admin: 200, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  {
    route: 'GET /organization/{north}/taxonomy/{tagId}/usage',
    run: async (who) => call(who, 'GET', `/organization/${demo.north}/taxonomy/${(await newTag(demo.north)).id}/usage`),
    expected: adminLevel,
  },
  {
    route: 'DELETE /organization/{north}/taxonomy/{tagId}',
    run: async (who) => call(who, 'DELETE', `/organization/${demo.north}/taxonomy/${(await newTag(demo.north)).id}`),
    expected: adminLevel,
  },
  {
    route: 'DELETE /organization/{south}/taxonomy/{tagId}',
    run: async (who) => call(who, 'DELETE', `/organization/${demo.south}/taxonomy/${(await newTag(demo.south)).id}`),
    expected: { admin: 200, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  // organizations: the Administrator's
  {
    route: 'POST /organization',
    run: (who) => call(who, 'POST', '/organization', { name: `Org ${unique()}` }),
    expected: created201(administratorOnly),
  },
  {
    route: 'PUT /organization/{north}',
    run: (who) => call(who, 'PUT', `/organization/${demo.north}`, { name: 'Field Team North' }),
    expected: administratorOnly,
  },
  {
    route: 'PUT /organization/{south}',
    run: (who) => call(who, 'PUT', `/organization/${demo.south}`, { name: 'Field Team South' }),
    expected: { admin: 200, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  {
    route: 'GET /organization/{north}/usage',
    run: (who) => call(who, 'GET', `/organization/${demo.north}/usage`),
    expected: administratorOnly,
  },
  {
    route: 'DELETE /organization/{id} (an empty one)',
    run: async (who) => {
      const organization = await newOrganization();
      return call(who, 'DELETE', `/organization/${organization.id}`);
    },
    // an organization the caller is not in is not found to it
    expected: { admin: 200, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  // users
  { route: 'GET /users', run: (who) => call(who, 'GET', '/users?q=a'), expected: adminLevel },
  {
    route: 'POST /user (a Reader of North)',
    run: (who) =>
      call(who, 'POST', '/user', {
        username: `u${unique()}`,
        role_id: 3,
        organizations: [demo.north],
        options: { email: `${unique()}@fieldwatch.example` },
      }),
    expected: { admin: 201, northadmin: 201, reader: 403, mobile: 403, anonymous: 401 },
  },
  {
    route: 'POST /user (an Administrator)',
    run: (who) =>
      call(who, 'POST', '/user', { username: `u${unique()}`, role_id: 1, options: { email: `${unique()}@fieldwatch.example` } }),
    expected: { admin: 201, northadmin: 403, reader: 403, mobile: 403, anonymous: 401 },
  },
  {
    route: 'PUT /user/{id} (a Reader of North)',
    run: async (who) => call(who, 'PUT', `/user/${(await newReader(demo.north)).id}`, { options: { firstname: 'Changed' } }),
    // a user record the caller may not see does not exist for it
    expected: { admin: 200, northadmin: 200, reader: 404, mobile: 404, anonymous: 401 },
  },
  {
    route: 'PUT /user/{id} (a Reader of South)',
    run: async (who) => call(who, 'PUT', `/user/${(await newReader(demo.south)).id}`, { options: { firstname: 'Changed' } }),
    expected: { admin: 200, northadmin: 404, reader: 404, mobile: 404, anonymous: 401 },
  },
  {
    route: 'DELETE /user/{id} (a Reader of North)',
    run: async (who) => call(who, 'DELETE', `/user/${(await newReader(demo.north)).id}`),
    // a user record the caller may not see does not exist for it
    expected: { admin: 200, northadmin: 200, reader: 404, mobile: 404, anonymous: 401 },
  },
  // terminology: reading the overrides is public; the CSV and writing them are the Administrator's
  {
    route: 'GET /languages/fr/strings',
    run: (who) => call(who, 'GET', '/languages/fr/strings'),
    expected: { admin: 200, northadmin: 200, reader: 200, mobile: 200, anonymous: 200 },
  },
  {
    route: 'GET /languages/fr/strings?format=csv',
    run: (who) => call(who, 'GET', '/languages/fr/strings?format=csv'),
    expected: administratorOnly,
  },
  {
    route: 'POST /languages/fr/strings?preview=1',
    run: (who) => {
      const { body, headers } = csv('key,text\nnav.reports,Signalements\n');
      return call(who, 'POST', '/languages/fr/strings?preview=1', body, headers);
    },
    expected: administratorOnly,
  },
  {
    route: 'POST /languages/fr/strings',
    run: (who) => {
      const { body, headers } = csv('key,text\nnav.reports,Signalements\n');
      return call(who, 'POST', '/languages/fr/strings', body, headers);
    },
    expected: administratorOnly,
  },
  { route: 'DELETE /languages/fr/strings', run: (who) => call(who, 'DELETE', '/languages/fr/strings'), expected: administratorOnly },
  // options and settings
  { route: 'GET /options', run: (who) => call(who, 'GET', '/options'), expected: { ...adminLevel, reader: 200, mobile: 200 } },
  {
    route: 'PUT /options (time zone)',
    run: (who) => call(who, 'PUT', '/options', [{ name: 'timezone', value: 'Europe/London' }]),
    expected: administratorOnly,
  },
  { route: 'GET /roles', run: (who) => call(who, 'GET', '/roles'), expected: { ...adminLevel, reader: 200, mobile: 200 } },
];

describe('administration routes × roles', () => {
  it.each(rows)('$route', async ({ run, expected }) => {
    const got: Partial<Record<Who, number>> = {};
    for (const who of callers) got[who] = (await run(who)).statusCode;
    expect(got).toEqual(expected);
  });

  it('answers 403 INACTIVE_FEATURE for organization writes while organizations are hidden, even to the Administrator', async () => {
    const organization = await newOrganization();
    expect((await call('admin', 'PUT', '/options', [{ name: 'organizations_shown', value: '0' }])).statusCode).toBe(200);
    try {
      for (const res of [
        await call('admin', 'POST', '/organization', { name: `Org ${unique()}` }),
        await call('admin', 'PUT', `/organization/${organization.id}`, { name: `Org ${unique()}` }),
        await call('admin', 'DELETE', `/organization/${organization.id}`),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<{ error: { type: string } }>().error.type).toBe('INACTIVE_FEATURE');
      }
    } finally {
      await call('admin', 'PUT', '/options', [{ name: 'organizations_shown', value: '1' }]);
    }
  });
});
