import { createHash } from 'node:crypto';
import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { languageLocales } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtGeoJson } from '../layers/testing.js';
import { dataOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, upload, type Caller } from '../test/reports.js';
import { form } from '../test/routeFixtures.js';
import { startTestBucket, type TestBucket } from '../test/storage.js';
import { moveStoredFiles, storedKeysOf } from './move.js';
import { createMediaStorage, type MediaStorage } from './storage.js';
import { pdfDocument, pngImage } from './testing.js';

// files are uploaded on disk through the API, then moved to a bucket on s3rver and back
let server: TestServer;
let bucket: TestBucket;
let call: Caller;
let disk: MediaStorage;
let s3: MediaStorage;
let keys: string[];

const hashOf = async (storage: MediaStorage, key: string) =>
  createHash('sha256')
    .update(await buffer((await storage.open(key)).stream))
    .digest('hex');

beforeAll(async () => {
  server = await startTestServer({ storage: 'disk' });
  bucket = await startTestBucket();
  const signedIn = await callerFor(server, ['admin']);
  call = signedIn.call;
  const admin = signedIn.sessions.admin!;

  // a report's image (original and four sizes) and document
  const report = await publishedReport(call, 'admin', demo.north);
  for (const file of [
    { name: 'a.png', type: 'image/png', content: await pngImage() },
    { name: 'b.pdf', type: 'application/pdf', content: pdfDocument() },
  ]) {
    expect((await upload(server, admin, `/report/${report.id}/media`, file)).statusCode).toBe(201);
  }
  // a layer file
  const fields = { type: 'vector', name: Object.fromEntries(languageLocales.map((locale) => [locale, 'Wards'])) };
  const layer = form({
    layer: JSON.stringify(fields),
    file: { filename: 'wards.geojson', type: 'application/geo+json', content: Buffer.from(districtGeoJson()) },
  });
  expect((await call('admin', 'POST', `/organization/${demo.north}/layer`, layer.body, layer.headers)).statusCode).toBe(201);
  // a story's cover (original and four sizes)
  const story = await call('admin', 'POST', `/organization/${demo.north}/story`, { title: 'Moving', subtitle: 'Files' });
  const storyId = dataOf<{ id: number }>(story).id;
  const cover = { name: 'cover.png', type: 'image/png', content: await pngImage(800, 400) };
  expect((await upload(server, admin, `/story/${storyId}/cover`, cover)).statusCode).toBe(201);
  // the public site's cover
  const siteImage = { name: 'site.png', type: 'image/png', content: await pngImage(600, 300) };
  expect((await upload(server, admin, '/options/public-image/cover', siteImage, 'file')).statusCode).toBe(200);

  disk = createMediaStorage({ dataDir: server.config.dataDir, s3: undefined });
  s3 = createMediaStorage({ dataDir: server.config.dataDir, s3: bucket.config });
  keys = [];
  for await (const key of storedKeysOf(server.database.db)) keys.push(key);
});

afterAll(async () => {
  disk.close();
  s3.close();
  await bucket.close();
  await server.close();
});

describe('the keys to move', () => {
  it('are every stored file the database names: media with sizes, layer files, covers with sizes, site images', async () => {
    expect(keys).toHaveLength(5 + 1 + 1 + 5 + 1);
    expect(keys).toContain('public-site/cover.webp');
    expect([...keys].sort()).toEqual(await server.storedKeys());
  });
});

describe('moveStoredFiles', () => {
  it('copies to the bucket with the same bytes, goes on after an interruption, and keeps the source unless asked', async () => {
    const hashes = new Map<string, string>();
    for (const key of keys) hashes.set(key, await hashOf(disk, key));

    // as an interrupted run may leave it: one file in the bucket already, one that holds other bytes
    await s3.write(keys[0]!, (await disk.open(keys[0]!)).stream, (await disk.size(keys[0]!))!);
    await s3.write(keys[1]!, (await disk.open(keys[2]!)).stream, (await disk.size(keys[2]!))!);

    const first = await moveStoredFiles({ db: server.database.db, from: disk, to: s3, deleteSource: false });
    expect(first).toMatchObject({ copied: keys.length - 1, present: 1, missing: [], removed: 0 });
    for (const key of keys) expect(await hashOf(s3, key)).toBe(hashes.get(key));
    expect(await server.storedKeys()).toEqual([...keys].sort());

    // run again: nothing left to copy
    expect(await moveStoredFiles({ db: server.database.db, from: disk, to: s3, deleteSource: false })).toMatchObject({
      copied: 0,
      present: keys.length,
    });
  });

  it('removes the source only once the target holds the file whole; a re-run after that finds everything moved', async () => {
    const moved = await moveStoredFiles({ db: server.database.db, from: disk, to: s3, deleteSource: true });
    expect(moved).toMatchObject({ copied: 0, present: keys.length, removed: keys.length, missing: [] });
    expect(await server.storedKeys()).toEqual([]);
    expect(await bucket.keys()).toEqual([...keys].sort());
    expect(await moveStoredFiles({ db: server.database.db, from: disk, to: s3, deleteSource: true })).toMatchObject({
      present: keys.length,
      removed: 0,
    });
  });

  it('moves back to the disk, and names a file that is in neither storage', async () => {
    await s3.remove([keys[1]!]);
    const back = await moveStoredFiles({ db: server.database.db, from: s3, to: disk, deleteSource: true });
    expect(back).toMatchObject({ copied: keys.length - 1, missing: [keys[1]], removed: keys.length - 1 });
    expect(await bucket.keys()).toEqual([]);
    expect(await server.storedKeys()).toEqual(keys.filter((key) => key !== keys[1]).sort());
    // the server serves the site image from the disk again
    expect((await server.inject({ method: 'GET', url: '/api/public/site/image/cover' })).statusCode).toBe(200);
    unlinkSync(join(server.config.dataDir, 'public-site', 'cover.webp'));
    expect((await server.inject({ method: 'GET', url: '/api/public/site/image/cover' })).statusCode).toBe(404);
  });
});
