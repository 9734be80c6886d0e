// `npm run bench:export`: the CSV export against PostgreSQL's own COPY of the same rows.
//
// Seeds a fresh PostgreSQL database so that organization 1 holds about BENCH_EXPORT_ROWS published
// reports (the seeding spreads reports over every organization), starts the built server, then, side by
// side in one run, times:
//   - COPY (the same reports, with their organization, author, assignee, tag names and media names
//     aggregated per report) TO STDOUT WITH CSV, through psql: the floor, the database alone;
//   - POST /api/organization/1/reports/export {format: 'csv'} as the administrator, read to its end.
// Each is timed BENCH_EXPORT_RUNS times (default 5), in pairs. It prints both medians, their ratio and
// the server's peak memory, and exits 1 when the export takes more than 3× the COPY, its memory does not
// stay flat or a run left reports out.
//
//   BENCH_EXPORT_ROWS=100000 npm run bench:export
//   BENCH_EXPORT_RUNS=5                 measured pairs; the medians are compared
//   BENCH_DATABASE_URL=postgres://…     the server to create the bench database on
//   BENCH_KEEP=1 / BENCH_DB=fw_bench_…  keep the database / reuse a kept one
//   BENCH_CPU_PROF=<folder>             run the server under node --cpu-prof, profiles written there
//
// Not a test: it prints figures and checks them against its goals.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIsCurrent, ensureDependencies, log } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';
import { benchDatabase } from './lib/database.mjs';
import { seedReports } from './lib/seed.mjs';
import { sampleMemory, startServer, stopServer, waitForServer } from './lib/server.mjs';

const env = process.env;
const exportRows = Number(env.BENCH_EXPORT_ROWS ?? 100_000);
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(env.BENCH_PORT ?? 8298);
const base = `http://127.0.0.1:${port}/api`;
const maxRatio = 3;
const runs = Number(env.BENCH_EXPORT_RUNS ?? 5);

/** The run with the median time. */
const median = (list) => [...list].sort((a, b) => a.seconds - b.seconds)[Math.floor(list.length / 2)];

await ensureDependencies();
if (!buildIsCurrent()) await build();
const { default: pg } = await import('pg');

/**
 * What the export writes, as one SQL statement: the organization's published reports (an
 * administrator sees private ones too), newest event first, each with its organization, author and
 * assignee names, tag names ("; "-separated, by group then tag) and media file names.
 */
const copySql = (language) => `copy (
  select r.id, r.source_export_id, r.title, r.content, r.latitude, r.longitude,
    to_char(r.event_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    o.name, a.username, r.status, r.lifecycle, r.urgency, r.verified, r.visibility, s.username, tg.names, md.names
  from reports r
    join organizations o on o.id = r.organization_id
    left join users a on a.id = r.author_id
    left join users s on s.id = r.assignee_id
    left join (
      select rt.report_id, string_agg(coalesce(t.translations->>'${language}', t.translations->>'en_US'), '; ' order by t.group_id, t.id) as names
      from report_tags rt join tags t on t.id = rt.tag_id group by rt.report_id
    ) tg on tg.report_id = r.id
    left join (
      select m.report_id, string_agg(m.id || '-' || m.name, '; ' order by m.id) as names
      from media m where m.comment_id is null group by m.report_id
    ) md on md.report_id = r.id
  where r.organization_id = 1 and r.status = 'published'
  order by r.event_date desc, r.id desc
) to stdout with csv header`;

