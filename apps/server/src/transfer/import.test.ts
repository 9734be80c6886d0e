import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { pdfDocument, pngImage } from '../media/testing.js';
import { exportArchive } from './archive.js';
import type { ExportMedia } from './fields.js';
import { isRejectedRow, readImportArchive, type ImportLimits, type ImportRow, type ImportedRow } from './import.js';
import { asyncOf, collectBytes, pagesOf, testMedia, testRow } from './testing.js';
import { zipStream } from './zip.js';

let folder: string;
let tempFolder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'fw-import-'));
  tempFolder = join(folder, 'tmp');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

async function importAll(source: Buffer | string | NodeJS.ReadableStream, limits: Partial<ImportLimits> = {}) {
  const path = Buffer.isBuffer(source) ? join(folder, `upload-${Math.random()}.zip`) : source;
  if (Buffer.isBuffer(source)) writeFileSync(path as string, source);
  const rows: ImportRow[] = [];
  const media: Record<string, Buffer> = {};
  for await (const row of readImportArchive(path, { tempFolder, limits })) {
    rows.push(row);
    // read the files while the iteration runs: that is how long they live
    if (!isRejectedRow(row)) for (const file of row.media) media[file.path] = readFileSync(file.path);
  }
  return { rows, media };
}

const accepted = (rows: ImportRow[]) => rows.filter((row): row is ImportedRow => !isRejectedRow(row));

async function expectRefused(promise: Promise<unknown>, status: number, reason?: RegExp) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  if (status === 400) expect((error as ApiError).fields).toEqual({ file: 'invalidFileType' });
  if (reason) expect(String((error as ApiError).data)).toMatch(reason);
  // nothing is left behind in the temporary folder
  expect(readdirSync(tempFolder)).toEqual([]);
}

const zipOf = async (files: Record<string, string | Buffer>) =>
  collectBytes(zipStream(Object.entries(files).map(([name, content]) => ({ name, data: asyncOf([content]), compress: true }))));

describe('export → import round trip', () => {
  const photoBytes = pngImage(40, 30);
  const photo = testMedia({ id: 11, name: 'river bank.png', type: 'image', mime: 'image/png' });
  const pdf = testMedia({ id: 12, name: 'rapport été.pdf', type: 'document', mime: 'application/pdf' });

  const rows = () => [
    testRow({ id: 1, title: 'Flood at the bridge', latitude: 51.5285582, longitude: -0.2416815, media: [photo, pdf] }, [
      'Water',
      'Road closed',
    ]),
    testRow(
      {
        id: 2,
        title: '=1+1 looks like a formula',
        content: 'Line one\nLine "two", with <xml> & commas',
        latitude: -33.868812,
        longitude: 151.209296,
        event_date: '2023-12-31T23:59:59.000Z',
        lifecycle: 'closed',
        urgency: null,
        verified: false,
        visibility: 'private',
      },
      ['வெள்ளம்', 'فيضان'],
    ),
    testRow({ id: 3, title: 'No tags, no media', latitude: 0, longitude: -180, lifecycle: 'new', urgency: 'critical' }),
  ];

  async function exportZip(format: 'geojson' | 'csv') {
    const bytes: Record<number, Buffer> = { 11: await photoBytes, 12: pdfDocument() };
    const opened: ExportMedia[] = [];
    const zip = await collectBytes(
      exportArchive({
        format,
        rows: pagesOf(rows()),
        openMedia: (media) => {
          opened.push(media);
          return Promise.resolve(Readable.from([bytes[media.id]!]));
        },
      }),
    );
    expect(opened.map((media) => media.id)).toEqual([11, 12]);
    return zip;
  }

  it.each(['geojson', 'csv'] as const)('keeps titles, text, coordinates, dates, tags, states and media through %s', async (format) => {
    const { rows: imported, media } = await importAll(await exportZip(format));
    expect(imported.every((row) => !isRejectedRow(row))).toBe(true);
    const [first, second, third] = accepted(imported);

    expect(first).toMatchObject({
      row: 1,
      input: {
        title: 'Flood at the bridge',
        content: 'Water over the road near the school.',
        latitude: 51.528558,
        longitude: -0.241682,
        event_date: '2024-05-01T10:30:00.000Z',
        created_date: '2024-05-01T11:00:00.000Z',
        exportId: '6f1c2a4e-0b7d-4c39-9a51-3d2e8f7b6c10:1',
        updatedDate: '2024-05-02T09:00:00.000Z',
        taxonomies: {},
        tags: ['Water', 'Road closed'],
        lifecycle: 'started',
        urgency: 'moderate',
        verified: true,
        visibility: 'public',
      },
      missingMedia: [],
    });
    expect(first!.media.map((file) => file.name)).toEqual(['river bank.png', 'rapport été.pdf']);
    expect(media[first!.media[0]!.path]!.equals(await photoBytes)).toBe(true);
    expect(media[first!.media[1]!.path]!.equals(pdfDocument())).toBe(true);

    expect(second).toMatchObject({
      row: 2,
      input: {
        title: '=1+1 looks like a formula',
        content: 'Line one\nLine "two", with <xml> & commas',
        latitude: -33.868812,
        longitude: 151.209296,
        event_date: '2023-12-31T23:59:59.000Z',
        tags: ['வெள்ளம்', 'فيضان'],
        lifecycle: 'closed',
        verified: false,
        visibility: 'private',
      },
      media: [],
    });
    expect(second!.input.urgency).toBeUndefined();
    expect(third).toMatchObject({ row: 3, input: { latitude: 0, longitude: -180, tags: [], lifecycle: 'new', urgency: 'critical' } });

    // the unpacked media are gone once the iteration ends
    expect(readdirSync(tempFolder)).toEqual([]);
  });

  it('reads an archive from a stream as well as from a path', async () => {
    const zip = await exportZip('geojson');
    const rows: ImportRow[] = [];
    for await (const row of readImportArchive(Readable.from([zip.subarray(0, 100), zip.subarray(100)]), { tempFolder })) rows.push(row);
    expect(accepted(rows).map((row) => row.input.title)).toEqual(['Flood at the bridge', '=1+1 looks like a formula', 'No tags, no media']);
  });

  it('cleans up when the caller stops early', async () => {
    const path = join(folder, 'export.zip');
    writeFileSync(path, await exportZip('csv'));
    for await (const row of readImportArchive(path, { tempFolder })) {
      expect(row.row).toBe(1);
      break;
    }
    expect(readdirSync(tempFolder)).toEqual([]);
  });
});

