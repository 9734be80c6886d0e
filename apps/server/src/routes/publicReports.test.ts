/**
 * The public reports of partner pages: only published public reports, only while the public
 * map is on, in the signed-in map's encodings, with nothing of the staff's work on them, and their one
 * image reachable by anyone while they stay public. Called from any origin.
 */
import {
  decodePoints,
  pointsMediaType,
  type PublicReport,
  type PublicReportPage,
  type Report,
  type ReportClusters,
  type ReportPage,
  type ReportPoints,
  type ReportPopup,
} from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../media/testing.js';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, reportInput, upload, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Awaited<ReturnType<typeof callerFor>>['sessions'];
/** a public report of North with an image, and its tag */
const beacon = { id: 0, tagId: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin']));
  const groups = dataOf<{ id: number; type: string; tags: { id: number; organization: { id: number } | null }[] }[]>(
    await call('admin', 'GET', '/taxonomy/groups'),
  );
  const group = groups.find((candidate) => candidate.type === 'multi' && candidate.tags.length > 0)!;
  beacon.tagId = group.tags.find((tag) => tag.organization === null || tag.organization.id === demo.north)!.id;
  const created = await call(
    'northadmin',
    'POST',
    `/organization/${demo.north}/report`,
    reportInput({ title: 'Beacon on the hill', taxonomies: { [group.id]: [beacon.tagId] } }),
  );
  expect(created.statusCode, created.body).toBe(201);
  beacon.id = dataOf<Report>(created).id;
  const media = await upload(server, sessions.northadmin!, `/report/${beacon.id}/media`, {
    name: 'p.png',
    type: 'image/png',
    content: await pngImage(),
  });
  expect(media.statusCode, media.body).toBe(201);
  const published = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${beacon.id}`, { status: 'published' });
  expect(published.statusCode, published.body).toBe(200);
  const changed = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${beacon.id}`, {
    visibility: 'public',
    verified: true,
    urgency: 'critical',
  });
  expect(changed.statusCode, changed.body).toBe(200);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const setMap = (on: boolean) => call('admin', 'PUT', '/options', [{ name: 'public_map_enabled', value: on ? '1' : '0' }]);

/** The published public reports, as the Administrator lists them. */
async function publicIds(organizations?: number[]): Promise<number[]> {
  const filters = { visibility: ['public'], ...(organizations ? { organizations } : {}) };
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const page = (await call('admin', 'POST', '/reports', { filters, limit: 100, ...(cursor ? { cursor } : {}) })).json<ReportPage>();
    ids.push(...page.data.map((report: { id: number }) => report.id));
    cursor = page.next ?? undefined;
  } while (cursor);
  return ids;
}
const publicTotal = async (organizations?: number[]) => (await publicIds(organizations)).length;

