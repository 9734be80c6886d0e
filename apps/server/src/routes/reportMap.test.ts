/**
 * The map's reads (docs/map.md): the binary points answer equals the JSON one, answers are compressed,
 * `max` leaves the points out, clusters account for every report on screen, and the in-memory indexes
 * follow every change at once — including one that hides a report from a viewer.
 */
import { gunzipSync } from 'node:zlib';
import {
  decodePoints,
  pointsMediaType,
  type Actor,
  type BoundingBox,
  type Folder,
  type Report,
  type ReportClusters,
  type ReportFilters,
  type ReportPoints,
} from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';
import { eq, sql } from 'drizzle-orm';
import { selectMapVersion, selectPackedPoints } from '../db/queries/reportPoints.js';
import { mapWarmSets, reportChanges, reports } from '../db/schema.js';
import { buildPointIndex, clustersIn } from '../map/pointIndex.js';
import { removeExpired } from '../services/housekeeping.js';
import { mapWarmedUp, reportClusters, warmMapIndexes } from '../services/reportMap.js';
import type { AppContext } from '../context.js';

let server: TestServer;
let call: Caller;
let sessions: Awaited<ReturnType<typeof callerFor>>['sessions'];

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const jsonPoints = async (who: string, filters: object = {}) => {
  const res = await call(who, 'POST', '/reports/geo', { filters });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportPoints; total: number }>();
};

const packedPoints = (who: string, body: object = { filters: {} }, encoding = 'identity') =>
  server.inject({
    method: 'POST',
    url: '/api/reports/geo',
    headers: { ...bearer(sessions[who]!), accept: pointsMediaType, 'accept-encoding': encoding },
    payload: body,
  });

const clusters = async (who: string, bbox: number[], zoom: number, filters: object = {}) => {
  const res = await call(who, 'POST', '/reports/geo/clusters', { filters, bbox, zoom });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportClusters; total: number }>();
};

/** Reports accounted for by an answer of clusters: the clustered ones and the single ones. */
const countOf = ({ data }: { data: ReportClusters }) => data.clusters.count.reduce((sum, count) => sum + count, 0) + data.points.ids.length;

describe('points', () => {
  it('answers the compact binary form on request, holding exactly the JSON points', async () => {
    const json = await jsonPoints('admin');
    const res = await packedPoints('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(pointsMediaType);
    expect(res.headers.vary).toContain('Accept');
    const decoded = decodePoints(res.rawPayload);
    expect(decoded.total).toBe(json.total);
    expect([...decoded.ids]).toEqual(json.data.ids);
    expect([...decoded.lat]).toEqual(json.data.lat);
    expect([...decoded.lng]).toEqual(json.data.lng);
    expect([...decoded.flags]).toEqual(json.data.flags);
    // ids ascend in both forms
    expect(json.data.ids).toEqual([...json.data.ids].sort((a, b) => a - b));
  });

  it('is compressed for clients that accept it', async () => {
    const plain = await packedPoints('admin');
    const gzipped = await packedPoints('admin', { filters: {} }, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(Buffer.compare(gunzipSync(gzipped.rawPayload), plain.rawPayload)).toBe(0);
    const json = await server.inject({
      method: 'GET',
      url: '/api/reports/geo',
      headers: { ...bearer(sessions.admin!), 'accept-encoding': 'br' },
    });
    expect(json.headers['content-encoding']).toBe('br');
  });

  it('leaves the points out when more than `max` match, and still says how many', async () => {
    const { total } = await jsonPoints('admin');
    const cut = decodePoints((await packedPoints('admin', { filters: {}, max: total - 1 })).rawPayload);
    expect(cut.ids).toHaveLength(0);
    expect(cut.total).toBe(total);
    const whole = decodePoints((await packedPoints('admin', { filters: {}, max: total })).rawPayload);
    expect(whole.ids).toHaveLength(total);
    expect((await call('admin', 'POST', '/reports/geo', { filters: {}, max: -1 })).statusCode).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await call('anonymous', 'POST', '/reports/geo', { filters: {} })).statusCode).toBe(401);
    expect((await call('anonymous', 'POST', '/reports/geo/clusters', { filters: {}, bbox: [-1, 51, 1, 52], zoom: 8 })).statusCode).toBe(
      401,
    );
  });
});