describe('rows that are refused', () => {
  const header = 'title,content,latitude,longitude,event_date,tags,media,urgency,verified,lifecycle\r\n';
  const good = 'Good,Fine,10.5,20.25,2024-01-01T00:00:00Z,A;B,,minor,1,inprogress\r\n';

  it('refuses a row with its title, a plain-English reason and the validation keys, and keeps the others', async () => {
    const csv = [
      header,
      good,
      ',No title,1,1,2024-01-01T00:00:00Z\r\n',
      `${'x'.repeat(71)},Too long,1,1,2024-01-01T00:00:00Z\r\n`,
      'Bad numbers,x,fifty,200,2024-01-01T00:00:00Z\r\n',
      'Future,x,1,1,2999-01-01T00:00:00Z\r\n',
      'Bad date,x,1,1,yesterday\r\n',
      'Short row\r\n',
    ].join('');
    const { rows } = await importAll(await zipOf({ 'reports.csv': csv }));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      row: 1,
      input: { title: 'Good', tags: ['A', 'B'], urgency: 'minor', verified: true, lifecycle: 'started' },
    });
    expect(rows.slice(1)).toEqual([
      { row: 2, title: '', reason: 'Title is missing.', fields: { title: 'required' } },
      { row: 3, title: 'x'.repeat(71), reason: 'Title is longer than 70 characters.', fields: { title: 'reportTitleExceeded' } },
      {
        row: 4,
        title: 'Bad numbers',
        reason: 'Latitude is not a number between -90 and 90; Longitude is not a number between -180 and 180.',
        fields: { latitude: 'latitudeInvalidNumber', longitude: 'longitudeInvalidNumber' },
      },
      { row: 5, title: 'Future', reason: 'Event date is in the future.', fields: { event_date: 'eventDateFuture' } },
      { row: 6, title: 'Bad date', reason: 'Event date is not valid.', fields: { event_date: 'invalidValue' } },
      {
        row: 7,
        title: 'Short row',
        reason: 'Content is missing; Event date is missing; Latitude is missing; Longitude is missing.',
        fields: { content: 'required', event_date: 'required', latitude: 'required', longitude: 'required' },
      },
    ]);
  });

  it('drops states that are not valid instead of refusing the report', async () => {
    const csv = `${header}Odd,x,1,1,2024-01-01T00:00:00Z,,,extreme,maybe,archived\r\n`;
    const [row] = accepted((await importAll(await zipOf({ 'reports.csv': csv }))).rows);
    expect(row!.input).not.toHaveProperty('urgency');
    expect(row!.input).not.toHaveProperty('verified');
    expect(row!.input).not.toHaveProperty('lifecycle');
  });

  it('lists media files a row names but the archive lacks, and never follows a path in a name', async () => {
    const csv = `${header}With media,x,1,1,2024-01-01T00:00:00Z,,here.pdf; gone.jpg; ../reports.csv; sub/x.pdf\r\n`;
    const { rows, media } = await importAll(
      await zipOf({ 'reports.csv': csv, 'media/here.pdf': pdfDocument(), 'media/sub/x.pdf': pdfDocument() }),
    );
    const [row] = accepted(rows);
    expect(row!.media.map((file) => file.name)).toEqual(['here.pdf']);
    expect(media[row!.media[0]!.path]!.equals(pdfDocument())).toBe(true);
    expect(row!.missingMedia).toEqual(['gone.jpg', '../reports.csv', 'sub/x.pdf']);
  });

  it('refuses a GeoJSON feature over the row size limit on its own', async () => {
    const feature = (title: string, content: string) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.35, 48.85] },
      properties: { title, content, event_date: '2024-01-01T00:00:00Z' },
    });
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [feature('Small', 'ok'), feature('Huge', 'x'.repeat(5000)), feature('Last', 'ok')],
    });
    const { rows } = await importAll(await zipOf({ 'reports.geojson': geojson }), { maxRowBytes: 1000 });
    expect(rows.map((row) => (isRejectedRow(row) ? `refused ${row.row}: ${row.reason}` : row.input.title))).toEqual([
      'Small',
      'refused 2: The report is larger than 1000 bytes.',
      'Last',
    ]);
  });
});

