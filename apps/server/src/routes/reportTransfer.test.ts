/** Export and import through the API (docs/reports.md "Export and import"). */
import type { ImportResult, ListResult, Report } from '@fieldwatch/core';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../media/testing.js';
import { bearer, dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { objectContaining } from '../test/matchers.js';
import { callerFor, demo, multipart, publishedReport, upload, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const exportOf = (who: string, organizationId: number, body: object) =>
  call(who, 'POST', `/organization/${organizationId}/reports/export`, body);
const total = async (filters: object) => (await call('admin', 'POST', '/reports', { filters, limit: 1 })).json<{ total: number }>().total;

describe('POST /organization/{id}/reports/export', () => {
  it('streams the filtered reports of the organization as CSV, formulas neutralised', async () => {
    await publishedReport(call, 'northadmin', demo.north, { title: '=HYPERLINK("http://evil")', content: '+cmd' });
    const filters = { lifecycle: ['new'] };
    const res = await exportOf('northadmin', demo.north, { filters, format: 'csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fieldwatch-reports-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''fieldwatch-reports-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?id,export_id,title,content/);
    expect(lines.length - 1).toBe(await total({ ...filters, organizations: [demo.north] }));
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('writes GeoJSON and KML with one feature per report', async () => {
    const filters = { organizations: [demo.south], verified: [1] };
    const expected = await total(filters);
    const geojson = (await exportOf('southadmin', demo.south, { filters, format: 'geojson' })).json<{
      type: string;
      features: unknown[];
    }>();
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.features).toHaveLength(expected);
    const kml = (await exportOf('southadmin', demo.south, { filters, format: 'kml' })).body;
    expect(kml.match(/<Placemark /g)).toHaveLength(expected);
  });

  it('is for editors of the organization, when export is on', async () => {
    expect((await exportOf('reader', demo.north, { format: 'csv' })).statusCode).toBe(403);
    expect((await exportOf('mobile', demo.north, { format: 'csv' })).statusCode).toBe(403);
    expect((await exportOf('southadmin', demo.north, { format: 'csv' })).statusCode).toBe(404);
    expect(errorOf(await exportOf('admin', demo.north, { format: 'xlsx' })).fields).toEqual({ format: 'invalidValue' });
    expect(errorOf(await exportOf('admin', demo.north, { format: 'csv', all: true })).fields).toEqual({ all: 'unknownField' });
    await call('admin', 'PUT', '/options', [{ name: 'export_enabled', value: '0' }]);
    try {
      expect(errorOf(await exportOf('admin', demo.north, { format: 'csv' })).type).toBe('INACTIVE_FEATURE');
    } finally {
      await call('admin', 'PUT', '/options', [{ name: 'export_enabled', value: '1' }]);
    }
  });
});

describe('export with media → import', () => {
  it('round-trips reports, tags and photos into another organization', async () => {
    const groups = dataOf<{ id: number; type: string; tags: { id: number; translations: Record<string, string> }[] }[]>(
      await call('admin', 'GET', '/taxonomy/groups'),
    );
    const category = groups.find((g) => g.type === 'multi')!;
    const tag = category.tags[0]!;
    const report = await publishedReport(call, 'northadmin', demo.north, {
      title: 'Round trip xylophone',
      taxonomies: { [category.id]: [tag.id] },
    });
    const photo = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'scene.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(photo.statusCode).toBe(201);

    const exported = await exportOf('northadmin', demo.north, { filters: { search: 'xylophone' }, format: 'geojson', media: true });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const names = Object.keys(entries);
    expect(names).toContain('reports.geojson');
    expect(names.filter((name) => name.startsWith('media/'))).toHaveLength(1);
    expect((JSON.parse(strFromU8(entries['reports.geojson']!)) as { features: unknown[] }).features).toHaveLength(1);

    const form = multipartFile('file', 'export.zip', 'application/zip', exported.rawPayload);
    const imported = await server.inject({
      method: 'POST',
      url: `/api/organization/${demo.south}/reports/import`,
      ...form(sessions.southadmin!),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(dataOf(imported)).toEqual({ created: 1, updated: 0, skipped: 0, rejected: [] });

    const found = (await call('southadmin', 'POST', '/reports', { filters: { search: 'xylophone' } })).json<ListResult<Report>>();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      title: 'Round trip xylophone',
      source: 'import',
      status: 'published',
      organization: { id: demo.south },
      author: { username: 'southadmin' },
      taxonomies: { [category.id]: [tag.id] },
    });
    expect(found.data[0]!.media.map((m: { type: string; name: string }) => [m.type, m.name])).toEqual([['image', 'scene.png']]);
  });

  it('answers the rows it refuses with their reasons, and refuses what is not an export', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-0.24, 51.53] },
          properties: { title: 'Good row', content: 'Fine', event_date: '2024-01-02T03:04:05Z' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [-0.24, 51.53] },
          properties: { title: '', content: 'No title', event_date: '2024-01-02T03:04:05Z' },
        },
      ],
    };
    const zip = Buffer.from(zipSync({ 'reports.geojson': new TextEncoder().encode(JSON.stringify(geojson)) }));
    const res = await server.inject({
      method: 'POST',
      url: `/api/organization/${demo.north}/reports/import`,
      ...multipartFile('file', 'x.zip', 'application/zip', zip)(sessions.northadmin!),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<ImportResult>(res).created).toBe(1);
    expect(dataOf<ImportResult>(res).rejected).toEqual([objectContaining({ row: 2, fields: objectContaining({ title: 'required' }) })]);

    const notZip = await server.inject({
      method: 'POST',
      url: `/api/organization/${demo.north}/reports/import`,
      ...multipartFile('file', 'x.zip', 'application/zip', Buffer.from('hello'))(sessions.northadmin!),
    });
    expect(notZip.statusCode).toBe(400);
    expect(errorOf(notZip).fields).toEqual({ file: 'invalidFileType' });
    const reader = await server.inject({
      method: 'POST',
      url: `/api/organization/${demo.north}/reports/import`,
      ...multipartFile('file', 'x.zip', 'application/zip', zip)(sessions.reader!),
    });
    expect(reader.statusCode).toBe(403);
  });
});

