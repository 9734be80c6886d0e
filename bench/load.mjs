// `npm run bench:load`: the server under load from many clients at once.
//
// Seeds 1,000,000 reports into a fresh PostgreSQL database (bench/lib/seed.mjs, as bench:api), then starts
// 1 and then 4 server processes on it, each on its own port, and drives them with a fixed number of
// connections on loopback, spread round-robin over the ports (closed loop: each connection sends its
// next request when the last one answered, so the load is bounded). Phases:
//   mix ×1, mix ×4   70% reads (list pages with common filters, map clusters at a few zooms, as admin and
//                    as a reader), 20% report views, 10% creations (created then published) and comments,
//                    every create call with an Idempotency-Key; ×1 and ×4 give the scaling
//   reads ×4         the reads alone (list and map, 70:30 as in the mix, and views)
//   writes+map ×4    half the connections create and publish reports and comment, the other half ask for
//                    map clusters: the map's latency while its data changes under it
// It prints req/s, p50/p95/p99 per kind and the errors, beside its goals (exit 1 when one is missed).
//
//   BENCH_PG_ROWS=1000000 BENCH_SECONDS=15 BENCH_CONNECTIONS=32 npm run bench:load
//   BENCH_DATABASE_URL=postgres://…     the server to create the bench database on
//   BENCH_KEEP=1                        keep the bench database (its name is printed)
//   BENCH_DB=fw_bench_…                 reuse a kept database instead of seeding a new one
//   BENCH_PORT=8460                     first port (the processes take the next ones)
//   BENCH_PHASES=mix1,mix4,reads4,writes4   the phases to run
//   BENCH_PROFILE=dir                   write a CPU profile of each server process there (node --cpu-prof)
//   BENCH_WARMUP_SECONDS=600            how long the processes may take to say they are ready, and the warm-up
//                                       to get an answer to each of its requests (at 10M a process took 25 s
//                                       to answer for a map set it had not built)
//
// Not a test: the machine it runs on, and what else runs there, shows in every figure.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIsCurrent, ensureDependencies, log } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';
import { benchDatabase } from './lib/database.mjs';
import { seedReports, spread } from './lib/seed.mjs';
import { startServer, stopServer, waitForReady, waitForServer } from './lib/server.mjs';

const env = process.env;
const pgRows = Number(env.BENCH_PG_ROWS ?? 1_000_000);
const seconds = Number(env.BENCH_SECONDS ?? 15);
const connections = Number(env.BENCH_CONNECTIONS ?? 32);
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const firstPort = Number(env.BENCH_PORT ?? 8460);
const phases = (env.BENCH_PHASES ?? 'mix1,mix4,reads4,writes4').split(',');
const profileDir = env.BENCH_PROFILE ? resolve(env.BENCH_PROFILE) : undefined;
const warmupSeconds = Number(env.BENCH_WARMUP_SECONDS ?? 600);

await ensureDependencies();
if (!buildIsCurrent()) await build();

const { default: pg } = await import('pg');
const { Pool } = await import('undici');

// ---------------------------------------------------------------------------------------------
// The requests.

const filterSets = [
  { lifecycle: ['new', 'inprogress'], urgency: ['critical', 'moderate'] },
  { verified: [1], visibility: ['public'] },
  { start_date: new Date(Date.now() - 90 * 86400e3).toISOString().slice(0, 10), end_date: new Date().toISOString().slice(0, 10) },
  { lifecycle: ['closed'], verified: [0], urgency: ['none'] },
  {},
];
// the whole spread, a city, a district
const { latitude, longitude, latitudeSpan, longitudeSpan } = spread;
const views = [
  {
    zoom: 6,
    bbox: [longitude - longitudeSpan / 2, latitude - latitudeSpan / 2, longitude + longitudeSpan / 2, latitude + latitudeSpan / 2],
  },
  { zoom: 9, bbox: [longitude - 0.5, latitude - 0.3, longitude + 0.5, latitude + 0.3] },
  { zoom: 12, bbox: [longitude - 0.06, latitude - 0.04, longitude + 0.06, latitude + 0.04] },
];
const mapFilters = [{}, { verified: [1] }, { lifecycle: ['closed'] }];
/** The clusters of `view`, as `token`'s viewer sees them through `filters`. */
const mapRequest = (token, filters, view) => ({
  method: 'POST',
  path: '/api/reports/geo/clusters',
  token,
  body: { filters, bbox: view.bbox, zoom: view.zoom },
});