describe('clusters', () => {
  it('account for every report of a screen that holds all of them, with the total of the filters', async () => {
    const { total, data } = await jsonPoints('admin');
    const minLng = Math.min(...data.lng) / 1e6;
    const maxLng = Math.max(...data.lng) / 1e6;
    const minLat = Math.min(...data.lat) / 1e6;
    const maxLat = Math.max(...data.lat) / 1e6;
    for (const zoom of [2, 8, 11, 14]) {
      const answer = await clusters('admin', [minLng, minLat, maxLng, maxLat], zoom);
      expect(answer.total).toBe(total);
      expect(countOf(answer), `zoom ${zoom}`).toBe(total);
    }
    const closed = await jsonPoints('admin', { lifecycle: ['closed'] });
    const closedClusters = await clusters('admin', [minLng, minLat, maxLng, maxLat], 8, { lifecycle: ['closed'] });
    expect(closedClusters.total).toBe(closed.total);
    expect(countOf(closedClusters)).toBe(closed.total);
  });

  it('gives single reports past the clustering zoom', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, { latitude: 10.5, longitude: 20.5 });
    const answer = await clusters('admin', [20.49, 10.49, 20.51, 10.51], 17);
    expect(answer.data.clusters.count).toEqual([]);
    expect(answer.data.points.ids).toEqual([report.id]);
    expect(answer.data.points.lat).toEqual([10_500_000]);
  });

  it.each([
    ['south above north', { bbox: [-1, 52, 1, 51], zoom: 5 }],
    ['a longitude past 180', { bbox: [-1, 51, 181, 52], zoom: 5 }],
    ['a zoom past 22', { bbox: [-1, 51, 1, 52], zoom: 23 }],
    ['no box', { zoom: 5 }],
    ['an unknown field', { bbox: [-1, 51, 1, 52], zoom: 5, radius: 80 }],
  ])('refuses %s', async (_, body) => {
    const res = await call('admin', 'POST', '/reports/geo/clusters', { filters: {}, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).type).toBe('VALIDATION_ERROR');
  });
});

describe('a process that starts', () => {
  it('builds the sets in use before it is ready, and answers them as the process that noted them', async () => {
    const wide = [-180, -85, 180, 85];
    const filters: ReportFilters = { verified: [1] };
    const asked = await clusters('northadmin', wide, 3, filters);
    const db = server.app.fieldwatch.db;
    // noted in the background; the Reader's set (another key) too. The notes of earlier requests may still
    // be on their way: wait until two reads 50 ms apart find the same rows, so the warm-up reads them all
    await clusters('reader', wide, 3);
    let rows = -1;
    await expect
      .poll(
        async () => {
          const before = rows;
          rows = (await db.select().from(mapWarmSets)).length;
          return rows >= 2 && rows === before;
        },
        { interval: 50 },
      )
      .toBe(true);
    const noted = await db.select().from(mapWarmSets);
    expect(noted.map((row) => row.filters)).toContainEqual(filters);
    expect(noted.every((row) => !JSON.stringify(row.viewer).includes('token'))).toBe(true);

    // another process on the same database: a context of its own, nothing in memory
    const started: AppContext = { ...server.app.fieldwatch };
    const warming = warmMapIndexes(started);
    const ready = mapWarmedUp(started);
    // the most recent eight
    expect(await warming).toBe(Math.min(noted.length, 8));
    await ready;
    // what it built answers exactly as the first process does
    const viewer = noted.map((row) => row.viewer as Actor).find((kept) => kept.role === 'Organization Admin');
    expect(viewer).toBeDefined();
    const again = await reportClusters(started, viewer!, { filters, bbox: wide as BoundingBox, zoom: 3 });
    expect(again.total).toBe(asked.total);
    expect(again.data).toEqual(asked.data);
  });
});

