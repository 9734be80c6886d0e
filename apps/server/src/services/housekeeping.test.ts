/**
 * Housekeeping's sweep of media files without a row (media/storage.ts `removeOrphanMediaFiles`), with
 * the database deciding which files rows still name.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '../db/schema.js';
import { newStorageKey } from '../media/keys.js';
import { pngImage } from '../media/testing.js';
import { startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, upload, type Caller } from '../test/reports.js';
import { removeExpired } from './housekeeping.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;

beforeAll(async () => {
  // the sweep reads the media folder: stored files on disk
  server = await startTestServer({ storage: 'disk' });
  ({ call, sessions } = await callerFor(server, ['northadmin']));
});
afterAll(() => server.close());

const folder = () => join(server.config.dataDir, 'media');

it('removes a media file no row names once it is an hour old, and keeps the files of media rows', async () => {
  const report = await publishedReport(call, 'northadmin', demo.north);
  const uploaded = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
    name: 'photo.png',
    type: 'image/png',
    content: await pngImage(),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const [row] = await server.database.db.select().from(media).where(eq(media.reportId, report.id));
  const liveKeys = [row!.storageKey, ...row!.variants.map((variant) => variant.storageKey)];
  // what a process killed after storing an upload leaves: an original and one of its sizes
  const orphan = newStorageKey();
  const orphanKeys = [orphan, `${orphan}.thumbnail`];
  const young = newStorageKey();
  for (const key of [...orphanKeys, young]) {
    mkdirSync(dirname(join(folder(), key)), { recursive: true });
    writeFileSync(join(folder(), key), 'left behind');
  }
  const twoHoursAgo = new Date(server.clock.now().getTime() - 2 * 60 * 60 * 1000);
  for (const key of [...liveKeys, ...orphanKeys]) utimesSync(join(folder(), key), twoHoursAgo, twoHoursAgo);
  const recent = new Date(server.clock.now().getTime() - 10 * 60 * 1000);
  utimesSync(join(folder(), young), recent, recent);

  await removeExpired(server.app.fieldwatch);

  for (const key of orphanKeys) expect(existsSync(join(folder(), key)), key).toBe(false);
  for (const key of [...liveKeys, young]) expect(existsSync(join(folder(), key)), key).toBe(true);
});
