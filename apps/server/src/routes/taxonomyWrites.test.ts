/** Writing tag groups and tags through the API, for every role (docs/tags.md). */
import { limits, type ListResult, type Report, type Tag, type TagGroup, type TagUsage } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectMapVersion } from '../db/queries/reportPoints.js';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, reportInput, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;

const everyone = ['admin', 'northadmin', 'southadmin', 'reader', 'mobile'] as const;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, everyone));
});
afterAll(() => server.close());

interface Entry {
  event: string;
  data: Record<string, unknown>;
  author: { id: number; username: string } | null;
}

const groupsPath = '/taxonomy/group';
const tagPath = (organizationId: number, rest: string) => `/organization/${organizationId}/taxonomy${rest}`;

async function newGroup(type: 'single' | 'multi' | 'text', name = `Group ${type}`): Promise<TagGroup> {
  const res = await call('admin', 'POST', groupsPath, { type, translations: { en_US: name } });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<TagGroup>(res);
}

async function newTag(who: string, organizationId: number, groupId: number, name: string): Promise<Tag> {
  const res = await call(who, 'POST', tagPath(organizationId, `/group/${groupId}`), { translations: { en_US: name } });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Tag>(res);
}

const groups = async (who = 'admin') => dataOf<TagGroup[]>(await call(who, 'GET', '/taxonomy/groups'));
const groupOf = async (id: number, who = 'admin') => (await groups(who)).find((group) => group.id === id);
const reportOf = async (id: number) => dataOf<Report>(await call('admin', 'GET', `/report/${id}`));
const activityOf = async (id: number) =>
  (await call('admin', 'GET', `/report/${id}/activity?limit=100`)).json<{ data: Entry[]; total: number }>().data;
