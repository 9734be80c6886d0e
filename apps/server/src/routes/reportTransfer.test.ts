/** Export and import through the API (docs/reports.md "Export and import"). */
import type { ImportResult, ListResult, Report } from '@fieldwatch/core';
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
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fieldwatch-reports-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?id,title,content/);
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
    expect(dataOf(imported)).toEqual({ created: 1, rejected: [] });

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

/** A multipart body with one file, with the bearer header of `session`. */
function multipartFile(field: string, filename: string, type: string, content: Buffer) {
  const body = multipart(field, filename, type, content);
  return (session: SignedIn) => ({ payload: body.payload, headers: { ...body.headers, ...bearer(session) } });
}
