/** Folders, the taxonomies read side and organization users. */
import type { Folder, ListResult, OrganizationMember, Report } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { stringMatching } from '../test/matchers.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const folderPath = (organizationId: number, rest = '') => `/organization/${organizationId}/folder${rest}`;
const folderOf = async (who: string, organizationId: number, id: number) =>
  dataOf<{ id: number; reports: number; name: string; colour: string }[]>(
    await call(who, 'GET', `/organization/${organizationId}/folders`),
  ).find((f) => f.id === id);

describe('folders', () => {
  it('creates, renames, fills, empties and deletes a folder', async () => {
    const created = await call('northadmin', 'POST', folderPath(demo.north), { name: 'Hearing 12 May' });
    expect(created.statusCode, created.body).toBe(201);
    const folder = dataOf<Folder>(created);
    expect(folder).toMatchObject({
      name: 'Hearing 12 May',
      colour: stringMatching(/^#[0-9a-f]{6}$/),
      organization: { id: demo.north, name: 'Field Team North' },
      reports: 0,
    });

    const renamed = await call('northadmin', 'PUT', folderPath(demo.north, `/${folder.id}`), { name: 'Hearing 13 May', colour: '#123abc' });
    expect(dataOf(renamed)).toMatchObject({ name: 'Hearing 13 May', colour: '#123abc' });

    const a = await publishedReport(call, 'northadmin', demo.north, { title: 'Filed one' });
    const b = await publishedReport(call, 'northadmin', demo.north, { title: 'Filed two' });
    const added = await call('northadmin', 'POST', folderPath(demo.north, `/${folder.id}/add`), { reports: [a.id, b.id, a.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf<Folder>(added).reports).toBe(2);
    // adding again changes nothing
    expect(dataOf<Folder>(await call('northadmin', 'POST', folderPath(demo.north, `/${folder.id}/add`), { reports: [a.id] })).reports).toBe(
      2,
    );

    const listed = (await call('reader', 'POST', '/reports', { filters: { folder: folder.id } })).json<ListResult<Report>>();
    expect(listed.data.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.total).toBe(2);

    const removed = await call('northadmin', 'POST', folderPath(demo.north, `/${folder.id}/del`), { reports: [a.id] });
    expect(dataOf<Folder>(removed).reports).toBe(1);
    expect((await folderOf('reader', demo.north, folder.id))?.reports).toBe(1);

    expect((await call('northadmin', 'DELETE', folderPath(demo.north, `/${folder.id}`))).json()).toEqual({ data: true });
    expect(await folderOf('northadmin', demo.north, folder.id)).toBeUndefined();
    // the reports stay
    expect((await call('reader', 'GET', `/report/${b.id}`)).statusCode).toBe(200);
  });

  it('takes only reports of its organization that the editor sees', async () => {
    const folder = dataOf<Folder>(await call('admin', 'POST', folderPath(demo.north), { name: 'Mixed' }));
    const south = await publishedReport(call, 'southadmin', demo.south);
    const north = await publishedReport(call, 'northadmin', demo.north);
    for (const reports of [[south.id], [north.id, south.id], [999999]]) {
      const res = await call('admin', 'POST', folderPath(demo.north, `/${folder.id}/add`), { reports });
      expect(res.statusCode, JSON.stringify(reports)).toBe(400);
      expect(errorOf(res).fields).toEqual({ reports: 'invalidValue' });
    }
    expect((await folderOf('admin', demo.north, folder.id))?.reports).toBe(0);
    // a folder is addressed through its own organization
    expect((await call('admin', 'POST', folderPath(demo.south, `/${folder.id}/add`), { reports: [south.id] })).statusCode).toBe(404);
  });

  it('is read by anyone who sees the organization and changed by its editors only', async () => {
    const folder = dataOf<Folder>(await call('northadmin', 'POST', folderPath(demo.north), { name: 'Editors only' }));
    for (const who of ['reader', 'mobile']) {
      expect((await call(who, 'GET', `/organization/${demo.north}/folders`)).statusCode, who).toBe(200);
      expect((await call(who, 'POST', folderPath(demo.north), { name: 'Mine' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', folderPath(demo.north, `/${folder.id}`), { name: 'Mine' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', folderPath(demo.north, `/${folder.id}`))).statusCode, who).toBe(403);
    }
    for (const [verb, path, body] of [
      ['GET', `/organization/${demo.north}/folders`, undefined],
      ['POST', folderPath(demo.north), { name: 'Theirs' }],
      ['PUT', folderPath(demo.north, `/${folder.id}`), { name: 'Theirs' }],
      ['DELETE', folderPath(demo.north, `/${folder.id}`), undefined],
    ] as const) {
      expect((await call('southadmin', verb, path, body)).statusCode, `${verb} ${path}`).toBe(404);
    }
    expect((await call('northadmin', 'PUT', folderPath(demo.north, '/999999'), { name: 'x' })).statusCode).toBe(404);
  });

  it('validates names and refuses unknown fields', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ name: '' }, { name: 'required' }],
      [{ name: 'x'.repeat(51) }, { name: 'folderNameExceeded' }],
      [{ name: 'ok', colour: 'red' }, { colour: 'invalidValue' }],
      [{ name: 'ok', reports: [1] }, { reports: 'unknownField' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('northadmin', 'POST', folderPath(demo.north), body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    expect(errorOf(await call('northadmin', 'POST', folderPath(demo.north, '/1/add'), { reports: [] })).fields).toEqual({
      reports: 'required',
    });
  });

  it('answers 403 INACTIVE_FEATURE when folders are switched off', async () => {
    const set = (value: string) => call('admin', 'PUT', '/options', [{ name: 'folders_enabled', value }]);
    await set('0');
    try {
      const res = await call('reader', 'GET', `/organization/${demo.north}/folders`);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
    } finally {
      await set('1');
    }
  });
});

describe('taxonomies', () => {
  interface Group {
    id: number;
    type: string;
    translations: Record<string, string>;
    prompt: Record<string, string>;
    tags: { id: number; group_id: number; organization: { id: number } | null; translations: Record<string, string> }[];
  }
  const locales = ['en_US', 'fr_FR', 'es_ES', 'pt_PT', 'ta_IN', 'zh_CN', 'ar_SA'];

  it('lists groups of every type, named in the seven locales', async () => {
    const res = await call('admin', 'GET', '/taxonomy/groups');
    expect(res.statusCode).toBe(200);
    const groups = dataOf<Group[]>(res);
    expect(res.json<{ total: number }>().total).toBe(groups.length);
    expect(new Set(groups.map((g) => g.type))).toEqual(new Set(['single', 'multi', 'text']));
    for (const group of groups) {
      expect(Object.keys(group.translations).sort()).toEqual([...locales].sort());
      expect(Object.keys(group.prompt).sort()).toEqual([...locales].sort());
      for (const tag of group.tags) expect(tag.group_id).toBe(group.id);
    }
    expect(groups.find((g) => g.type === 'text')!.tags).toHaveLength(1);
  });

  it('shows each caller the shared tags and those of its organizations', async () => {
    const organizationsOf = async (who: string, url: string) => {
      const groups = dataOf<Group[]>(await call(who, 'GET', url));
      return new Set(groups.flatMap((g) => g.tags.map((t) => t.organization?.id ?? 0)));
    };
    expect(await organizationsOf('admin', '/taxonomy/groups')).toEqual(new Set([0, demo.north, demo.south]));
    expect(await organizationsOf('reader', '/taxonomy/groups')).toEqual(new Set([0, demo.north]));
    expect(await organizationsOf('admin', `/organization/${demo.south}/taxonomies`)).toEqual(new Set([0, demo.south]));
    const tags = (await call('southadmin', 'GET', '/taxonomies')).json<ListResult<Group['tags'][number]>>();
    expect(new Set(tags.data.map((t: Group['tags'][number]) => t.organization?.id ?? 0))).toEqual(new Set([0, demo.south]));
    expect((await call('admin', 'GET', '/organization/999/taxonomies')).statusCode).toBe(404);
  });
});

describe('GET /organization/{id}/users', () => {
  it('lists the active members with name and role only', async () => {
    const res = await call('reader', 'GET', `/organization/${demo.north}/users`);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual([
      { id: demo.users.mobile, username: 'mobile', firstname: 'Moses', lastname: 'Mobile', role: { id: 4, name: 'Mobile' } },
      {
        id: demo.users.northadmin,
        username: 'northadmin',
        firstname: 'Nadia',
        lastname: 'North',
        role: { id: 2, name: 'Organization Admin' },
      },
      { id: demo.users.reader, username: 'reader', firstname: 'Rosa', lastname: 'Reader', role: { id: 3, name: 'Reader' } },
    ]);
    expect(res.body).not.toMatch(/email/);
    expect((await call('southadmin', 'GET', `/organization/${demo.north}/users`)).statusCode).toBe(404);
  });

  it('leaves out deactivated users', async () => {
    expect((await call('admin', 'PUT', `/user/${demo.users.mobile}`, { active: false })).statusCode).toBe(200);
    const names = dataOf<OrganizationMember[]>(await call('reader', 'GET', `/organization/${demo.north}/users`)).map(
      (u: { username: string }) => u.username,
    );
    expect(names).toEqual(['northadmin', 'reader']);
  });
});