describe('GeoJSON from other tools', () => {
  it('reads a pretty-printed collection with keys in any order and tricky strings', async () => {
    const geojson = JSON.stringify(
      {
        features: [
          {
            properties: {
              title: 'Braces } ] { [ and "quotes" \\ inside',
              content: 'features: [',
              event_date: '2024-02-02T02:02:02Z',
              tags: 'One; Two',
            },
            geometry: { coordinates: [-70.123456789, -45.5], type: 'Point' },
            type: 'Feature',
          },
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
            properties: { title: 'A line', content: 'x', event_date: '2024-02-02T02:02:02Z' },
          },
        ],
        name: 'features',
        type: 'FeatureCollection',
      },
      null,
      2,
    );
    const { rows } = await importAll(await zipOf({ 'export/reports.geojson': geojson }));
    expect(rows[0]).toMatchObject({
      input: {
        title: 'Braces } ] { [ and "quotes" \\ inside',
        content: 'features: [',
        latitude: -45.5,
        longitude: -70.123457,
        tags: ['One', 'Two'],
      },
    });
    expect(rows[1]).toMatchObject({ title: 'A line', fields: { latitude: 'required', longitude: 'required' } });
  });

  it.each([
    ['a JSON array', '[1, 2]'],
    ['an object without features', '{"type":"FeatureCollection"}'],
    ['a feature that is not an object', '{"type":"FeatureCollection","features":[1]}'],
    ['cut short', '{"type":"FeatureCollection","features":[{"type":"Feature"'],
    ['invalid JSON inside a feature', '{"type":"FeatureCollection","features":[{"type":}]}'],
    ['text after the end', '{"type":"FeatureCollection","features":[]} {}'],
  ])('refuses %s (400, before any row)', async (_, geojson) => {
    await expectRefused(importAll(await zipOf({ 'reports.geojson': geojson })), 400, /reports\.geojson/);
  });
});