const usage = async (who: string, path: string) => {
  const res = await call(who, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<TagUsage>(res);
};
const setOption = (name: string, value: string) => call('admin', 'PUT', '/options', [{ name, value }]);

describe('tag groups', () => {
  it('are created by the Administrator, with no tags, names trimmed and empty ones left out', async () => {
    const res = await call('admin', 'POST', groupsPath, {
      type: 'multi',
      translations: { en_US: '  Damage  ', fr_FR: 'Dégâts', es_ES: '   ' },
      prompt: { en_US: 'What was damaged?', ar_SA: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const group = dataOf<TagGroup>(res);
    expect(group).toEqual({
      id: group.id,
      type: 'multi',
      translations: { en_US: 'Damage', fr_FR: 'Dégâts' },
      prompt: { en_US: 'What was damaged?' },
      tags: [],
    });
    // seen at once by every reader of the tags
    expect(await groupOf(group.id, 'reader')).toEqual(group);
    const prompted = await call('admin', 'POST', groupsPath, { type: 'single', translations: { en_US: 'Without prompt' } });
    expect(dataOf<TagGroup>(prompted).prompt).toEqual({});
  });

  it('are written and read for their usage by the Administrator only (403 for everyone else)', async () => {
    const group = await newGroup('single', 'Admins only');
    for (const who of ['northadmin', 'southadmin', 'reader', 'mobile']) {
      for (const [method, path, body] of [
        ['POST', groupsPath, { type: 'single', translations: { en_US: 'Mine' } }],
        ['PUT', `${groupsPath}/${group.id}`, { translations: { en_US: 'Mine' } }],
        ['DELETE', `${groupsPath}/${group.id}`, undefined],
        ['GET', `${groupsPath}/${group.id}/usage`, undefined],
      ] as const) {
        const res = await call(who, method, path, body);
        expect(res.statusCode, `${who} ${method} ${path}`).toBe(403);
        expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
      }
    }
    expect(await groupOf(group.id)).toMatchObject({ translations: { en_US: 'Admins only' } });
    for (const [method, path, body] of [
      ['PUT', `${groupsPath}/999999`, { translations: { en_US: 'x' } }],
      ['DELETE', `${groupsPath}/999999`, undefined],
      ['GET', `${groupsPath}/999999/usage`, undefined],
    ] as const) {
      expect((await call('admin', method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
  });

  it('refuse a missing default-language name, long names and prompts, unknown locales and fields', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ type: 'single', translations: {} }, { 'translations.en_US': 'required' }],
      [{ type: 'single', translations: { en_US: '  ', fr_FR: 'Source' } }, { 'translations.en_US': 'required' }],
      [
        { type: 'single', translations: { en_US: 'x'.repeat(limits.tagGroupNameMax + 1) } },
        { 'translations.en_US': 'taxonomyGroupNameExceeded' },
      ],
      [{ type: 'single', translations: { en_US: 'Ok', xx_XX: 'Ok' } }, { 'translations.xx_XX': 'unknownField' }],
      [
        { type: 'single', translations: { en_US: 'Ok' }, prompt: { fr_FR: 'x'.repeat(limits.tagPromptMax + 1) } },
        { 'prompt.fr_FR': 'tagPromptExceeded' },
      ],
      [{ translations: { en_US: 'Ok' } }, { type: 'required' }],
      [{ type: 'tree', translations: { en_US: 'Ok' } }, { type: 'required' }],
      [{ type: 'single', translations: { en_US: 'Ok' }, tags: [] }, { tags: 'unknownField' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('admin', 'POST', groupsPath, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    // the longest name and prompt pass
    const longest = await call('admin', 'POST', groupsPath, {
      type: 'single',
      translations: { en_US: 'x'.repeat(limits.tagGroupNameMax) },
      prompt: { en_US: 'y'.repeat(limits.tagPromptMax) },
    });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it("require the name in the option default_language's locale", async () => {
    expect((await setOption('default_language', 'fr_FR')).statusCode).toBe(200);
    try {
      const missing = await call('admin', 'POST', groupsPath, { type: 'single', translations: { en_US: 'Source' } });
      expect(errorOf(missing).fields).toEqual({ 'translations.fr_FR': 'required' });
      const ok = await call('admin', 'POST', groupsPath, { type: 'single', translations: { fr_FR: 'Origine' } });
      expect(ok.statusCode, ok.body).toBe(201);
    } finally {
      await setOption('default_language', 'en_US');
    }
  });

  it('change names and prompt locale by locale; the default name must remain; the type never changes', async () => {
    const created = dataOf<TagGroup>(
      await call('admin', 'POST', groupsPath, {
        type: 'multi',
        translations: { en_US: 'Hazard', fr_FR: 'Danger', es_ES: 'Peligro' },
        prompt: { en_US: 'Which hazard?', fr_FR: 'Quel danger ?' },
      }),
    );
    const tag = await newTag('northadmin', demo.north, created.id, 'Fire');
    const res = await call('admin', 'PUT', `${groupsPath}/${created.id}`, {
      translations: { fr_FR: 'Risque', es_ES: '' },
      prompt: { en_US: '  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<TagGroup>(res)).toEqual({
      id: created.id,
      type: 'multi',
      translations: { en_US: 'Hazard', fr_FR: 'Risque' },
      prompt: { fr_FR: 'Quel danger ?' },
      tags: [tag],
    });
    // nothing sent, nothing changed
    expect(dataOf<TagGroup>(await call('admin', 'PUT', `${groupsPath}/${created.id}`, {}))).toMatchObject({
      translations: { en_US: 'Hazard', fr_FR: 'Risque' },
    });
    const removed = await call('admin', 'PUT', `${groupsPath}/${created.id}`, { translations: { en_US: '' } });
    expect(errorOf(removed)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { 'translations.en_US': 'required' } });
    const typed = await call('admin', 'PUT', `${groupsPath}/${created.id}`, { type: 'single' });
    expect(errorOf(typed).fields).toEqual({ type: 'unknownField' });
    const long = await call('admin', 'PUT', `${groupsPath}/${created.id}`, {
      translations: { ta_IN: 'x'.repeat(limits.tagGroupNameMax + 1) },
    });
    expect(errorOf(long).fields).toEqual({ 'translations.ta_IN': 'taxonomyGroupNameExceeded' });
    expect(await groupOf(created.id)).toMatchObject({ type: 'multi', translations: { en_US: 'Hazard', fr_FR: 'Risque' } });
  });
});

describe('tags', () => {
  it('are created by admin level in an organization they see: 403 for Readers and Mobile users, 404 elsewhere', async () => {
    const group = await newGroup('multi', 'Infrastructure');
    const bridge = await call('northadmin', 'POST', tagPath(demo.north, `/group/${group.id}`), {
      translations: { en_US: ' Bridge ', fr_FR: 'Pont', pt_PT: '' },
    });
    expect(bridge.statusCode, bridge.body).toBe(201);
    expect(dataOf<Tag>(bridge)).toEqual({
      id: dataOf<Tag>(bridge).id,
      group_id: group.id,
      organization: { id: demo.north, name: 'Field Team North' },
      translations: { en_US: 'Bridge', fr_FR: 'Pont' },
    });
    const road = await newTag('admin', demo.south, group.id, 'Road');
    expect(road.organization).toEqual({ id: demo.south, name: 'Field Team South' });

    for (const who of ['reader', 'mobile']) {
      const res = await call(who, 'POST', tagPath(demo.north, `/group/${group.id}`), { translations: { en_US: 'Mine' } });
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
      // an organization they do not see is not found
      expect((await call(who, 'POST', tagPath(demo.south, `/group/${group.id}`), { translations: { en_US: 'Mine' } })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await call('southadmin', 'POST', tagPath(demo.north, `/group/${group.id}`), { translations: { en_US: 'Theirs' } })).statusCode,
    ).toBe(404);
    expect((await call('northadmin', 'POST', tagPath(demo.north, '/group/999999'), { translations: { en_US: 'Lost' } })).statusCode).toBe(
      404,
    );
    expect((await call('admin', 'POST', tagPath(999999, `/group/${group.id}`), { translations: { en_US: 'Lost' } })).statusCode).toBe(404);

    // each organization sees its own tags and the shared ones, at once
    const north = dataOf<TagGroup[]>(await call('reader', 'GET', `/organization/${demo.north}/taxonomies`)).find((g) => g.id === group.id);
    expect(north?.tags.map((tag) => tag.translations.en_US)).toEqual(['Bridge']);
    expect((await groupOf(group.id, 'southadmin'))?.tags.map((tag) => tag.id)).toEqual([road.id]);
    expect((await groupOf(group.id))?.tags.map((tag) => tag.id)).toEqual([dataOf<Tag>(bridge).id, road.id]);
  });

  it("check names by the group's type, the default-language name and the type when sent", async () => {
    const multi = await newGroup('multi', 'Assets');
    const text = await newGroup('text', 'Remarks');
    const post = (groupId: number, body: object) => call('northadmin', 'POST', tagPath(demo.north, `/group/${groupId}`), body);
    const cases: [number, object, Record<string, string>][] = [
      [multi.id, { translations: { en_US: 'x'.repeat(limits.tagNameMax + 1) } }, { 'translations.en_US': 'taxonomyChildNameExceeded' }],
      [text.id, { translations: { en_US: 'x'.repeat(limits.tagTextMax + 1) } }, { 'translations.en_US': 'taxonomyChildNameExceeded' }],
      [multi.id, { translations: { en_US: 'Ok', zz_ZZ: 'Ok' } }, { 'translations.zz_ZZ': 'unknownField' }],
      [multi.id, { translations: { fr_FR: 'Puits' } }, { 'translations.en_US': 'required' }],
      [multi.id, { translations: { en_US: '   ' } }, { 'translations.en_US': 'required' }],
      [multi.id, { translations: { en_US: 'Well' }, type: 'text' }, { type: 'invalidValue' }],
      [multi.id, { translations: { en_US: 'Well' }, type: 'tree' }, { type: 'invalidValue' }],
      [multi.id, { translations: { en_US: 'Well' }, colour: '#ff0000' }, { colour: 'unknownField' }],
      [multi.id, {}, { translations: 'invalidValue' }],
    ];
    for (const [groupId, body, fields] of cases) {
      const res = await post(groupId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    // a text group's tag (the question asked) may be longer than another tag
    const question = await post(text.id, { translations: { en_US: 'q'.repeat(limits.tagTextMax) }, type: 'text' });
    expect(question.statusCode, question.body).toBe(201);
    const typed = await post(multi.id, { translations: { en_US: 'w'.repeat(limits.tagNameMax) }, type: 'multi' });
    expect(typed.statusCode, typed.body).toBe(201);
  });

  it('hold one tag per organization in a text group, a shared one included', async () => {
    const text = await newGroup('text', 'Witness');
    await newTag('northadmin', demo.north, text.id, 'Who saw it?');
    const second = await call('northadmin', 'POST', tagPath(demo.north, `/group/${text.id}`), { translations: { en_US: 'Again?' } });
    expect(second.statusCode).toBe(400);
    expect(errorOf(second).fields).toEqual({ translations: 'tagTextGroupHasTag' });
    // another organization has its own
    await newTag('southadmin', demo.south, text.id, 'Who told you?');
    // the demo's text group has a shared tag: every organization already has it
    const notes = (await groups()).find((group) => group.type === 'text' && group.tags.some((tag) => tag.organization === null))!;
    const shared = await call('admin', 'POST', tagPath(demo.south, `/group/${notes.id}`), { translations: { en_US: 'More notes' } });
    expect(errorOf(shared).fields).toEqual({ translations: 'tagTextGroupHasTag' });
  });

  it('change names locale by locale, in their own organization only', async () => {
    const group = await newGroup('single', 'Weather');
    const rain = dataOf<Tag>(
      await call('northadmin', 'POST', tagPath(demo.north, `/group/${group.id}`), {
        translations: { en_US: 'Rain', fr_FR: 'Pluie', es_ES: 'Lluvia' },
      }),
    );
    const put = (who: string, organizationId: number, body: object, tagId = rain.id) =>
      call(who, 'PUT', tagPath(organizationId, `/${tagId}`), body);

    const changed = await put('northadmin', demo.north, { translations: { en_US: 'Heavy rain', es_ES: '' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Tag>(changed)).toEqual({ ...rain, translations: { en_US: 'Heavy rain', fr_FR: 'Pluie' } });
    expect(dataOf<Tag>(await put('admin', demo.north, { translations: { fr_FR: 'Forte pluie' }, type: 'single' })).translations).toEqual({
      en_US: 'Heavy rain',
      fr_FR: 'Forte pluie',
    });

    expect(errorOf(await put('northadmin', demo.north, { translations: { en_US: '' } })).fields).toEqual({
      'translations.en_US': 'required',
    });
    expect(errorOf(await put('northadmin', demo.north, { translations: { en_US: 'x'.repeat(limits.tagNameMax + 1) } })).fields).toEqual({
      'translations.en_US': 'taxonomyChildNameExceeded',
    });
    expect(errorOf(await put('northadmin', demo.north, { translations: {}, type: 'multi' })).fields).toEqual({ type: 'invalidValue' });

    for (const who of ['reader', 'mobile'])
      expect((await put(who, demo.north, { translations: { en_US: 'Mine' } })).statusCode, who).toBe(403);
    // another organization's tag is not found, by its own path or through another organization
    expect((await put('southadmin', demo.north, { translations: { en_US: 'Theirs' } })).statusCode).toBe(404);
    expect((await put('southadmin', demo.south, { translations: { en_US: 'Theirs' } })).statusCode).toBe(404);
    expect((await put('admin', demo.south, { translations: { en_US: 'Wrong path' } })).statusCode).toBe(404);
    expect((await put('admin', demo.north, { translations: { en_US: 'Lost' } }, 999999)).statusCode).toBe(404);
    expect((await call('southadmin', 'DELETE', tagPath(demo.south, `/${rain.id}`))).statusCode).toBe(404);
    expect((await call('southadmin', 'GET', tagPath(demo.north, `/${rain.id}/usage`))).statusCode).toBe(404);
    expect((await groupOf(group.id))?.tags[0]?.translations).toEqual({ en_US: 'Heavy rain', fr_FR: 'Forte pluie' });
  });

  it('shared tags are changed and deleted by the Administrator only, through any organization', async () => {
    const source = (await groups()).find(
      (group) => group.type === 'single' && group.tags.length > 0 && group.tags.every((tag) => !tag.organization),
    )!;
    const shared = source.tags[0]!;
    for (const who of ['northadmin', 'southadmin']) {
      const organizationId = who === 'northadmin' ? demo.north : demo.south;
      for (const [method, path, body] of [
        ['PUT', tagPath(organizationId, `/${shared.id}`), { translations: { en_US: 'Mine' } }],
        ['DELETE', tagPath(organizationId, `/${shared.id}`), undefined],
        ['GET', tagPath(organizationId, `/${shared.id}/usage`), undefined],
      ] as const) {
        const res = await call(who, method, path, body);
        expect(res.statusCode, `${who} ${method}`).toBe(403);
        expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
      }
    }
    const renamed = await call('admin', 'PUT', tagPath(demo.south, `/${shared.id}`), { translations: { ta_IN: 'சாட்சி' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dataOf<Tag>(renamed)).toMatchObject({
      id: shared.id,
      organization: null,
      translations: { ...shared.translations, ta_IN: 'சாட்சி' },
    });
  });
});

describe('deleting', () => {
  it('a tag: its reports lose it, each gets a tags entry naming it, filters and the map see it at once', async () => {
    const group = await newGroup('multi', 'Damage kind');
    const [cracks, flood] = [
      await newTag('northadmin', demo.north, group.id, 'Cracks'),
      await newTag('northadmin', demo.north, group.id, 'Flooding'),
    ];
    await call('admin', 'PUT', tagPath(demo.north, `/${cracks.id}`), { translations: { fr_FR: 'Fissures' } });
    const reports = [
      await publishedReport(call, 'northadmin', demo.north, { taxonomies: { [group.id]: [cracks.id, flood.id] } }),
      await publishedReport(call, 'northadmin', demo.north, { taxonomies: { [group.id]: [cracks.id] } }),
    ];
    const untouched = await publishedReport(call, 'northadmin', demo.north, { taxonomies: { [group.id]: [flood.id] } });
    // drafts count and lose it too
    const draft = dataOf<{ id: number }>(
      await call('northadmin', 'POST', `/organization/${demo.north}/report`, reportInput({ taxonomies: { [group.id]: [cracks.id] } })),
    );

    expect(await usage('northadmin', tagPath(demo.north, `/${cracks.id}/usage`))).toEqual({ reports: 3, tags: 1 });
    for (const who of ['reader', 'mobile'])
      expect((await call(who, 'GET', tagPath(demo.north, `/${cracks.id}/usage`))).statusCode).toBe(403);
    const filtered = (await call('admin', 'POST', '/reports', { filters: { taxonomies: [cracks.id] } })).json<ListResult<Report>>();
    expect(filtered.total).toBe(2);
    const version = await selectMapVersion(server.database.db);

    for (const who of ['reader', 'mobile']) expect((await call(who, 'DELETE', tagPath(demo.north, `/${cracks.id}`))).statusCode).toBe(403);
    const deleted = await call('northadmin', 'DELETE', tagPath(demo.north, `/${cracks.id}`));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: true });

    expect((await reportOf(reports[0]!.id)).taxonomies).toEqual({ [group.id]: [flood.id] });
    expect((await reportOf(reports[1]!.id)).taxonomies).toEqual({});
    for (const report of reports) {
      const [latest] = await activityOf(report.id);
      expect(latest).toMatchObject({
        event: 'tags',
        author: { id: demo.users.northadmin, username: 'northadmin' },
        data: { added: [], removed: [cracks.id], names: { [cracks.id]: { en_US: 'Cracks', fr_FR: 'Fissures' } } },
      });
    }
    expect((await activityOf(untouched.id)).filter((entry) => entry.event === 'tags')).toEqual([]);
    const draftEntries = (await call('northadmin', 'GET', `/report/${draft.id}/activity`)).json<{ data: Entry[] }>().data;
    expect(draftEntries[0]).toMatchObject({ event: 'tags', data: { removed: [cracks.id] } });
    expect((await groupOf(group.id))?.tags.map((tag) => tag.id)).toEqual([flood.id]);
    expect(await selectMapVersion(server.database.db)).toBeGreaterThan(version);
    expect((await call('admin', 'POST', '/reports', { filters: { taxonomies: [cracks.id] } })).json<ListResult<Report>>().total).toBe(0);
    expect((await call('northadmin', 'DELETE', tagPath(demo.north, `/${cracks.id}`))).statusCode).toBe(404);
    expect((await call('northadmin', 'GET', tagPath(demo.north, `/${cracks.id}/usage`))).statusCode).toBe(404);
  });

  it('a group: its tags and texts go, each report that carried any gets one entry naming them', async () => {
    const multi = await newGroup('multi', 'Animals');
    const text = await newGroup('text', 'Animal notes');
    const [dog, cat] = [await newTag('northadmin', demo.north, multi.id, 'Dog'), await newTag('southadmin', demo.south, multi.id, 'Cat')];
    await call('admin', 'PUT', `${groupsPath}/${multi.id}`, { translations: { fr_FR: 'Animaux' } });
    const both = await publishedReport(call, 'northadmin', demo.north, {
      taxonomies: { [multi.id]: [dog.id], [text.id]: 'Barking all night' },
    });
    const south = await publishedReport(call, 'southadmin', demo.south, { taxonomies: { [multi.id]: [cat.id] } });
    const noted = await publishedReport(call, 'northadmin', demo.north, { taxonomies: { [text.id]: 'A fox' } });
    const other = await publishedReport(call, 'northadmin', demo.north, {});

    expect(await usage('admin', `${groupsPath}/${multi.id}/usage`)).toEqual({ reports: 2, tags: 2 });
    expect(await usage('admin', `${groupsPath}/${text.id}/usage`)).toEqual({ reports: 2, tags: 0 });

    expect((await call('admin', 'DELETE', `${groupsPath}/${multi.id}`)).json()).toEqual({ data: true });
    expect((await call('admin', 'DELETE', `${groupsPath}/${text.id}`)).json()).toEqual({ data: true });

    expect((await reportOf(both.id)).taxonomies).toEqual({});
    expect((await reportOf(south.id)).taxonomies).toEqual({});
    expect((await reportOf(noted.id)).taxonomies).toEqual({});
    const admin = { id: demo.users.admin, username: 'admin' };
    const entries = (await activityOf(both.id)).filter((entry) => entry.event === 'tags');
    expect(entries).toEqual([
      {
        ...entries[0],
        author: admin,
        data: {
          added: [],
          removed: [],
          text: { [text.id]: '' },
          removed_text: { [text.id]: 'Barking all night' },
          groups: { [text.id]: { en_US: 'Animal notes' } },
        },
      },
      {
        ...entries[1],
        author: admin,
        data: {
          added: [],
          removed: [dog.id],
          names: { [dog.id]: { en_US: 'Dog' } },
          groups: { [multi.id]: { en_US: 'Animals', fr_FR: 'Animaux' } },
        },
      },
    ]);
    expect((await activityOf(south.id))[0]).toMatchObject({
      author: admin,
      data: { removed: [cat.id], names: { [cat.id]: { en_US: 'Cat' } } },
    });
    expect((await activityOf(noted.id))[0]).toMatchObject({ data: { removed: [], removed_text: { [text.id]: 'A fox' } } });
    expect((await activityOf(other.id)).filter((entry) => entry.event === 'tags')).toEqual([]);

    expect(await groupOf(multi.id)).toBeUndefined();
    expect(await groupOf(text.id)).toBeUndefined();
    expect((await call('admin', 'GET', `${groupsPath}/${multi.id}/usage`)).statusCode).toBe(404);
    expect((await call('northadmin', 'PUT', tagPath(demo.north, `/${dog.id}`), { translations: { en_US: 'Gone' } })).statusCode).toBe(404);
    // a report sent with the old group is refused as it would be for any unknown group
    const stale = await call(
      'northadmin',
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({ taxonomies: { [multi.id]: [dog.id] } }),
    );
    expect(errorOf(stale).fields).toEqual({ [`taxonomies.${multi.id}`]: 'invalidValue' });
  });

  it('a shared demo tag writes one entry on every report of every organization that carried it', async () => {
    const category = (await groups()).find((group) => group.type === 'multi' && group.tags.some((tag) => tag.organization === null))!;
    const shared = category.tags[0]!;
    const { reports } = await usage('admin', tagPath(demo.north, `/${shared.id}/usage`));
    expect(reports).toBeGreaterThan(1);
    const carried = (await call('admin', 'POST', '/reports', { filters: { taxonomies: [shared.id] }, limit: 100 })).json<
      ListResult<Report>
    >();
    expect(new Set(carried.data.map((report) => report.organization.id)).size).toBe(2);

    expect((await call('admin', 'DELETE', tagPath(demo.south, `/${shared.id}`))).statusCode).toBe(200);
    for (const report of carried.data.slice(0, 5)) {
      expect((await reportOf(report.id)).taxonomies[String(category.id)] ?? []).not.toContain(shared.id);
      expect((await activityOf(report.id))[0]).toMatchObject({
        event: 'tags',
        data: { removed: [shared.id], names: { [shared.id]: shared.translations } },
      });
    }
    // every report that carried it, drafts included, has its entry
    const counted = await server.database.db.execute(
      sql`select count(*)::int as total from activity where event = 'tags' and data->'removed' @> ${JSON.stringify([shared.id])}::jsonb`,
    );
    const [{ total }] = (counted as { rows: [{ total: number }] }).rows;
    expect(total).toBe(reports);
  });
});