describe('while the public map is off', () => {
  it('every public read answers 403 INACTIVE_FEATURE', async () => {
    for (const res of [
      await get('/public/reports'),
      await get('/public/reports/geo'),
      await post('/public/reports/geo', { filters: {} }),
      await post('/public/reports/geo/clusters', { filters: {}, bbox: [-180, -85, 180, 85], zoom: 3 }),
      await get(`/public/reports/geo/${beacon.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
    }
  });
});

describe('while the public map is on', () => {
  beforeAll(async () => {
    expect((await setMap(true)).statusCode).toBe(200);
  });

  it('lists the public reports only, newest event first, page by page', async () => {
    const expected = await publicTotal();
    expect(expected).toBeGreaterThan(50);
    const seen: number[] = [];
    let cursor: string | null = null;
    let previous = Infinity;
    do {
      const res = await get(`/public/reports?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<PublicReportPage>();
      expect(page.total).toBe(expected);
      for (const report of page.data) {
        const at = new Date(report.event_date).getTime();
        expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        seen.push(report.id);
      }
      cursor = page.next;
    } while (cursor);
    // exactly the reports that are public in the Administrator's eyes
    expect([...seen].sort((a, b) => a - b)).toEqual((await publicIds()).sort((a, b) => a - b));
  });

  it('shows a public report without the staff fields, its tags named and its image reachable by anyone', async () => {
    const page = (await get(`/public/reports?organization=${demo.north}&limit=100`)).json<PublicReportPage>();
    expect(page.total).toBe(await publicTotal([demo.north]));
    const report = page.data.find((r: { id: number }) => r.id === beacon.id)!;
    expect(Object.keys(report).sort()).toEqual(
      ['content', 'created_date', 'event_date', 'id', 'image', 'latitude', 'longitude', 'media', 'organization_id', 'tags', 'title'].sort(),
    );
    expect(report).toMatchObject({
      title: 'Beacon on the hill',
      organization_id: demo.north,
      media: { images: 1, videos: 0, audio: 0, documents: 0 },
    });
    expect(report.tags).toHaveLength(1);
    expect(report.tags[0]!.id).toBe(beacon.tagId);
    expect(report.tags[0]!.name).not.toBe('');
    expect(report.image).toMatch(/^\/api\/media\/\d+\?size=small&v=public&/);
    const image = await server.inject({ method: 'GET', url: report.image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // the signature covers the size: the public gets the small rendition and nothing else
    expect((await server.inject({ method: 'GET', url: report.image!.replace('size=small', 'size=large') })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: report.image!.replace('size=small&', '') })).statusCode).toBe(404);
  });

  it('filters by organization, and by nothing else', async () => {
    const south = (await get(`/public/reports?organization=${demo.south}&limit=100`)).json<PublicReportPage>();
    expect(south.total).toBe(await publicTotal([demo.south]));
    expect(south.data.every((r: { organization_id: number }) => r.organization_id === demo.south)).toBe(true);
    expect((await get('/public/reports?visibility=private')).statusCode).toBe(400);
    expect((await get('/public/reports/geo?organization=x')).statusCode).toBe(400);
    for (const filters of [{ visibility: ['private'] }, { authors: [demo.users.mobile] }, { search: 'bridge' }]) {
      const res = await post('/public/reports/geo', { filters });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(errorOf(res).type).toBe('VALIDATION_ERROR');
    }
    const north = await post('/public/reports/geo', { filters: { organization: demo.north } });
    expect(north.json<{ total: number }>().total).toBe(await publicTotal([demo.north]));
    // the signed-in filters' own field works too, so a map store can swap the path prefix alone
    const both = await post('/public/reports/geo', { filters: { organizations: [demo.north, demo.south] } });
    expect(both.json<{ total: number }>().total).toBe(await publicTotal());
  });

  it('draws the public reports on a map exactly as the signed-in map does', async () => {
    const expected = await publicTotal();
    const json = await get('/public/reports/geo');
    expect(json.statusCode).toBe(200);
    expect(json.json<{ total: number }>().total).toBe(expected);
    expect(dataOf<ReportPoints>(json).ids).toContain(beacon.id);
    // bit 3: public, on every point
    expect(dataOf<ReportPoints>(json).flags.every((flags: number) => (flags & 8) === 8)).toBe(true);
    const packed = await post('/public/reports/geo', { filters: {} }, { accept: pointsMediaType });
    expect(packed.headers['content-type']).toContain(pointsMediaType);
    const decoded = decodePoints(packed.rawPayload);
    expect([...decoded.ids]).toEqual(dataOf<ReportPoints>(json).ids);
    const capped = await post('/public/reports/geo', { filters: {}, max: 1 });
    expect(capped.json()).toMatchObject({ total: expected, data: { ids: [] } });

    const world = (await post('/public/reports/geo/clusters', { filters: {}, bbox: [-180, -85, 180, 85], zoom: 3 })).json<{
      data: ReportClusters;
      total: number;
    }>();
    expect(world.total).toBe(expected);
    expect(world.data.clusters.count.reduce((sum, count) => sum + count, 0) + world.data.points.ids.length).toBe(expected);
  });

  it('opens the popup of a public report without its author, and of no other', async () => {
    const popup = await get(`/public/reports/geo/${beacon.id}`);
    expect(popup.statusCode, popup.body).toBe(200);
    expect(dataOf(popup)).toMatchObject({ id: beacon.id, author: null, media: { images: 1 } });
    expect(dataOf<ReportPopup>(popup).image).toMatch(/v=public/);
    const privateOne = dataOf<Report[]>(await call('admin', 'POST', '/reports', { filters: { visibility: ['private'] }, limit: 1 }))[0]!.id;
    expect((await get(`/public/reports/geo/${privateOne}`)).statusCode).toBe(404);
  });

  it('stops showing a report, and its image, as soon as it is made private', async () => {
    const report = dataOf<PublicReport[]>(await get(`/public/reports?organization=${demo.north}&limit=100`)).find(
      (r: { id: number }) => r.id === beacon.id,
    )!;
    expect((await call('northadmin', 'PUT', `/organization/${demo.north}/report/${beacon.id}`, { visibility: 'private' })).statusCode).toBe(
      200,
    );
    expect(dataOf<ReportPoints>(await get('/public/reports/geo')).ids).not.toContain(beacon.id);
    expect((await get(`/public/reports/geo/${beacon.id}`)).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: report.image! })).statusCode).toBe(404);
    expect((await call('northadmin', 'PUT', `/organization/${demo.north}/report/${beacon.id}`, { visibility: 'public' })).statusCode).toBe(
      200,
    );
    expect((await server.inject({ method: 'GET', url: report.image! })).statusCode).toBe(200);
    // and with the public map switched off
    await setMap(false);
    expect((await server.inject({ method: 'GET', url: report.image! })).statusCode).toBe(404);
    await setMap(true);
  });

  it('answers partner pages on other origins, preflight included; other routes do not', async () => {
    const origin = 'https://partner.example';
    const list = await get('/public/reports', { origin });
    expect(list.headers['access-control-allow-origin']).toBe(origin);
    expect(list.headers.vary).toContain('Origin');
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/public/reports/geo/clusters',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,accept' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    // every create call of a partner page carries its idempotency key
    expect(preflight.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // a submission's three routes take the preflight too (their bearer header needs one)
    for (const [method, url] of [
      ['POST', '/api/user/anonymous'],
      ['POST', `/api/organization/${demo.north}/report`],
      ['POST', '/api/report/1/media'],
      ['PUT', `/api/organization/${demo.north}/report/1`],
    ] as const) {
      const res = await server.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method } });
      expect(res.statusCode, `${method} ${url}`).toBe(204);
    }
    // the rest of the API stays same-origin
    const reports = await call('admin', 'POST', '/reports', { filters: {} }, { origin });
    expect(reports.headers['access-control-allow-origin']).toBeUndefined();
    const refused = await server.inject({
      method: 'OPTIONS',
      url: '/api/reports',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const deleting = await server.inject({
      method: 'OPTIONS',
      url: `/api/organization/${demo.north}/report/1`,
      headers: { origin, 'access-control-request-method': 'DELETE' },
    });
    expect(deleting.headers['access-control-allow-origin']).toBeUndefined();
  });
});
