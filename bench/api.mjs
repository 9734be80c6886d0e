// `npm run bench:api`: the reports API at scale.
//
// Seeds 1,000,000 reports into a fresh PostgreSQL database (and 100,000 into a fresh PGlite data
// directory), starts the built server on each, and prints for the filtered list, the search
// suggestions, a single report and analytics over each range: p50/p95/p99 latency through the HTTP API, and the time the same
// requests spent in the database alone (the floor, read from the server's `Server-Timing: db` header,
// which times every query the request ran). Then it streams an export of 100,000 reports and prints
// its time and the server's peak memory.
//
//   BENCH_PG_ROWS=1000000 BENCH_PGLITE_ROWS=100000 BENCH_REQUESTS=300 npm run bench:api
//   BENCH_ONLY=postgres|pglite          run one of the two
//   BENCH_DATABASE_URL=postgres://…     the server to create the bench database on
//   BENCH_KEEP=1                        keep the PostgreSQL bench database (its name is printed)
//   BENCH_DB=fw_bench_…                 reuse a kept database instead of seeding a new one
//
// Not a test: it prints figures and checks them against its goals (printed with the figures), exiting 1
// when one is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIsCurrent, ensureDependencies, log } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';
import { benchDatabase } from './lib/database.mjs';
import { seedReports } from './lib/seed.mjs';
import { sampleMemory, startServer as startProductServer, stopServer, waitForServer as waitForProductServer } from './lib/server.mjs';

const env = process.env;
const pgRows = Number(env.BENCH_PG_ROWS ?? 1_000_000);
const pgliteRows = Number(env.BENCH_PGLITE_ROWS ?? 100_000);
const requests = Number(env.BENCH_REQUESTS ?? 300);
const exportRows = Number(env.BENCH_EXPORT_ROWS ?? 100_000);
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = env.BENCH_ONLY;
const port = Number(env.BENCH_PORT ?? 8297);
const base = `http://127.0.0.1:${port}/api`;

await ensureDependencies();
if (!buildIsCurrent()) await build();

const { default: pg } = await import('pg');

// ---------------------------------------------------------------------------------------------
// The server, as `npm start` runs it.

const startServer = (extraEnv) => startProductServer(port, extraEnv);
const waitForServer = (child) => waitForProductServer(child, port);

// ---------------------------------------------------------------------------------------------
// Measuring.

async function signIn(username) {
  const response = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Fieldwatch#1' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token.access_token;
}

/** The `db` entry of a Server-Timing header, in ms. */
function dbTime(response) {
  const header = response.headers.get('server-timing') ?? '';
  const match = /(?:^|,)\s*db;dur=([\d.]+)/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(name, token, makeRequest) {
  const total = [];
  const db = [];
  for (let i = 0; i < requests + 20; i++) {
    const { path, body } = makeRequest(i);
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${name}: ${path} answered ${response.status}`);
    if (i < 20) continue; // warm-up: plans cached, pages in memory
    total.push(elapsed);
    db.push(dbTime(response));
  }
  total.sort((a, b) => a - b);
  db.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(total, 50),
    p95: percentile(total, 95),
    p99: percentile(total, 99),
    db50: percentile(db, 50),
    db95: percentile(db, 95),
    db99: percentile(db, 99),
  };
}

const filterSets = [
  { lifecycle: ['new', 'inprogress'], urgency: ['critical', 'moderate'] },
  { verified: [1], visibility: ['public'] },
  { start_date: new Date(Date.now() - 90 * 86400e3).toISOString().slice(0, 10), end_date: new Date().toISOString().slice(0, 10) },
  { lifecycle: ['closed'], verified: [0], urgency: ['none'] },
  {},
];
const searches = ['water', 'flood road', 'clinic', 'bridge collapse', 'border crossing', 'checkpoint'];
const prefixes = ['wa', 'flo', 'bri', 'clin', 'chec', 'hos', 'rad', 'refu', 'tr', 'el'];

async function runScenarios(label, maxId) {
  const adminToken = await signIn('admin');
  const northToken = await signIn('northadmin');
  const results = [];
  results.push(
    await measure('list, filters (admin)', adminToken, (i) => ({
      path: '/reports',
      body: { filters: filterSets[i % filterSets.length], limit: 20 },
    })),
  );
  results.push(
    await measure('list, filters (org admin)', northToken, (i) => ({
      path: '/reports',
      body: { filters: filterSets[i % filterSets.length], limit: 20 },
    })),
  );
  results.push(
    await measure('list, search', adminToken, (i) => ({
      path: '/reports',
      body: { filters: { search: searches[i % searches.length] }, limit: 20 },
    })),
  );
  results.push(
    await measure('suggestions', adminToken, (i) => ({ path: `/reports/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length])}` })),
  );
  results.push(await measure('single report', adminToken, (i) => ({ path: `/report/${1 + ((i * 7919) % maxId)}` })));
  for (const range of ['7d', '1m', '3m']) {
    results.push(await measure(`analytics ${range} (admin)`, adminToken, () => ({ path: `/analytics?range=${range}` })));
  }
  results.push(await measure('analytics 3m (org admin)', northToken, () => ({ path: '/analytics?range=3m' })));
  printTable(label, results);
  return results;
}

function printTable(label, results) {
  const f = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');
  console.log(`\n${label}`);
  console.log('  request                     API p50   p95   p99 (ms) | database p50   p95   p99 | API/db p95');
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(26)} ${f(r.p50)}${f(r.p95)}${f(r.p99)}      |   ${f(r.db50)}${f(r.db95)}${f(r.db99)} | ${(r.p95 / r.db95).toFixed(2)}×`,
    );
  }
}