describe('importing an export again', () => {
  const word = 'quokka';
  const imported = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return dataOf<ImportResult>(res);
  };
  const importInto = (target: TestServer, session: SignedIn, organizationId: number, zip: Buffer) =>
    target.inject({
      method: 'POST',
      url: `/api/organization/${organizationId}/reports/import`,
      ...multipartFile('file', 'export.zip', 'application/zip', zip)(session),
    });
  const exportZip = async (who: string, organizationId: number) => {
    const res = await exportOf(who, organizationId, { filters: { search: word }, format: 'geojson', media: true });
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.rawPayload);
  };
  const exportIds = (zip: Buffer) =>
    (
      JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))['reports.geojson']!)) as { features: { properties: { export_id: string } }[] }
    ).features
      .map((feature) => feature.properties.export_id)
      .sort();
  const titles = async (who: string, organizationId: number) =>
    (await call(who, 'POST', '/reports', { filters: { search: word, organizations: [organizationId] } }))
      .json<ListResult<Report>>()
      .data.map((report) => report.title)
      .sort();

  let first: { id: number };
  let original: Buffer;

  beforeAll(async () => {
    first = await publishedReport(call, 'northadmin', demo.north, { title: `First ${word}` });
    await publishedReport(call, 'northadmin', demo.north, { title: `Second ${word}` });
    original = await exportZip('northadmin', demo.north);
  });

  it('creates nothing in the organization it came from: every report is already there', async () => {
    const before = await total({});
    expect(imported(await importInto(server, sessions.northadmin!, demo.north, original))).toEqual({
      created: 0,
      updated: 0,
      skipped: 2,
      rejected: [],
    });
    expect(await total({})).toBe(before);
    expect(await titles('northadmin', demo.north)).toEqual([`First ${word}`, `Second ${word}`]);
  });

  it('into another organization creates each report once; later imports update the copy only from a newer file', async () => {
    expect(imported(await importInto(server, sessions.southadmin!, demo.south, original))).toMatchObject({ created: 2, skipped: 0 });
    expect(imported(await importInto(server, sessions.southadmin!, demo.south, original))).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 2,
    });
    // the copies name their originals: an export of them imported into the first organization finds them there
    const copies = await exportZip('southadmin', demo.south);
    expect(exportIds(copies)).toEqual(exportIds(original));
    expect(imported(await importInto(server, sessions.northadmin!, demo.north, copies))).toMatchObject({ created: 0, skipped: 2 });

    // an edit of the original, exported later, reaches the copy; the unchanged report is skipped
    server.clock.advance(60_000);
    const edited = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${first.id}`, { title: `First ${word} edited` });
    expect(edited.statusCode, edited.body).toBe(200);
    server.clock.advance(60_000);
    const newer = await exportZip('northadmin', demo.north);
    expect(imported(await importInto(server, sessions.southadmin!, demo.south, newer))).toMatchObject({
      created: 0,
      updated: 1,
      skipped: 1,
    });
    expect(await titles('southadmin', demo.south)).toEqual([`First ${word} edited`, `Second ${word}`]);
    expect(imported(await importInto(server, sessions.southadmin!, demo.south, newer))).toMatchObject({ updated: 0, skipped: 2 });
  });

  it('never lets an older export undo an edit made since', async () => {
    server.clock.advance(60_000);
    const edited = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${first.id}`, { title: `First ${word} again` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(imported(await importInto(server, sessions.northadmin!, demo.north, original))).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 2,
    });
    expect(await titles('northadmin', demo.north)).toEqual([`First ${word} again`, `Second ${word}`]);
  });

  it('into another server creates each report once', async () => {
    const other = await startTestServer();
    try {
      const { sessions: otherSessions, call: otherCall } = await callerFor(other, ['northadmin']);
      const count = async () =>
        (await otherCall('northadmin', 'POST', '/reports', { filters: { search: word }, limit: 1 })).json<{ total: number }>().total;
      expect(imported(await importInto(other, otherSessions.northadmin!, demo.north, original))).toMatchObject({ created: 2 });
      expect(imported(await importInto(other, otherSessions.northadmin!, demo.north, original))).toMatchObject({
        created: 0,
        updated: 0,
        skipped: 2,
      });
      expect(await count()).toBe(2);
    } finally {
      await other.close();
    }
    // a second database, migrated and seeded, on a machine that may be busy
  }, 180_000);
});

/** A multipart body with one file, with the bearer header of `session`. */
function multipartFile(field: string, filename: string, type: string, content: Buffer) {
  const body = multipart(field, filename, type, content);
  return (session: SignedIn) => ({ payload: body.payload, headers: { ...body.headers, ...bearer(session) } });
}
