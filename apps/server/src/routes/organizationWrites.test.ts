/** Creating, renaming and deleting organizations through the API, for every role (docs/organizations.md). */
import { randomBytes } from 'node:crypto';
import {
  languageLocales,
  limits,
  type Folder,
  type Layer,
  type ListResult,
  type Options,
  type Organization,
  type OrganizationUsage,
  type Report,
  type Tag,
  type TagGroup,
  type User,
} from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectMapVersion } from '../db/queries/reportPoints.js';
import { layers } from '../db/schema.js';
import { districtGeoJson } from '../layers/testing.js';
import { bearer, dataOf, demoPassword, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { arrayContaining } from '../test/matchers.js';
import { callerFor, demo, publishedReport, reportInput, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const organizations = async (who = 'admin') => dataOf<Organization[]>(await call(who, 'GET', '/organizations'));
const options = async () => dataOf<Options>(await call('admin', 'GET', '/options'));
const setOptions = async (values: Record<string, string>) => {
  const res = await call(
    'admin',
    'PUT',
    '/options',
    Object.entries(values).map(([name, value]) => ({ name, value })),
  );
  expect(res.statusCode, res.body).toBe(200);
};

async function newOrganization(name: string): Promise<Organization> {
  const res = await call('admin', 'POST', '/organization', { name });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Organization>(res);
}

/** A Reader of `organizationIds`, signed in. */
async function newMember(organizationIds: number[]): Promise<{ user: User; session: SignedIn }> {
  const username = `member${randomBytes(4).toString('hex')}`;
  const res = await call('admin', 'POST', '/user', {
    username,
    password: demoPassword,
    role_id: 3,
    organizations: organizationIds,
    options: { email: `${username}@fieldwatch.example` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user: dataOf<User>(res), session: await signIn(server, username) };
}

/** A layer of the organization made from a GeoJSON file (stored in the media storage). */
async function newFileLayer(organizationId: number): Promise<Layer> {
  const boundary = `----fieldwatch${randomBytes(8).toString('hex')}`;
  const fields = { type: 'vector', name: Object.fromEntries(languageLocales.map((locale) => [locale, 'Wards'])) };
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="layer"\r\n\r\n${JSON.stringify(fields)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wards.geojson"\r\n` +
      `Content-Type: application/geo+json\r\n\r\n${districtGeoJson()}\r\n--${boundary}--\r\n`,
  );
  const res = await call('admin', 'POST', `/organization/${organizationId}/layer`, body, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Layer>(res);
}

async function storedFileOf(layerId: number): Promise<string> {
  const [row] = await server.database.db.select({ fileKey: layers.fileKey }).from(layers).where(eq(layers.id, layerId));
  return row!.fileKey!;
}

/** Whether the storage (disk or the test bucket) holds a file under `key`. */
const isStored = async (key: string) => (await server.storedKeys()).includes(key);

const districtGroup = async () =>
  dataOf<TagGroup[]>(await call('admin', 'GET', '/taxonomy/groups')).find((group) => group.tags.some((tag) => tag.organization !== null))!;

describe('creating and renaming', () => {
  it('the Administrator creates an organization, seen at once in the list', async () => {
    const res = await call('admin', 'POST', '/organization', { name: '  Field Team East  ' });
    expect(res.statusCode, res.body).toBe(201);
    const east = dataOf<Organization>(res);
    expect(east).toEqual({ id: east.id, name: 'Field Team East' });
    expect(await organizations()).toContainEqual(east);
    // members only see their own
    expect((await organizations('northadmin')).map((organization) => organization.id)).toEqual([demo.north]);
  });

  it('refuses a missing, long or taken name (whatever its case) and unknown fields', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ name: '' }, { name: 'required' }],
      [{ name: '   ' }, { name: 'required' }],
      [{}, { name: 'required' }],
      [{ name: 'x'.repeat(limits.organizationNameMax + 1) }, { name: 'organizationNameExceeded' }],
      [{ name: 'field team NORTH' }, { name: 'organizationNameTaken' }],
      [{ name: '  Field Team South ' }, { name: 'organizationNameTaken' }],
      [{ name: 'Elsewhere', id: 3 }, { id: 'unknownField' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('admin', 'POST', '/organization', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    const longest = await call('admin', 'POST', '/organization', { name: 'n'.repeat(limits.organizationNameMax) });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('renames: its own name in another case is fine, another organization’s is taken', async () => {
    const west = await newOrganization('Field Team West');
    const rename = (who: string, id: number, name: string) => call(who, 'PUT', `/organization/${id}`, { name });
    const renamed = await rename('admin', west.id, 'FIELD TEAM WEST');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dataOf<Organization>(renamed)).toEqual({ id: west.id, name: 'FIELD TEAM WEST' });
    expect(errorOf(await rename('admin', west.id, 'field team south')).fields).toEqual({ name: 'organizationNameTaken' });
    expect(errorOf(await rename('admin', west.id, 'x'.repeat(limits.organizationNameMax + 1))).fields).toEqual({
      name: 'organizationNameExceeded',
    });
    expect((await rename('admin', 999999, 'Nowhere')).statusCode).toBe(404);
    expect((await organizations()).find((organization) => organization.id === west.id)?.name).toBe('FIELD TEAM WEST');
  });

  it('is the Administrator’s alone: 403 in one’s own organization, 404 in another', async () => {
    for (const who of ['northadmin', 'southadmin', 'reader', 'mobile']) {
      const res = await call(who, 'POST', '/organization', { name: `By ${who}` });
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
    for (const who of ['northadmin', 'reader', 'mobile']) {
      for (const [method, path, body] of [
        ['PUT', `/organization/${demo.north}`, { name: 'Ours' }],
        ['GET', `/organization/${demo.north}/usage`, undefined],
        ['DELETE', `/organization/${demo.north}?move_to=${demo.south}`, undefined],
      ] as const) {
        const res = await call(who, method, path, body);
        expect(res.statusCode, `${who} ${method} ${path}`).toBe(403);
        expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
      }
      for (const [method, path, body] of [
        ['PUT', `/organization/${demo.south}`, { name: 'Theirs' }],
        ['GET', `/organization/${demo.south}/usage`, undefined],
        ['DELETE', `/organization/${demo.south}?move_to=${demo.north}`, undefined],
      ] as const) {
        expect((await call(who, method, path, body)).statusCode, `${who} ${method} ${path}`).toBe(404);
      }
    }
    expect((await organizations()).map((organization) => organization.name)).toEqual(
      arrayContaining(['Field Team North', 'Field Team South']),
    );
  });

  it('answers 403 INACTIVE_FEATURE while organizations_shown is off', async () => {
    const spare = await newOrganization('Spare team');
    await setOptions({ organizations_shown: '0' });
    try {
      for (const [method, path, body] of [
        ['POST', '/organization', { name: 'Hidden' }],
        ['PUT', `/organization/${spare.id}`, { name: 'Hidden' }],
        ['GET', `/organization/${spare.id}/usage`, undefined],
        ['DELETE', `/organization/${spare.id}`, undefined],
      ] as const) {
        const res = await call('admin', method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(res).type, `${method} ${path}`).toBe('INACTIVE_FEATURE');
      }
      // reading stays
      expect((await call('reader', 'GET', '/organizations')).statusCode).toBe(200);
    } finally {
      await setOptions({ organizations_shown: '1' });
    }
    expect((await organizations()).map((organization) => organization.id)).toContain(spare.id);
  });
});

describe('deleting', () => {
  it('tells what it touches, and refuses while reports have nowhere to go', async () => {
    const doomed = await newOrganization('Doomed team');
    const usage = async () => {
      const res = await call('admin', 'GET', `/organization/${doomed.id}/usage`);
      expect(res.statusCode, res.body).toBe(200);
      return dataOf<OrganizationUsage>(res);
    };
    expect(await usage()).toEqual({ reports: 0, users: 0, users_left_without: 0, folders: 0, layers: 0, tags: 0 });

    await newMember([doomed.id]);
    await newMember([doomed.id, demo.north]);
    await publishedReport(call, 'admin', doomed.id);
    // a draft counts too
    expect((await call('admin', 'POST', `/organization/${doomed.id}/report`, reportInput())).statusCode).toBe(201);
    expect((await call('admin', 'POST', `/organization/${doomed.id}/folder`, { name: 'Box' })).statusCode).toBe(201);
    await newFileLayer(doomed.id);
    const group = await districtGroup();
    expect(
      (await call('admin', 'POST', `/organization/${doomed.id}/taxonomy/group/${group.id}`, { translations: { en_US: 'Dock' } }))
        .statusCode,
    ).toBe(201);
    const expected = { reports: 2, users: 2, users_left_without: 1, folders: 1, layers: 1, tags: 1 };
    expect(await usage()).toEqual(expected);

    const refused = await call('admin', 'DELETE', `/organization/${doomed.id}`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { move_to: 'organizationHasReports' }, data: expected });
    for (const moveTo of [doomed.id, 999999]) {
      const res = await call('admin', 'DELETE', `/organization/${doomed.id}?move_to=${moveTo}`);
      expect(res.statusCode, String(moveTo)).toBe(400);
      expect(errorOf(res).fields).toEqual({ move_to: 'invalidValue' });
    }
    for (const query of ['move_to=abc', 'move_to=0', 'moveTo=2']) {
      const res = await call('admin', 'DELETE', `/organization/${doomed.id}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect(errorOf(await call('admin', 'DELETE', `/organization/${doomed.id}?moveTo=2`)).fields).toEqual({ moveTo: 'unknownField' });
    expect((await call('admin', 'DELETE', '/organization/999999')).statusCode).toBe(404);
    // nothing changed
    expect(await usage()).toEqual(expected);
  });

  it('moves reports (drafts too), folders and tags; removes layers and their files; deactivates members left without one', async () => {
    const closing = await newOrganization('Closing team');
    const alone = await newMember([closing.id]);
    const shared = await newMember([closing.id, demo.north]);
    const published = await publishedReport(call, 'admin', closing.id, { title: 'Moves along' });
    const draft = dataOf<Report>(
      await call('admin', 'POST', `/organization/${closing.id}/report`, reportInput({ title: 'Draft moves too' })),
    );
    const folder = dataOf<Folder>(await call('admin', 'POST', `/organization/${closing.id}/folder`, { name: 'Archive' }));
    await call('admin', 'POST', `/organization/${closing.id}/folder/${folder.id}/add`, { reports: [published.id] });
    const group = await districtGroup();
    const tag = dataOf<Tag>(
      await call('admin', 'POST', `/organization/${closing.id}/taxonomy/group/${group.id}`, { translations: { en_US: 'Harbour' } }),
    );
    const tagged = await publishedReport(call, 'admin', closing.id, { taxonomies: { [group.id]: [tag.id] } });
    const layer = await newFileLayer(closing.id);
    const file = await storedFileOf(layer.id);
    expect(await isStored(file)).toBe(true);
    await setOptions({ anonymous_enabled: '1', anonymous_organization: String(closing.id) });
    const version = await selectMapVersion(server.database.db);

    const res = await call('admin', 'DELETE', `/organization/${closing.id}?move_to=${demo.south}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: true });

    expect((await organizations()).map((organization) => organization.id)).not.toContain(closing.id);
    const south = { id: demo.south, name: 'Field Team South' };
    expect(dataOf<Report>(await call('southadmin', 'GET', `/report/${published.id}`)).organization).toEqual(south);
    expect(dataOf<Report>(await call('southadmin', 'GET', `/report/${tagged.id}`))).toMatchObject({
      organization: south,
      taxonomies: { [group.id]: [tag.id] },
    });
    // the draft stays its author's, now in the other organization
    expect(dataOf<Report>(await call('admin', 'GET', `/report/${draft.id}`))).toMatchObject({ status: 'draft', organization: south });
    const listed = (await call('southadmin', 'POST', '/reports', { filters: { organizations: [demo.south] }, limit: 100 })).json<
      ListResult<Report>
    >();
    expect(listed.data.map((report) => report.id)).toEqual(arrayContaining([published.id, tagged.id]));
    expect(await selectMapVersion(server.database.db)).toBeGreaterThan(version);

    const folders = dataOf<Folder[]>(await call('southadmin', 'GET', `/organization/${demo.south}/folders`));
    expect(folders.find((f) => f.id === folder.id)).toMatchObject({ name: 'Archive', organization: south, reports: 1 });
    const southGroups = dataOf<TagGroup[]>(await call('southadmin', 'GET', `/organization/${demo.south}/taxonomies`));
    expect(southGroups.find((g) => g.id === group.id)?.tags).toContainEqual({ ...tag, organization: south });

    expect(dataOf<Layer[]>(await call('admin', 'GET', '/layers')).map((l) => l.id)).not.toContain(layer.id);
    expect(await isStored(file)).toBe(false);

    // left without an organization: deactivated, signed out (access and refresh tokens refused)
    const aloneNow = dataOf<User>(await call('admin', 'GET', `/user/${alone.user.id}`));
    expect(aloneNow).toMatchObject({ active: false, organizations: [] });
    expect((await server.inject({ method: 'GET', url: `/api/user/${alone.user.id}`, headers: bearer(alone.session) })).statusCode).toBe(
      401,
    );
    const refreshed = await server.inject({
      method: 'POST',
      url: `/api/user/${alone.user.id}/token`,
      payload: { refresh_token: alone.session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    // still in another organization: active, signed in
    expect(dataOf<User>(await call('admin', 'GET', `/user/${shared.user.id}`))).toMatchObject({
      active: true,
      organizations: [{ id: demo.north, name: 'Field Team North' }],
    });
    expect((await server.inject({ method: 'GET', url: `/api/user/${shared.user.id}`, headers: bearer(shared.session) })).statusCode).toBe(
      200,
    );

    expect(await options()).toMatchObject({ anonymous_enabled: '1', anonymous_organization: String(demo.south) });
    await setOptions({ anonymous_enabled: '0', anonymous_organization: '' });
    expect((await call('admin', 'GET', `/organization/${closing.id}/usage`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/organization/${closing.id}?move_to=${demo.south}`)).statusCode).toBe(404);
  });

  it('without reports and without move_to: folders and tags go, anonymous submission is switched off', async () => {
    const empty = await newOrganization('Empty team');
    const folder = dataOf<Folder>(await call('admin', 'POST', `/organization/${empty.id}/folder`, { name: 'Unused' }));
    const group = await districtGroup();
    const tag = dataOf<Tag>(
      await call('admin', 'POST', `/organization/${empty.id}/taxonomy/group/${group.id}`, { translations: { en_US: 'Quay' } }),
    );
    await setOptions({ anonymous_enabled: '1', anonymous_organization: String(empty.id) });

    const res = await call('admin', 'DELETE', `/organization/${empty.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await options()).toMatchObject({ anonymous_enabled: '0', anonymous_organization: '' });
    const tags = dataOf<Tag[]>(await call('admin', 'GET', '/taxonomies'));
    expect(tags.map((t) => t.id)).not.toContain(tag.id);
    for (const organizationId of [demo.north, demo.south]) {
      const folders = dataOf<Folder[]>(await call('admin', 'GET', `/organization/${organizationId}/folders`));
      expect(folders.map((f) => f.id)).not.toContain(folder.id);
    }
  });

  it('leaves anonymous submission alone when it points elsewhere', async () => {
    const other = await newOrganization('Other team');
    await setOptions({ anonymous_enabled: '1', anonymous_organization: String(demo.north) });
    try {
      expect((await call('admin', 'DELETE', `/organization/${other.id}`)).statusCode).toBe(200);
      expect(await options()).toMatchObject({ anonymous_enabled: '1', anonymous_organization: String(demo.north) });
    } finally {
      await setOptions({ anonymous_enabled: '0', anonymous_organization: '' });
    }
  });

  it('never deletes the last organization', async () => {
    for (const organization of await organizations()) {
      if (organization.id === demo.south) continue;
      const res = await call('admin', 'DELETE', `/organization/${organization.id}?move_to=${demo.south}`);
      expect(res.statusCode, `${organization.name}: ${res.body}`).toBe(200);
    }
    expect(await organizations()).toEqual([{ id: demo.south, name: 'Field Team South' }]);
    // the demo's northern accounts belonged to North alone
    expect(dataOf<User>(await call('admin', 'GET', `/user/${demo.users.reader}`)).active).toBe(false);
    for (const path of [`/organization/${demo.south}`, `/organization/${demo.south}?move_to=${demo.north}`]) {
      const res = await call('admin', 'DELETE', path);
      expect(res.statusCode, path).toBe(400);
      expect(errorOf(res).fields).toEqual({ move_to: 'organizationIsLast' });
    }
    expect(await organizations()).toHaveLength(1);
  });
});