async function measureExport(child, token, filters) {
  const started = performance.now();
  const memory = sampleMemory(child.pid);
  const response = await fetch(`${base}/organization/1/reports/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filters, format: 'csv' }),
  });
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.length;
  }
  const { before, peak } = memory.stop();
  const seconds = (performance.now() - started) / 1000;
  return { ok: response.ok, status: response.status, seconds, firstByte, bytes, before, peak };
}

// ---------------------------------------------------------------------------------------------

const goals = [];
function goal(text, ok) {
  goals.push({ text, ok });
}

if (only !== 'pglite') {
  const database = await benchDatabase(adminUrl, { prefix: 'fw_bench', reuse: env.BENCH_DB, keep: env.BENCH_KEEP === '1' });
  const { name } = database;
  const reuse = database.reused;
  const url = new URL(database.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-pg-'));
  let server;
  try {
    log(`PostgreSQL: database ${name}; ${reuse ? 'reusing its reports' : 'migrating and seeding the demo data'}`);
    server = startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    await waitForServer(server);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    if (!reuse) await seedReports((text, values) => client.query(text, values), pgRows, 'PostgreSQL');
    const maxId = Number((await client.query('select max(id) as id from reports')).rows[0].id);
    await client.end();
    // a fresh process, as after a deploy: nothing cached in the server
    await stopServer(server);
    server = startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    await waitForServer(server);
    const results = await runScenarios(`PostgreSQL, ${pgRows.toLocaleString('en')} reports, ${requests} sequential requests each`, maxId);
    const list = results.filter((r) => r.name.startsWith('list'));
    const suggest = results.find((r) => r.name === 'suggestions');
    goal(
      `list p95 ≤ 50 ms (worst: ${Math.max(...list.map((r) => r.p95)).toFixed(1)} ms)`,
      list.every((r) => r.p95 <= 50),
    );
    goal(`suggestions p95 ≤ 30 ms (${suggest.p95.toFixed(1)} ms)`, suggest.p95 <= 30);
    const analytics = results.filter((r) => r.name.startsWith('analytics'));
    goal(
      `analytics p95 ≤ 300 ms for every range (worst: ${Math.max(...analytics.map((r) => r.p95)).toFixed(1)} ms)`,
      analytics.every((r) => r.p95 <= 300),
    );
    const worstRatio = Math.max(...results.map((r) => r.p95 / r.db95));
    goal(`API p95 ≤ 2× database p95 (worst ${worstRatio.toFixed(2)}×)`, worstRatio <= 2);

    // a date range of organization 1 that holds about exportRows reports
    const counter = new pg.Client({ connectionString: url.toString() });
    await counter.connect();
    const {
      rows: [range],
    } = await counter.query(
      `select to_char(min(event_date) at time zone 'UTC', 'YYYY-MM-DD') as start, count(*)::int as n from (
         select event_date from reports where organization_id = 1 and status = 'published'
         order by event_date desc limit $1) r`,
      [exportRows],
    );
    const {
      rows: [exact],
    } = await counter.query(
      `select count(*)::int as n from reports where organization_id = 1 and status = 'published' and event_date >= $1::date`,
      [range.start],
    );
    await counter.end();
    const token = await signIn('admin');
    const exported = await measureExport(server, token, { start_date: range.start });
    console.log(
      `\n  export: ${exact.n.toLocaleString('en')} reports as CSV, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(2)} s ` +
        `(first byte ${exported.firstByte.toFixed(0)} ms); server memory ${(exported.before / 2 ** 20).toFixed(0)} MiB before, ${(exported.peak / 2 ** 20).toFixed(0)} MiB at peak`,
    );
    goal(
      `export of ${exact.n.toLocaleString('en')} reports streams in ≤ 10 s (${exported.seconds.toFixed(2)} s)`,
      exported.ok && exported.seconds <= 10,
    );
    goal(
      `export memory stays flat (+${((exported.peak - exported.before) / 2 ** 20).toFixed(0)} MiB ≤ 100 MiB)`,
      exported.peak - exported.before <= 100 * 2 ** 20,
    );
    await stopServer(server);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-pglite-'));
  let server;
  try {
    log('PGlite: new data directory; migrating and seeding the demo data');
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await waitForServer(server);
    await stopServer(server);
    // the server holds the directory's lock while it runs: load the reports between two starts
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await seedReports((text, values) => db.query(text, values), pgliteRows, 'PGlite');
    const maxId = Number((await db.query('select max(id) as id from reports')).rows[0].id);
    await db.close();
    server = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    await waitForServer(server);
    await runScenarios(`PGlite, ${pgliteRows.toLocaleString('en')} reports, ${requests} sequential requests each`, maxId);
    await stopServer(server);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\nGoals (PostgreSQL):');
for (const g of goals) console.log(`  ${g.ok ? 'met   ' : 'MISSED'} ${g.text}`);
process.exit(goals.every((g) => g.ok) ? 0 : 1);