describe('hostile and broken archives', () => {
  const csv = 'title,content,latitude,longitude,event_date\r\nA,b,1,1,2024-01-01T00:00:00Z\r\n';

  it.each(['../evil.csv', 'media/../../evil.jpg', '/etc/cron.d/evil', 'C:/Windows/evil.dll', 'media\\..\\..\\evil.jpg'])(
    'refuses the whole archive when a path reads %j',
    async (name) => {
      await expectRefused(importAll(await zipOf({ 'reports.csv': csv, [name]: 'x' })), 400, /path outside its folder/);
    },
  );

  it('refuses a zip bomb by its declared size before unpacking anything (413)', async () => {
    const bomb = Buffer.from(
      zipSync({ 'reports.csv': Buffer.from(csv), 'media/zeros.jpg': new Uint8Array(10 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(50_000);
    await expectRefused(importAll(bomb, { maxUncompressedBytes: 1024 * 1024 }), 413);
  });

  it('stops unpacking an entry that grows past the size its header announced', async () => {
    const csvWithMedia = 'title,content,latitude,longitude,event_date,media\r\nA,b,1,1,2024-01-01T00:00:00Z,zeros.jpg\r\n';
    const zip = Buffer.from(
      zipSync({ 'reports.csv': Buffer.from(csvWithMedia), 'media/zeros.jpg': new Uint8Array(5 * 1024 * 1024) }, { level: 9 }),
    );
    // the central directory's "uncompressed size" of media/zeros.jpg becomes 1000
    const directory = zip.lastIndexOf(Buffer.from('PK\x01\x02', 'latin1'));
    zip.writeUInt32LE(1000, directory + 24);
    await expectRefused(importAll(zip), 400, /damaged/);
  });

  it('refuses an archive with too many files (413)', async () => {
    const files: Record<string, string> = { 'reports.csv': csv };
    for (let i = 0; i < 20; i++) files[`media/${i}.jpg`] = 'x';
    await expectRefused(importAll(await zipOf(files), { maxEntries: 10 }), 413);
  });

  it('refuses more rows than allowed before yielding any (413)', async () => {
    const rows: ImportRow[] = [];
    const path = join(folder, 'many.zip');
    const threeRows = `${csv}B,c,1,1,2024-01-01T00:00:00Z\r\nC,d,1,1,2024-01-01T00:00:00Z\r\n`;
    writeFileSync(path, await zipOf({ 'reports.csv': threeRows }));
    const reading = (async () => {
      for await (const row of readImportArchive(path, { tempFolder, limits: { maxRows: 2 } })) rows.push(row);
    })();
    await expectRefused(reading, 413);
    expect(rows).toEqual([]);
  });

  it('stops reading an uploaded archive past the size limit (413)', async () => {
    let read = 0;
    function* endless() {
      for (;;) {
        read += 65536;
        yield Buffer.alloc(65536);
      }
    }
    const reading = (async () => {
      for await (const _ of readImportArchive(Readable.from(asyncOf(endless())), { tempFolder, limits: { maxArchiveBytes: 1024 * 1024 } }))
        break;
    })();
    await expectRefused(reading, 413);
    expect(read).toBeLessThan(2 * 1024 * 1024);
  });

  it.each([
    ['a text file', () => Promise.resolve(Buffer.from('title,content\r\nA,b\r\n'))],
    ['a PNG image', () => pngImage()],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0))],
    ['a zip cut short', async () => (await zipOf({ 'reports.csv': csv })).subarray(0, 60)],
  ])('refuses %s as not a zip archive (400)', async (_, make) => {
    await expectRefused(importAll(await make()), 400, /not a zip archive/);
  });

  it('refuses a damaged entry by its checksum (400)', async () => {
    const zip = Buffer.from(zipSync({ 'reports.csv': Buffer.from(csv) }, { level: 0 }));
    const at = zip.indexOf(Buffer.from('A,b,1,1'));
    zip[at] = 'Z'.charCodeAt(0);
    await expectRefused(importAll(zip), 400, /damaged/);
  });

  it('refuses an archive with no reports file (400)', async () => {
    await expectRefused(importAll(await zipOf({ 'notes.txt': 'hello', 'media/a.jpg': 'x' })), 400, /no reports\.geojson or reports\.csv/);
  });

  it('refuses an unreadable CSV (400)', async () => {
    await expectRefused(
      importAll(await zipOf({ 'reports.csv': 'title,content\r\n"unclosed,quote\r\n' })),
      400,
      /reports\.csv cannot be read/,
    );
  });

  it('prefers reports.geojson over reports.csv and ignores macOS __MACOSX copies', async () => {
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [1, 2] },
          properties: { title: 'From GeoJSON', content: 'x', event_date: '2024-01-01T00:00:00Z' },
        },
      ],
    });
    const { rows } = await importAll(await zipOf({ '__MACOSX/reports.csv': 'junk', 'reports.csv': csv, 'reports.geojson': geojson }));
    expect(accepted(rows).map((row) => row.input.title)).toEqual(['From GeoJSON']);
  });
});
