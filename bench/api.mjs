// `npm run bench:api`: the reports API at scale (issue 3 item 9).
//
// Seeds 1,000,000 reports into a fresh PostgreSQL database (and 100,000 into a fresh PGlite data
// directory), starts the built server on each, and prints for the filtered list, the search
// suggestions and a single report: p50/p95/p99 latency through the HTTP API, and the time the same
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
// Not a test: it prints figures and checks them against the issue's goals, exiting 1 when one is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIsCurrent, ensureDependencies, log, root } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';

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
// Data: one SQL statement per batch, deterministic (setseed), spread like real field reports: a
// Zipf-like vocabulary so that some words match a tenth of the table and others a handful of rows.

const vocabulary = `water flood road bridge school clinic market fire smoke protest police arrest
checkpoint curfew power outage fuel shortage queue price bread flour rice medicine vaccine nurse
doctor hospital ambulance injury accident collapse building roof wall crack landslide river well
pump pipe sewage garbage waste dump rats mosquitoes cholera fever cough rash children women elderly
displaced camp tent shelter blanket food ration distribution aid convoy truck lorry driver fee bribe
official permit land eviction demolition fence boundary dispute livestock cattle goats harvest crop
locust drought dust storm wind rain hail snow cold heat electricity transformer cable theft robbery
gang threat intimidation journalist radio phone network signal tower election ballot polling queue
violence shooting gunfire explosion mine unexploded ordnance teacher absent closed strike wages
salary pension office registration document identity card birth certificate court lawyer detention
visit family missing search rescue boat ferry port border crossing refugees returnees migrants`
  .split(/\s+/)
  .filter(Boolean);

function insertBatchSql(from, to) {
  const words = `array[${vocabulary.map((w) => `'${w}'`).join(',')}]`;
  // w(k): the k-th pseudo-random word of row i, skewed towards the start of the vocabulary
  const w = (k) => `(${words})[1 + floor(${vocabulary.length} * power(random(), 2.2))::int]`;
  return `
    insert into reports (organization_id, author_id, title, content, latitude, longitude, event_date,
      created_at, updated_at, source, status, is_new, lifecycle, urgency, verified, visibility, assignee_id)
    select
      o.ids[1 + (i % array_length(o.ids, 1))],
      a.ids[1 + (i % array_length(a.ids, 1))],
      initcap(${w(1)}) || ' ' || ${w(2)} || ' near ' || ${w(3)} || ' ' || (i % 9973),
      'Reported ' || ${w(4)} || ' and ' || ${w(5)} || ' by the ' || ${w(6)} || '. ' ||
        'Witnesses mention ' || ${w(7)} || ', ' || ${w(8)} || ' and ' || ${w(9)} || ' since the ' || ${w(10)} || '. ' ||
        'Follow-up needed on ' || ${w(11)} || ' ' || ${w(12)} || '.',
      round((51.5285582 + (random() - 0.5) * 4)::numeric, 6),
      round((-0.2416815 + (random() - 0.5) * 6)::numeric, 6),
      now() - random() * interval '730 days',
      now() - random() * interval '700 days',
      now() - random() * interval '30 days',
      (array['web','mobile','import'])[1 + (i % 3)],
      'published',
      random() < 0.3,
      (array['new','started','closed'])[1 + floor(random() * 3)::int],
      (array[null,'minor','moderate','critical'])[1 + floor(random() * 4)::int],
      random() < 0.5,
      (array['public','private'])[1 + floor(random() * 2)::int],
      case when random() < 0.3 then a.ids[1 + (i % array_length(a.ids, 1))] end
    from generate_series(${from}, ${to - 1}) as i,
      (select array_agg(id order by id) as ids from organizations) o,
      (select array_agg(id order by id) as ids from users where role_id in (1, 2)) a`;
}

const dropIndexes = ['reports_search_idx', 'reports_title_trgm_idx'];