describe('the map follows every change at once', () => {
  const place = { latitude: -33.9, longitude: 18.4 };
  const box = [18.3, -34, 18.5, -33.8];

  it('shows a new report, hides a report made private from the Mobile user, and forgets a deleted one', async () => {
    const before = await jsonPoints('mobile');
    const report = await publishedReport(call, 'northadmin', demo.north, place);
    // new reports are private: the Mobile user of North does not see them, the Reader does
    expect((await clusters('reader', box, 17)).data.points.ids).toContain(report.id);
    expect((await clusters('mobile', box, 17)).data.points.ids).not.toContain(report.id);

    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${report.id}`, { visibility: 'public' });
    expect((await clusters('mobile', box, 17)).data.points.ids).toContain(report.id);
    expect((await jsonPoints('mobile')).total).toBe(before.total + 1);

    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${report.id}`, { visibility: 'private' });
    expect((await clusters('mobile', box, 17)).data.points.ids).not.toContain(report.id);
    expect((await jsonPoints('mobile')).data.ids).not.toContain(report.id);

    await call('northadmin', 'DELETE', `/organization/${demo.north}/report/${report.id}`);
    expect((await clusters('reader', box, 17)).data.points.ids).not.toContain(report.id);
  });

  it('moves a report whose position changes, and refilters on a tag or folder change', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, place);
    await clusters('admin', box, 17);
    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${report.id}`, { latitude: 40.1, longitude: -3.7 });
    expect((await clusters('admin', box, 17)).data.points.ids).not.toContain(report.id);
    expect((await clusters('admin', [-3.8, 40, -3.6, 40.2], 17)).data.points.ids).toContain(report.id);

    const folder = dataOf<Folder>(await call('northadmin', 'POST', `/organization/${demo.north}/folder`, { name: 'Map check' })).id;
    expect((await jsonPoints('admin', { folder })).total).toBe(0);
    await call('northadmin', 'POST', `/organization/${demo.north}/folder/${folder}/add`, { reports: [report.id] });
    expect((await jsonPoints('admin', { folder })).data.ids).toEqual([report.id]);
  });

  it('keeps its indexes when a report is only opened (the `new` flag is not on the map)', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, place);
    const version = await selectMapVersion(server.app.fieldwatch.db);
    expect(dataOf<Report>(await call('northadmin', 'GET', `/report/${report.id}`)).new).toBe(false);
    expect(await selectMapVersion(server.app.fieldwatch.db)).toBe(version);
  });

  /** The Administrator's answers at each (box, zoom) are what an index built afresh from the database gives. */
  async function expectRebuiltAnswers(views: readonly (readonly [BoundingBox, number])[]) {
    const rebuilt = buildPointIndex(await selectPackedPoints(server.app.fieldwatch.db, eq(reports.status, 'published')));
    for (const [bbox, zoom] of views) {
      const answer = await clusters('admin', bbox, zoom);
      const expected = clustersIn(rebuilt, bbox, zoom);
      expect(answer.total).toBe(rebuilt.points.ids.length);
      expect(answer.data.points).toEqual(expected.points);
      expect(answer.data.clusters.count).toEqual(expected.clusters.count);
      expect(answer.data.clusters.bounds).toEqual(expected.clusters.bounds);
    }
    expect((await jsonPoints('admin')).data.ids).toEqual([...rebuilt.points.ids]);
  }

  it('patches its warm indexes to exactly what a rebuild from the database gives', async () => {
    const wide: BoundingBox = [-180, -85, 180, 85];
    const view: BoundingBox = [17, -35, 20, -32];
    // warm: the points and the Z-order index of every published report are in memory
    await clusters('admin', wide, 3);
    const moved = await publishedReport(call, 'northadmin', demo.north, place);
    const gone = await publishedReport(call, 'southadmin', demo.south, place);
    await clusters('admin', view, 12);
    const created = await Promise.all(
      [1, 2, 3].map((i) => publishedReport(call, 'northadmin', demo.north, { latitude: -33 - i / 10, longitude: 19 })),
    );
    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${moved.id}`, { latitude: -34.5, longitude: 19.5 });
    await call('southadmin', 'DELETE', `/organization/${demo.south}/report/${gone.id}`);

    await expectRebuiltAnswers([
      [wide, 3],
      [view, 8],
      [view, 17],
    ]);
    const single = (await clusters('admin', view, 17)).data.points.ids;
    expect(single).toContain(moved.id);
    expect(single).toContain(created[1]!.id);
    expect(single).not.toContain(gone.id);
  });

  it('keeps few changes beside its index and merges many into it, each time exactly what a rebuild gives', async () => {
    const wide: BoundingBox = [-180, -85, 180, 85];
    const db = server.app.fieldwatch.db;
    const expectRebuilt = () =>
      expectRebuiltAnswers([
        [wide, 2],
        [wide, 6],
        [wide, 12],
      ]);
    await clusters('admin', wide, 3);
    // a few moved (kept beside the index), then more than a merge waits for (merged into it)
    for (const count of [5, 150]) {
      await db.execute(
        sql`update reports set latitude = latitude + 0.5 where id in (select id from reports where status = 'published' order by id desc limit ${count})`,
      );
      await expectRebuilt();
    }
  });

  it('reads every point whatever the ids: far apart, in several packed parts, sorted', async () => {
    const db = server.app.fieldwatch.db;
    // ids far past the demo's: more than one packed part, and too sparse to be placed by id
    await db.execute(sql`select setval('reports_id_seq', 100000)`);
    const far = await publishedReport(call, 'northadmin', demo.north, place);
    await db.execute(sql`select setval('reports_id_seq', 40000)`);
    const between = await publishedReport(call, 'northadmin', demo.north, place);
    const rows = await db
      .select({ id: reports.id, latitude: reports.latitude, longitude: reports.longitude })
      .from(reports)
      .where(eq(reports.status, 'published'))
      .orderBy(reports.id);
    const points = await selectPackedPoints(db, eq(reports.status, 'published'));
    expect([...points.ids]).toEqual(rows.map((row) => row.id));
    expect([...points.ids]).toEqual(expect.arrayContaining([far.id, between.id]));
    expect([...points.lat]).toEqual(rows.map((row) => Math.round(row.latitude * 1e6)));
    expect([...points.lng]).toEqual(rows.map((row) => Math.round(row.longitude * 1e6)));
  });

  it('logs a change per report a statement touched, and housekeeping trims the log past a day', async () => {
    const db = server.app.fieldwatch.db;
    const version = await selectMapVersion(db);
    const report = await publishedReport(call, 'northadmin', demo.north, place);
    const logged = await db
      .select({ reportId: reportChanges.reportId })
      .from(reportChanges)
      .where(sql`${reportChanges.id} > ${version}`);
    expect(logged.map((row) => row.reportId)).toEqual([report.id, report.id]);
    await db.insert(reportChanges).values({ reportId: report.id, changedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    // a map set nobody asked for in two days is not warmed any more
    await db
      .insert(mapWarmSets)
      .values({ key: 'stale', viewer: { kind: 'public' }, filters: {}, usedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) });
    await removeExpired(server.app.fieldwatch);
    expect((await db.select().from(mapWarmSets)).map((row) => row.key)).not.toContain('stale');
    const left = await db.select({ changedAt: reportChanges.changedAt }).from(reportChanges);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.changedAt.getTime() > Date.now() - 24 * 60 * 60 * 1000)).toBe(true);
  });

  it('never mixes viewers: two organizations, two answers', async () => {
    const north = await jsonPoints('northadmin');
    const south = await jsonPoints('southadmin');
    const all = await jsonPoints('admin');
    expect(north.total + south.total).toBe(all.total);
    const southIds = new Set(south.data.ids);
    expect(north.data.ids.some((id) => southIds.has(id))).toBe(false);
  });
});