let counter = 0;
const pick = (list) => list[counter++ % list.length];

/** Each kind: a function of the session making one request, or a sequence (creation then publication). */
const kinds = {
  list: (s) => ({ method: 'POST', path: '/api/reports', token: pick([s.admin, s.reader]), body: { filters: pick(filterSets), limit: 20 } }),
  map: (s) => {
    const view = pick(views);
    return mapRequest(pick([s.admin, s.reader]), pick(mapFilters), view);
  },
  view: (s) => ({ method: 'GET', path: `/api/report/${s.published[Math.floor(Math.random() * s.published.length)]}`, token: s.admin }),
  comment: (s) => ({
    method: 'POST',
    path: `/api/report/${s.published[Math.floor(Math.random() * s.published.length)]}/comment`,
    token: s.admin,
    idempotent: true,
    body: { content: 'Seen on the way back: the water is still rising.' },
  }),
  create: (s) => ({
    method: 'POST',
    path: `/api/organization/${s.organization}/report`,
    token: s.admin,
    idempotent: true,
    body: {
      title: 'Flooded road near the bridge',
      content: 'The road is under water since this morning; cars turn back at the bridge.',
      event_date: new Date(Date.now() - 3600e3).toISOString(),
      latitude: Number((latitude + (Math.random() - 0.5) * latitudeSpan).toFixed(6)),
      longitude: Number((longitude + (Math.random() - 0.5) * longitudeSpan).toFixed(6)),
    },
    // published at once, so that it shows on the map
    then: (created) => ({
      kind: 'publish',
      method: 'PUT',
      path: `/api/organization/${s.organization}/report/${created.data.id}`,
      token: s.admin,
      body: { status: 'published' },
    }),
  }),
};

/** Kinds and their weights per phase. */
const mixes = {
  mix: [
    ['list', 49],
    ['map', 21],
    ['view', 20],
    ['create', 5],
    ['comment', 5],
  ],
  reads: [
    ['list', 49],
    ['map', 21],
    ['view', 20],
  ],
  writes: [
    ['create', 1],
    ['comment', 1],
  ],
};

function chooser(mix) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const [kind, weight] of mix) if ((r -= weight) < 0) return kind;
    return mix.at(-1)[0];
  };
}

/**
 * Sends `request` until it is answered 2xx, once a second until `deadline` (a map set still being built
 * can time out or fail); whether it ever was. Its errors are printed, not counted in any phase.
 */
