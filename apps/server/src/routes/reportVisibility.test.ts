/**
 * The private-canary sweep: a private report and a draft in Field Team
 * North, and for every role every read path, asserting each appears exactly where docs/reports.md
 * "Who sees which report" allows — lists, search, suggestions, map points (JSON and binary), clusters
 * and popups, the report, its activity, comments and media, folder counts and totals. The public paths
 * of partner pages and the anonymous submission token are swept too: the canary is never among them.
 */
import {
  decodePoints,
  pointsMediaType,
  type AnonymousToken,
  type Comment,
  type Folder,
  type Report,
  type ReportClusters,
  type ReportPage,
  type ReportPoints,
  type ReportSuggestion,
  type User,
} from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaUrl } from '../media/index.js';
import { pngImage } from '../media/testing.js';
import { boundTo, browserKey } from '../test/anonymousKey.js';
import { dataOf, errorOf, signIn, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, reportInput, upload, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
// reportInput's position, and a box around it for the clusters at street level
const bbox = [-0.2411, 51.5291, -0.2391, 51.5311];
const canary = { id: 0, mediaId: 0, word: 'zqxjkcanary', bbox };
const draft = { id: 0, mediaId: 0, word: 'zqxjkdraft', bbox };
let followUpFolder = 0;
const ids: Record<string, number> = { ...demo.users, mobile2: 0 };

const roles = ['admin', 'northadmin', 'southadmin', 'reader', 'mobile', 'mobile2', 'anonymous'] as const;
type Role = (typeof roles)[number];

/** docs/reports.md: who sees the private canary (its author is `mobile`); the draft only its author, only where opened. */
const seesCanary: Record<Role, boolean> = {
  admin: true,
  northadmin: true,
  southadmin: false,
  reader: true,
  mobile: true,
  mobile2: false,
  anonymous: false,
};

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
  const created = await call('admin', 'POST', '/user', {
    username: 'mobile2',
    password: 'Monsoon#Field42',
    role_id: 4,
    organizations: [demo.north],
    options: {},
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.mobile2 = dataOf<User>(created).id;
  const mobile2 = await signIn(server, 'mobile2', 'Monsoon#Field42');
  const mobile = await signIn(server, 'mobile');
  const baseCall = call;
  call = (who, method, url, payload, headers) =>
    who === 'mobile2' ? baseCall(mobile2.accessToken, method, url, payload, headers) : baseCall(who, method, url, payload, headers);

  // newest of all, so that it is among "the 5 latest" suggestions of whoever may see it
  const recent = new Date(Date.now() - 60_000).toISOString();
  for (const report of [canary, draft]) {
    const res = await call(
      'mobile',
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({ title: `Report ${report.word}`, content: `Seen ${report.word} here`, event_date: recent }),
    );
    expect(res.statusCode, res.body).toBe(201);
    report.id = dataOf<Report>(res).id;
    const media = await upload(server, mobile, `/report/${report.id}/media`, {
      name: 'p.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(media.statusCode, media.body).toBe(201);
    report.mediaId = dataOf<Report>(media).media[0]!.id;
  }
  expect((await call('mobile', 'PUT', `/organization/${demo.north}/report/${canary.id}`, { status: 'published' })).statusCode).toBe(200);

  // a published comment and a folder: the canary must not leak through them either
  const comment = dataOf<Comment>(await call('northadmin', 'POST', `/report/${canary.id}/comment`, { content: `About ${canary.word}` }));
  expect((await call('northadmin', 'PUT', `/comment/${comment.id}`, { status: 'published' })).statusCode).toBe(200);
  const folders = dataOf<{ id: number; name: string }[]>(await call('northadmin', 'GET', `/organization/${demo.north}/folders`));
  followUpFolder = folders.find((f) => f.name === 'Follow-up')!.id;
  expect(
    (await call('northadmin', 'POST', `/organization/${demo.north}/folder/${followUpFolder}/add`, { reports: [canary.id] })).statusCode,
  ).toBe(200);
  // a draft is never filed
  const filed = await call('mobile', 'POST', `/organization/${demo.north}/folder/${followUpFolder}/add`, { reports: [draft.id] });
  expect(filed.statusCode).toBe(403);
  const filedByEditor = await call('northadmin', 'POST', `/organization/${demo.north}/folder/${followUpFolder}/add`, {
    reports: [draft.id],
  });
  expect(errorOf(filedByEditor)?.fields).toEqual({ reports: 'invalidValue' });
});
afterAll(() => server.close());

/** Every id of the full list (all pages through the cursor) and its total. */
async function listIds(who: Role, filters: object = {}): Promise<{ ids: number[]; total: number; status: number }> {
  const found: number[] = [];
  let cursor: string | undefined;
  let total = 0;
  for (let page = 0; page < 50; page += 1) {
    const res = await call(who, 'POST', '/reports', { filters, limit: 100, ...(cursor ? { cursor } : {}) });
    if (res.statusCode !== 200) return { ids: [], total: 0, status: res.statusCode };
    total = res.json<ReportPage>().total;
    found.push(...dataOf<Report[]>(res).map((r: { id: number }) => r.id));
    cursor = res.json<ReportPage>().next ?? undefined;
    if (!cursor) break;
  }
  expect(found.length, `${who}: total matches the pages`).toBe(total);
  return { ids: found, total, status: 200 };
}

interface Observation {
  list: boolean;
  search: boolean;
  suggest: boolean;
  suggestLatest: boolean;
  get: boolean;
  points: boolean;
  clusters: boolean;
  popup: boolean;
  activity: boolean;
  comments: boolean;
  media: boolean;
  folder: boolean;
}

/** Where one report shows for one viewer, path by path. */
async function observe(who: Role, report: typeof canary): Promise<Observation> {
  const ok = async (url: string) => (await call(who, 'GET', url)).statusCode === 200;
  const list = await listIds(who);
  const search = await listIds(who, { search: report.word });
  const suggest = await call(who, 'GET', `/reports/suggest?q=${report.word}`);
  const latest = await call(who, 'GET', '/reports/suggest?q=');
  const points = await call(who, 'GET', '/reports/geo');
  const suggested = (res: typeof suggest) =>
    res.statusCode === 200 && dataOf<ReportSuggestion[]>(res).some((s: { id: number }) => s.id === report.id);

  // the report's media, from a URL signed for this very viewer: serving must check access again
  let media = false;
  if (who !== 'anonymous') {
    const url = signMediaUrl(server.app.fieldwatch, {
      mediaId: report.mediaId,
      size: null,
      viewerId: ids[who]!,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    media = (await server.inject({ method: 'GET', url })).statusCode === 200;
  }

  const folders = await call(who, 'GET', `/organization/${demo.north}/folders`);
  let folder = false;
  if (folders.statusCode === 200) {
    const count = dataOf<Folder[]>(folders).find((f: { id: number }) => f.id === followUpFolder)!.reports;
    const inFolder = await listIds(who, { folder: followUpFolder });
    // the folder count is the number of its reports this viewer can list
    expect(count, `${who}: folder count`).toBe(inFolder.total);
    folder = inFolder.ids.includes(report.id);
  }

  if (points.statusCode === 200) expect(points.json<{ total: number }>().total, `${who}: map total = list total`).toBe(list.total);

  // the binary points and the clusters come from the in-memory index: they must agree with the list
  const packed = await call(who, 'POST', '/reports/geo', { filters: {} }, { accept: pointsMediaType });
  if (packed.statusCode === 200) {
    const decoded = decodePoints(packed.rawPayload);
    expect(decoded.total, `${who}: binary map total = list total`).toBe(list.total);
    expect([...decoded.ids].includes(report.id), `${who}: binary points`).toBe(dataOf<ReportPoints>(points).ids.includes(report.id));
  }
  const world = await call(who, 'POST', '/reports/geo/clusters', { filters: {}, bbox: [-180, -85, 180, 85], zoom: 3 });
  let clusters = false;
  if (world.statusCode === 200) {
    const answer = world.json<{ data: ReportClusters; total: number }>();
    // counts too: a cluster of 10 where the viewer may see 9 would tell of the tenth
    const counted = answer.data.clusters.count.reduce((sum, count) => sum + count, 0) + answer.data.points.ids.length;
    expect(counted, `${who}: reports in the world's clusters = list total`).toBe(list.total);
    expect(answer.total).toBe(list.total);
    const here = await call(who, 'POST', '/reports/geo/clusters', { filters: {}, bbox: report.bbox, zoom: 18 });
    clusters = here.json<{ data: ReportClusters }>().data.points.ids.includes(report.id);
  }

  return {
    list: list.ids.includes(report.id),
    search: search.ids.includes(report.id),
    suggest: suggested(suggest),
    suggestLatest: suggested(latest),
    get: await ok(`/report/${report.id}`),
    points: points.statusCode === 200 && dataOf<ReportPoints>(points).ids.includes(report.id),
    clusters,
    popup: await ok(`/reports/geo/${report.id}`),
    activity: await ok(`/report/${report.id}/activity`),
    comments: await ok(`/report/${report.id}/comments`),
    media,
    folder,
  };
}

const everywhere = (value: boolean): Observation => ({
  list: value,
  search: value,
  suggest: value,
  suggestLatest: value,
  get: value,
  points: value,
  clusters: value,
  popup: value,
  activity: value,
  comments: value,
  media: value,
  folder: value,
});

describe('the private canary', () => {
  it.each(roles)('appears to %s exactly where docs/reports.md allows', async (who) => {
    expect(await observe(who, canary)).toEqual(everywhere(seesCanary[who]));
  });

  it.each(roles)('is 404 for %s on every verb when hidden', async (who) => {
    if (seesCanary[who] || who === 'anonymous') return;
    const base = `/organization/${demo.north}/report/${canary.id}`;
    const answers = [
      await call(who, 'PUT', base, { title: 'x' }),
      await call(who, 'PUT', `${base}/close`),
      await call(who, 'DELETE', base),
      await call(who, 'POST', `/report/${canary.id}/comment`, { content: 'x' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
  });
});

describe('the draft', () => {
  it.each(roles)('is seen by %s only if it is the author, and only where one report is opened', async (who) => {
    const author = who === 'mobile';
    expect(await observe(who, draft)).toEqual({
      ...everywhere(false),
      get: author,
      activity: author,
      comments: author,
      media: author,
    });
  });
});

describe('export', () => {
  it.each(roles)('carries the canary for %s only as an editor who sees it, and never the draft', async (who) => {
    const res = await call(who, 'POST', `/organization/${demo.north}/reports/export`, { format: 'csv', filters: { search: 'zqxjk' } });
    const editor = who === 'admin' || who === 'northadmin';
    expect(res.statusCode).toBe(editor ? 200 : who === 'anonymous' ? 401 : who === 'southadmin' ? 404 : 403);
    expect(res.body.includes(canary.word)).toBe(editor);
    expect(res.body.includes(draft.word)).toBe(false);
  });
});

describe('anonymous callers', () => {
  it('are refused on every read path with 401', async () => {
    for (const url of [
      '/reports',
      '/reports/geo',
      '/reports/suggest?q=',
      `/report/${canary.id}`,
      `/reports/geo/${canary.id}`,
      `/report/${canary.id}/activity`,
      `/report/${canary.id}/comments`,
      `/organization/${demo.north}/folders`,
      '/taxonomy/groups',
      `/organization/${demo.north}/users`,
    ]) {
      const res = await call('anonymous', 'GET', url);
      expect(res.statusCode, url).toBe(401);
      expect(errorOf(res).type).toBe('UNAUTHENTICATED');
    }
    expect((await server.inject({ method: 'GET', url: `/api/media/${canary.mediaId}` })).statusCode).toBe(404);
  });
});

describe('organizations are isolated', () => {
  it('keeps South out of North and North out of South', async () => {
    const south = await listIds('southadmin');
    const north = await listIds('northadmin');
    const all = await listIds('admin');
    expect(south.total + north.total).toBe(all.total);
    expect(north.ids.filter((id) => south.ids.includes(id))).toEqual([]);
    expect((await call('southadmin', 'GET', `/organization/${demo.north}/folders`)).statusCode).toBe(404);
    expect((await call('southadmin', 'GET', `/organization/${demo.north}/taxonomies`)).statusCode).toBe(404);
    expect((await call('southadmin', 'GET', `/organization/${demo.north}/users`)).statusCode).toBe(404);
  });

  it('shows Mobile users their own reports and the public ones of their organizations', async () => {
    const mine = await listIds('mobile2');
    const everything = (
      await call('admin', 'POST', '/reports', { filters: { organizations: [demo.north], visibility: ['public'] }, limit: 1 })
    ).json<{ total: number }>().total;
    expect(mine.total).toBe(everything);
    const mobile = await listIds('mobile');
    const own = (
      await call('admin', 'POST', '/reports', { filters: { authors: [demo.users.mobile], visibility: ['private'] }, limit: 1 })
    ).json<{ total: number }>().total;
    expect(mobile.total).toBe(everything + own);
  });
});

describe('the public paths of partner pages', () => {
  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url: `/api${url}`, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  // a draft that an editor already made public: still nobody's but its author's until published
  const publicDraft = { id: 0, mediaId: 0, word: 'zqxjkpublicdraft', bbox };

  beforeAll(async () => {
    const on = await call('admin', 'PUT', '/options', [{ name: 'public_map_enabled', value: '1' }]);
    expect(on.statusCode).toBe(200);
    const created = await call(
      'northadmin',
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({ title: `Report ${publicDraft.word}` }),
    );
    publicDraft.id = dataOf<Report>(created).id;
    const northadmin = await signIn(server, 'northadmin');
    const media = await upload(server, northadmin, `/report/${publicDraft.id}/media`, {
      name: 'p.png',
      type: 'image/png',
      content: await pngImage(),
    });
    publicDraft.mediaId = dataOf<Report>(media).media[0]!.id;
    const made = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${publicDraft.id}`, { visibility: 'public' });
    expect(dataOf(made)).toMatchObject({ status: 'draft', visibility: 'public' });
  });

  it.each([undefined, demo.north])(
    'never show the canary or the drafts (organization %s), and show exactly the public reports',
    async (organization) => {
      const filters = organization === undefined ? {} : { organization };
      const expected = (
        await call('admin', 'POST', '/reports', {
          filters: { visibility: ['public'], ...(organization ? { organizations: [organization] } : {}) },
          limit: 1,
        })
      ).json<{ total: number }>().total;

      const listed: number[] = [];
      let cursor: string | null = null;
      do {
        const query: URLSearchParams = new URLSearchParams({
          limit: '100',
          ...(organization ? { organization: String(organization) } : {}),
          ...(cursor ? { cursor } : {}),
        });
        const page = (await get(`/public/reports?${query.toString()}`)).json<{
          data: { id: number }[];
          total: number;
          next: string | null;
        }>();
        expect(page.total).toBe(expected);
        listed.push(...page.data.map((report) => report.id));
        cursor = page.next;
      } while (cursor);
      expect(listed.length).toBe(expected);

      const points = (await post('/public/reports/geo', { filters })).json<{ data: ReportPoints; total: number }>();
      expect(points.total).toBe(expected);
      const packed = decodePoints((await post('/public/reports/geo', { filters }, { accept: pointsMediaType })).rawPayload);
      expect(packed.total).toBe(expected);
      const world = (await post('/public/reports/geo/clusters', { filters, bbox: [-180, -85, 180, 85], zoom: 3 })).json<{
        data: ReportClusters;
        total: number;
      }>();
      expect(world.total).toBe(expected);
      expect(world.data.clusters.count.reduce((sum, count) => sum + count, 0) + world.data.points.ids.length).toBe(expected);

      for (const report of [canary, draft, publicDraft]) {
        expect(listed).not.toContain(report.id);
        expect(points.data.ids).not.toContain(report.id);
        expect([...packed.ids]).not.toContain(report.id);
        const here = (await post('/public/reports/geo/clusters', { filters, bbox: report.bbox, zoom: 18 })).json<{
          data: ReportClusters;
        }>();
        expect(here.data.points.ids).not.toContain(report.id);
        expect((await get(`/public/reports/geo/${report.id}`)).statusCode).toBe(404);
      }
    },
  );

  it('serve no media of the canary or the drafts, even from a URL signed for the public', async () => {
    for (const report of [canary, draft, publicDraft]) {
      for (const size of ['small', null] as const) {
        const url = signMediaUrl(server.app.fieldwatch, {
          mediaId: report.mediaId,
          size,
          viewerId: 'public',
          expiresAt: new Date(Date.now() + 3_600_000),
        });
        expect((await server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    }
  });

  it('give an anonymous submission token nothing of the canary or the draft', async () => {
    const on = await call('admin', 'PUT', '/options', [
      { name: 'anonymous_enabled', value: '1' },
      { name: 'anonymous_organization', value: String(demo.north) },
    ]);
    expect(on.statusCode).toBe(200);
    const key = await browserKey(server.clock.now);
    const dpop = await key.proof({ method: 'POST', url: '/api/user/anonymous' });
    const token = dataOf<AnonymousToken>(
      await server.inject({ method: 'POST', url: '/api/user/anonymous', headers: { dpop } }),
    ).access_token;
    const as = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      server.inject({
        method,
        url: `/api${url}`,
        headers: await boundTo(key, token, method, `/api${url}`),
        ...(payload === undefined ? {} : { payload }),
      });

    for (const report of [canary, draft]) {
      for (const url of [
        `/report/${report.id}`,
        `/report/${report.id}/activity`,
        `/report/${report.id}/comments`,
        `/reports/geo/${report.id}`,
        '/reports',
        '/reports/geo',
        `/reports/suggest?q=${report.word}`,
      ]) {
        expect((await as('GET', url)).statusCode, url).toBe(401);
      }
      expect((await as('PUT', `/organization/${demo.north}/report/${report.id}`, { status: 'published' })).statusCode).toBe(404);
      const body = multipart('media', 'p.png', 'image/png', await pngImage());
      const media = await server.inject({
        method: 'POST',
        url: `/api/report/${report.id}/media`,
        payload: body.payload,
        headers: { ...body.headers, ...(await boundTo(key, token, 'POST', `/api/report/${report.id}/media`)) },
      });
      expect(media.statusCode).toBe(404);
    }
    // what it creates carries nothing of them either
    const created = await as('POST', `/organization/${demo.north}/report`, reportInput({ title: 'Anonymous look' }));
    expect(created.statusCode).toBe(201);
    expect(created.body.includes(canary.word)).toBe(false);
  });
});