async function timeCopy(url, language) {
  const started = performance.now();
  const child = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url, '-c', copySql(language)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let bytes = 0;
  for await (const chunk of child.stdout) bytes += chunk.length;
  const code = await new Promise((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', r)));
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function timeExport(child, token) {
  const started = performance.now();
  const memory = sampleMemory(child.pid);
  const response = await fetch(`${base}/organization/1/reports/export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filters: {}, format: 'csv' }),
  });
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  for await (const body of response.body) {
    const chunk = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const { before, peak } = memory.stop();
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return { seconds: (performance.now() - started) / 1000, firstByte, bytes, lines, before, peak };
}

const database = await benchDatabase(adminUrl, { prefix: 'fw_bench_export', reuse: env.BENCH_DB, keep: env.BENCH_KEEP === '1' });
const { name } = database;
const reuse = database.reused;
const url = new URL(database.url);
const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-export-'));
const serverEnv = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
const profileArgs = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
let server;
let ok;
try {
  log(`PostgreSQL: database ${name}; ${reuse ? 'reusing its reports' : 'migrating and seeding the demo data'}`);
  server = startServer(port, serverEnv);
  await waitForServer(server, port);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  if (!reuse) {
    const organizations = Number((await client.query('select count(*) as n from organizations')).rows[0].n);
    await seedReports((text, values) => client.query(text, values), exportRows * organizations, 'PostgreSQL');
  }
  const count = Number(
    (await client.query(`select count(*) as n from reports where organization_id = 1 and status = 'published'`)).rows[0].n,
  );
  const language = (await client.query(`select value from options where name = 'default_language'`)).rows[0]?.value ?? 'en_US';
  await client.end();
  // a fresh process, as after a deploy
  await stopServer(server);
  server = startServer(port, serverEnv, profileArgs);
  await waitForServer(server, port);
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Fieldwatch#1' }),
  });
  const token = (await login.json()).data.token.access_token;

  // one of each first (plans, caches, pages in memory), then the measured pairs: a single pair moved by
  // a third from run to run on this machine, the median of several does not
  await timeCopy(url.toString(), language);
  await timeExport(server, token);
  const copies = [];
  const exports = [];
  for (let run = 0; run < runs; run += 1) {
    copies.push(await timeCopy(url.toString(), language));
    exports.push(await timeExport(server, token));
  }
  const copy = median(copies);
  const exported = median(exports);
  const ratio = exported.seconds / copy.seconds;
  const range = (list) => `${Math.min(...list.map((r) => r.seconds)).toFixed(2)}–${Math.max(...list.map((r) => r.seconds)).toFixed(2)} s`;
  console.log(`\nExport of ${count.toLocaleString('en')} reports of organization 1 as CSV, median of ${runs} runs (range)`);
  console.log(
    `  PostgreSQL COPY … TO STDOUT WITH CSV   ${copy.seconds.toFixed(2)} s  (${range(copies)})  ${(copy.bytes / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  API export                              ${exported.seconds.toFixed(2)} s  (${range(exports)})  ${(exported.bytes / 1e6).toFixed(1)} MB, ` +
      `${(exported.lines - 1).toLocaleString('en')} rows, first byte ${exported.firstByte.toFixed(0)} ms`,
  );
  console.log(`  ratio                                   ${ratio.toFixed(2)}×`);
  // the largest growth of any run, from the memory the process had before it
  const grown = Math.max(...exports.map((run) => run.peak - run.before)) / 2 ** 20;
  const peak = Math.max(...exports.map((run) => run.peak));
  console.log(`  server memory ${(exports[0].before / 2 ** 20).toFixed(0)} MiB before, ${(peak / 2 ** 20).toFixed(0)} MiB at peak`);
  const fewest = Math.min(...exports.map((run) => run.lines));
  console.log('\nGoals:');
  const goals = [
    [`export ≤ ${maxRatio}× COPY (${ratio.toFixed(2)}×)`, ratio <= maxRatio],
    [`export memory stays flat (+${grown.toFixed(0)} MiB ≤ 100 MiB)`, grown <= 100],
    [
      `every report exported in every run (the fewest: ${(fewest - 1).toLocaleString('en')} of ${count.toLocaleString('en')})`,
      fewest - 1 >= count,
    ],
  ];
  for (const [text, met] of goals) console.log(`  ${met ? 'met   ' : 'MISSED'} ${text}`);
  ok = goals.every(([, met]) => met);
} finally {
  if (server) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
}
process.exit(ok ? 0 : 1);
