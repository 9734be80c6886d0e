// The reports of each size: a PostgreSQL database holding the demo data and N random reports (seeded
// as bench:api seeds them), and the same points as a GeoJSON file for the two baselines.
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { log, root } from '../../scripts/lib.mjs';
import { seedReports } from '../lib/seed.mjs';
import { startServer, stopServer, waitForServer } from '../lib/server.mjs';

const { default: pg } = await import('pg');

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The database of `size` reports: `reuse` (a kept database's name) as it is, or a new one that the
 * product server migrates and fills with its demo data, plus `size` random reports.
 */
export async function prepareDatabase({ size, adminUrl, reuse, port, dataDir }) {
  if (reuse) {
    const url = databaseUrl(adminUrl, reuse);
    const count = await withClient(url, async (client) =>
      Number((await client.query(`select count(*) from reports where status = 'published'`)).rows[0].count),
    );
    log(`${size.toLocaleString('en')}: reusing database ${reuse} (${count.toLocaleString('en')} published reports)`);
    const behind = await migrationsBehind(url);
    if (behind > 0) log(`  ${reuse} is ${behind} migration(s) behind apps/server/drizzle: the product server applies them when it starts`);
    return { name: reuse, url, reused: true };
  }
  const name = `fw_bench_map_${size}_${Date.now()}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = databaseUrl(adminUrl, name);
  log(`${size.toLocaleString('en')}: database ${name}; migrating and seeding the demo data`);
  const server = startServer(port, { DATABASE_URL: url, DATA_DIR: dataDir });
  try {
    await waitForServer(server, port);
    await withClient(url, (client) =>
      seedReports((text, values) => client.query(text, values), size, `${size.toLocaleString('en')} reports`),
    );
  } catch (error) {
    await stopServer(server);
    await dropDatabase(adminUrl, name);
    throw error;
  }
  await stopServer(server);
  return { name, url, reused: false };
}

/** How many of the server's migrations a kept database has not had yet (the bench itself never writes to it). */
async function migrationsBehind(url) {
  const journal = JSON.parse(readFileSync(join(root, 'apps/server/drizzle/meta/_journal.json'), 'utf8')).entries.length;
  try {
    return (
      journal -
      (await withClient(url, async (client) =>
        Number((await client.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count),
      ))
    );
  } catch {
    return 0;
  }
}

export async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * Every report the Administrator sees on the map (every published report: the Administrator sees all
 * organizations, and drafts never show on the map) as a GeoJSON FeatureCollection of points with
 * their `id`, written gzip-compressed to `file`. Read in keyset batches, so that a million rows never
 * sit in memory at once. Read-only.
 */
export async function exportGeoJson(url, file) {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file);
  gzip.pipe(out);
  let rawBytes = 0;
  const write = async (text) => {
    rawBytes += Buffer.byteLength(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  let points = 0;
  await withClient(url, async (client) => {
    await write('{"type":"FeatureCollection","features":[');
    let last = 0;
    for (;;) {
      const { rows } = await client.query(
        `select id, longitude, latitude from reports where status = 'published' and id > $1 order by id limit 50000`,
        [last],
      );
      if (rows.length === 0) break;
      let chunk = '';
      for (const row of rows) {
        chunk += `${points++ === 0 ? '' : ','}{"type":"Feature","properties":{"id":${row.id}},"geometry":{"type":"Point","coordinates":[${row.longitude},${row.latitude}]}}`;
      }
      await write(chunk);
      last = rows.at(-1).id;
    }
    await write(']}');
  });
  gzip.end();
  await once(out, 'close');
  return { points, rawBytes, gzipBytes: out.bytesWritten };
}

/** The reference map's data: one point, at the center of the view. */
export async function writeOnePoint(file, [lng, lat]) {
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  gzip.end(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: { id: 1 }, geometry: { type: 'Point', coordinates: [lng, lat] } }],
    }),
  );
  await once(out, 'close');
}