async function seedReports(query, rows, label) {
  const started = performance.now();
  // the two GIN indexes are built once after the load: much faster than row by row
  const definitions = (await query(`select indexname, indexdef from pg_indexes where tablename = 'reports' and indexname = any($1)`, [dropIndexes])).rows;
  for (const { indexname } of definitions) await query(`drop index ${indexname}`);
  await query('select setseed(0.42)');
  const batch = 100_000;
  for (let from = 0; from < rows; from += batch) {
    await query(insertBatchSql(from, Math.min(rows, from + batch)));
    process.stdout.write(`\r  ${label}: ${Math.min(rows, from + batch).toLocaleString('en')} reports`);
  }
  process.stdout.write('\n');
  // a tag on a third of the reports, so that the tag filter has work to do
  await query(`insert into report_tags (report_id, tag_id)
    select r.id, t.ids[1 + (r.id % array_length(t.ids, 1))]
    from reports r, (select array_agg(t.id) as ids from tags t join tag_groups g on g.id = t.group_id where g.type <> 'text') t
    where r.id % 3 = 0 on conflict do nothing`);
  for (const { indexdef } of definitions) await query(indexdef);
  await query('vacuum analyze');
  log(`${label}: seeded ${rows.toLocaleString('en')} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// The server, as `npm start` runs it.

function startServer(extraEnv) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), SERVER_TIMING: '1', ...extraEnv },
  });
  return child;
}

async function waitForServer(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/handshake`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start in 120 s');
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return 0;
  }
}

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
  results.push(await measure('list, filters (admin)', adminToken, (i) => ({ path: '/reports', body: { filters: filterSets[i % filterSets.length], limit: 20 } })));
  results.push(await measure('list, filters (org admin)', northToken, (i) => ({ path: '/reports', body: { filters: filterSets[i % filterSets.length], limit: 20 } })));
  results.push(await measure('list, search', adminToken, (i) => ({ path: '/reports', body: { filters: { search: searches[i % searches.length] }, limit: 20 } })));
  results.push(await measure('suggestions', adminToken, (i) => ({ path: `/reports/suggest?q=${encodeURIComponent(prefixes[i % prefixes.length])}` })));
  results.push(await measure('single report', adminToken, (i) => ({ path: `/report/${1 + ((i * 7919) % maxId)}` })));
  printTable(label, results);
  return results;
}

function printTable(label, results) {
  const f = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');
  console.log(`\n${label}`);
  console.log('  request                     API p50   p95   p99 (ms) | database p50   p95   p99 | API/db p95');
  for (const r of results) {
    console.log(`  ${r.name.padEnd(26)} ${f(r.p50)}${f(r.p95)}${f(r.p99)}      |   ${f(r.db50)}${f(r.db95)}${f(r.db99)} | ${(r.p95 / r.db95).toFixed(2)}×`);
  }
}

async function measureExport(child, token, filters) {
  const started = performance.now();
  let peak = rssOf(child.pid);
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 50);
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
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return { ok: response.ok, status: response.status, seconds, firstByte, bytes, before, peak };
}

// ---------------------------------------------------------------------------------------------

const goals = [];
function goal(text, ok) {
  goals.push({ text, ok });
}

if (only !== 'pglite') {
  const reuse = env.BENCH_DB;
  const keep = env.BENCH_KEEP === '1' || Boolean(reuse);
  const name = reuse ?? `fw_bench_${Date.now()}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
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
    goal(`list p95 ≤ 50 ms (worst: ${Math.max(...list.map((r) => r.p95)).toFixed(1)} ms)`, list.every((r) => r.p95 <= 50));
    goal(`suggestions p95 ≤ 30 ms (${suggest.p95.toFixed(1)} ms)`, suggest.p95 <= 30);
    const worstRatio = Math.max(...results.map((r) => r.p95 / r.db95));
    goal(`API p95 ≤ 2× database p95 (worst ${worstRatio.toFixed(2)}×)`, worstRatio <= 2);

    // a date range of organization 1 that holds about exportRows reports
    const counter = new pg.Client({ connectionString: url.toString() });
    await counter.connect();
    const { rows: [range] } = await counter.query(
      `select to_char(min(event_date) at time zone 'UTC', 'YYYY-MM-DD') as start, count(*)::int as n from (
         select event_date from reports where organization_id = 1 and status = 'published'
         order by event_date desc limit $1) r`,
      [exportRows],
    );
    const { rows: [exact] } = await counter.query(
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
    goal(`export of ${exact.n.toLocaleString('en')} reports streams in ≤ 10 s (${exported.seconds.toFixed(2)} s)`, exported.ok && exported.seconds <= 10);
    goal(`export memory stays flat (+${((exported.peak - exported.before) / 2 ** 20).toFixed(0)} MiB ≤ 100 MiB)`, exported.peak - exported.before <= 100 * 2 ** 20);
    await stopServer(server);
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (keep) log(`kept database ${name} (BENCH_DB=${name} reuses it)`);
    else {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
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