async function warm(pool, request, deadline) {
  for (;;) {
    const stats = {};
    await send(pool, request, stats);
    if (!stats[request.kind]?.errors) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// ---------------------------------------------------------------------------------------------
// The load: `workers` closed loops over the pools of every process, round-robin.

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

async function send(pool, request, stats) {
  const started = performance.now();
  const record = (kind) => (stats[kind] ??= { times: [], errors: 0, statuses: {} });
  try {
    const response = await pool.request({
      method: request.method,
      path: request.path,
      headers: {
        authorization: `Bearer ${request.token}`,
        'accept-encoding': 'gzip, br',
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(request.idempotent ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
    });
    const text = await response.body.text();
    const elapsed = performance.now() - started;
    const entry = record(request.kind);
    if (response.statusCode >= 400) {
      entry.errors += 1;
      entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
      if (entry.errors === 1) console.error(`  ${request.kind} ${request.path}: ${response.statusCode} ${text.slice(0, 200)}`);
      return undefined;
    }
    entry.times.push(elapsed);
    return request.then ? request.then(JSON.parse(text)) : undefined;
  } catch (error) {
    const entry = record(request.kind);
    entry.errors += 1;
    entry.statuses[error.code ?? 'failed'] = (entry.statuses[error.code ?? 'failed'] ?? 0) + 1;
    return undefined;
  }
}

/** Runs `groups` ([{ workers, mix }]) for `seconds` against `pools`; answers the stats per kind. */
async function drive(pools, session, groups) {
  const stats = {};
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const loop = async (choose) => {
    while (performance.now() < deadline) {
      const kind = choose();
      let request = { kind, ...kinds[kind](session) };
      const pool = pools[next++ % pools.length];
      // a creation's publication goes to the same process, right after it
      while (request) request = await send(pool, request, stats);
    }
  };
  const started = performance.now();
  await Promise.all(groups.flatMap(({ workers, mix }) => Array.from({ length: workers }, () => loop(chooser(mix)))));
  const elapsed = (performance.now() - started) / 1000;
  for (const entry of Object.values(stats)) {
    entry.times.sort((a, b) => a - b);
    entry.rate = (entry.times.length + entry.errors) / elapsed;
  }
  return { stats, elapsed };
}

function summary(stats, names) {
  const times = names.flatMap((name) => stats[name]?.times ?? []).sort((a, b) => a - b);
  const errors = names.reduce((sum, name) => sum + (stats[name]?.errors ?? 0), 0);
  const rate = names.reduce((sum, name) => sum + (stats[name]?.rate ?? 0), 0);
  return { times, errors, rate, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

function printPhase(label, { stats, elapsed }) {
  const f = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(8) : '       –');
  console.log(`\n${label} (${elapsed.toFixed(1)} s, ${connections} connections)`);
  console.log('  kind          req/s      p50      p95      p99 (ms)  errors');
  const names = Object.keys(stats);
  for (const name of [...names, 'all']) {
    const s = name === 'all' ? summary(stats, names) : { ...summary(stats, [name]), rate: stats[name].rate };
    const codes =
      name === 'all'
        ? ''
        : Object.entries(stats[name].statuses)
            .map(([code, n]) => ` ${code}×${n}`)
            .join('');
    console.log(`  ${name.padEnd(10)} ${f(s.rate)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)}   ${String(s.errors).padStart(6)}${codes}`);
  }
}

// ---------------------------------------------------------------------------------------------

async function signIn(port, username) {
  const response = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Fieldwatch#1' }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token.access_token;
}

const goals = [];
const goal = (text, ok) => goals.push({ text, ok });

const database = await benchDatabase(adminUrl, { prefix: 'fw_bench', reuse: env.BENCH_DB, keep: env.BENCH_KEEP === '1' });
const { name } = database;
const reuse = database.reused;
const url = new URL(database.url);
const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-load-'));
const ports = [0, 1, 2, 3].map((i) => firstPort + i);
let servers = [];
/** Starts `count` processes; `ready`: each is sent nothing until it says it is ready, as a load balancer waits. */
const start = (count, { ready = false } = {}) =>
  Promise.all(
    ports.slice(0, count).map(async (port, i) => {
      const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=server-${count}-${i}.cpuprofile`] : [];
      const child = startServer(port, { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, profile);
      servers.push(child);
      await waitForServer(child, port);
      if (ready) await waitForReady(child, port, warmupSeconds);
    }),
  );
const stopAll = async () => {
  await Promise.all(servers.map(stopServer));
  servers = [];
};

try {
  log(`PostgreSQL: database ${name}; ${reuse ? 'reusing its reports' : 'migrating and seeding the demo data'}`);
  // the first start migrates and loads the demo data; one process, so that they do not race for it
  await start(1);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  if (!reuse) {
    const started = performance.now();
    await seedReports((text, values) => client.query(text, values), pgRows, 'PostgreSQL');
    console.log(`  seeding ${pgRows.toLocaleString('en')} reports took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const rows = Number((await client.query('select count(*) as n from reports')).rows[0].n);
  // published reports to open and comment on: a sample spread over the table
  const published = (await client.query(`select id from reports tablesample system (1) where status = 'published' limit 5000`)).rows.map(
    (r) => r.id,
  );
  const organization = Number((await client.query(`select id from organizations order by id limit 1`)).rows[0].id);
  await client.end();
  await stopAll();

  const results = {};
  for (const count of [1, 4]) {
    const wanted = phases.filter((phase) => phase.endsWith(String(count)));
    if (wanted.length === 0) continue;
    // fresh processes, as after a deploy: nothing cached
    const starting = performance.now();
    await start(count, { ready: true });
    const session = { admin: await signIn(ports[0], 'admin'), reader: await signIn(ports[0], 'reader'), published, organization };
    const pools = ports
      .slice(0, count)
      .map((port) => new Pool(`http://127.0.0.1:${port}`, { connections: Math.ceil(connections / count) }));
    // warm-up: plans cached, pages in memory, and on every process the map's index of each set the phases
    // ask for (each viewer with each filter). The map's requests pick their viewer, filters and view from
    // one counter, so the warm-up cannot leave that to them: 60 in a row built 2 of the 6 sets, and the
    // other 4 were read and indexed during the measured phase. Each warm-up request is sent until it is
    // answered: one that failed (a set too slow to build at 10M) left its work to the measured phase
    const deadline = Date.now() + warmupSeconds * 1000;
    const cold = [];
    for (const kind of ['list', 'view'])
      for (let i = 0; i < 60; i++) {
        const request = { kind, ...kinds[kind](session) };
        if (!(await warm(pools[i % pools.length], request, deadline))) cold.push(`${kind} ${request.path}`);
      }
    for (const [p, pool] of pools.entries())
      for (const [viewer, token] of [
        ['admin', session.admin],
        ['reader', session.reader],
      ])
        for (const filters of mapFilters)
          for (const view of views)
            if (!(await warm(pool, { kind: 'map', ...mapRequest(token, filters, view) }, deadline)))
              cold.push(`map on process ${p + 1}, ${viewer}, ${JSON.stringify(filters)}, zoom ${view.zoom}`);
    log(
      `${count} process${count > 1 ? 'es' : ''} ready and warmed up in ${((performance.now() - starting) / 1000).toFixed(1)} s` +
        (cold.length
          ? `; ${cold.length} warm-up request(s) never answered, their work falls in the phases: ${cold.slice(0, 5).join('; ')}`
          : ''),
    );
    for (const phase of wanted) {
      const type = phase.slice(0, -1);
      const groups =
        type === 'writes'
          ? [
              { workers: connections / 2, mix: mixes.writes },
              { workers: connections / 2, mix: [['map', 1]] },
            ]
          : [{ workers: connections, mix: mixes[type] }];
      const result = await drive(pools, session, groups);
      results[phase] = result;
      printPhase(`${type} on ${count} process${count > 1 ? 'es' : ''}, ${rows.toLocaleString('en')} reports`, result);
    }
    await Promise.all(pools.map((pool) => pool.close()));
    await stopAll();
  }

  console.log('\n(the machine is shared: other work running at the same time shows in these figures)');
  const reads = ['list', 'map', 'view'];
  if (results.mix1 && results.mix4) {
    const one = summary(results.mix1.stats, Object.keys(results.mix1.stats)).rate;
    const four = summary(results.mix4.stats, Object.keys(results.mix4.stats)).rate;
    console.log(`scaling 1 → 4 processes: ${one.toFixed(0)} → ${four.toFixed(0)} req/s (${(four / one).toFixed(2)}×)`);
  }
  if (results.reads4) {
    const s = summary(results.reads4.stats, reads);
    goal(`read mix ≥ 2,000 req/s at p99 ≤ 50 ms (${s.rate.toFixed(0)} req/s, p99 ${s.p99.toFixed(1)} ms)`, s.rate >= 2000 && s.p99 <= 50);
  }
  if (results.writes4) {
    const created = results.writes4.stats.create?.rate ?? 0;
    goal(`creations ≥ 200/s (${created.toFixed(0)}/s)`, created >= 200);
    const map = summary(results.writes4.stats, ['map']);
    goal(`map clusters p95 ≤ 100 ms during writes (${map.p95.toFixed(1)} ms)`, map.p95 <= 100);
  }
  const errors = Object.values(results).reduce((sum, r) => sum + summary(r.stats, Object.keys(r.stats)).errors, 0);
  goal(`0 errors (${errors})`, errors === 0);
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}

console.log('\nGoals:');
for (const g of goals) console.log(`  ${g.ok ? 'met   ' : 'MISSED'} ${g.text}`);
process.exit(goals.every((g) => g.ok) ? 0 : 1);
