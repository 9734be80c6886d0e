// `npm run bench:faults`: processes killed while clients write.
//
// PostgreSQL: a fresh database, K server processes (the built apps/server, each on its own port, one
// DATABASE_URL, one DATA_DIR, so one media folder). PGlite: one process on a fresh DATA_DIR. Then, for
// BENCH_FAULT_CYCLES cycles, clients write against every live process — signed-in editors create a
// report, add a photo, publish it, start a comment and publish it; anonymous visitors (a DPoP-bound
// submission token each, from their own address) create a report, add a photo and publish it — while, at
// a random moment of the cycle, one process is killed with SIGKILL and started again. A call that fails
// (no answer, 5xx, 409 IDEMPOTENCY_IN_PROGRESS) is sent again, to any live process, with the same
// Idempotency-Key. Afterwards it checks:
//   - lost writes: every write a client saw acknowledged (2xx) is there: the report (published when its
//     publishing was acknowledged), its photo (row, file, and the bytes the API serves equal to the file),
//     its comment;
//   - duplicates: no create happened twice (one report per title, one photo per upload, one comment each);
//   - half-written: no media row without its files; orphans: no media file that no row names, once the
//     housekeeping a restart runs has swept those older than an hour (the harness ages them first);
//   - errors on surviving processes: calls to a process that was not killed meanwhile that failed (goal 0).
// Prints the figures and exits 1 when a goal is missed. Not a test: a harness, run by hand.
//
//   BENCH_FAULT_CYCLES=100 npm run bench:faults
//   BENCH_ONLY=postgres|pglite          run one of the two
//   BENCH_FAULT_PROCESSES=3             server processes on PostgreSQL
//   BENCH_FAULT_PGLITE_CYCLES=…         cycles on PGlite (default: BENCH_FAULT_CYCLES)
//   BENCH_DATABASE_URL=postgres://…     the server to create the bench database on
//   BENCH_PORT=8470                     the first port (the next ones follow)
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIsCurrent, ensureDependencies, log } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';
import { benchDatabase } from './lib/database.mjs';
import { startServer, stopServer, waitForServer } from './lib/server.mjs';

const env = process.env;
const cycles = Number(env.BENCH_FAULT_CYCLES ?? 100);
const pgliteCycles = Number(env.BENCH_FAULT_PGLITE_CYCLES ?? cycles);
const processCount = Number(env.BENCH_FAULT_PROCESSES ?? 3);
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const firstPort = Number(env.BENCH_PORT ?? 8470);
const only = env.BENCH_ONLY;
/** journeys started per cycle: signed-in editors and anonymous visitors */
const editorsPerCycle = 3;
const visitorsPerCycle = 2;
/** a create whose first call died holds its key this long before a retry may take it over (plugins/idempotency.ts) */
const retryForMs = 4 * 60 * 1000;

await ensureDependencies();
if (!buildIsCurrent()) await build();
const { default: pg } = await import('pg');
const { default: sharp } = await import('sharp');
const { SignJWT, exportJWK, generateKeyPair } = await import('jose');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const storageKeyPattern = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]+)?$/;

// ---------------------------------------------------------------------------------------------
// The processes.

class Fleet {
  constructor(count, serverEnv) {
    this.serverEnv = serverEnv;
    this.nodes = Array.from({ length: count }, (_, i) => ({ index: i, port: firstPort + i, child: null, up: false, generation: 0 }));
  }

  async start(node) {
    // another program answering on the port would take every call and the harness would check nothing
    const taken = await fetch(`http://127.0.0.1:${node.port}/api/handshake`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${node.port} is in use: choose other ports with BENCH_PORT`);
    node.child = startServer(node.port, this.serverEnv);
    await waitForServer(node.child, node.port);
    node.up = true;
  }

  /** the first alone (it migrates and seeds), then the others together */
  async startAll() {
    await this.start(this.nodes[0]);
    await Promise.all(this.nodes.slice(1).map((node) => this.start(node)));
  }

  live() {
    return this.nodes.filter((node) => node.up);
  }

  async kill(node) {
    node.up = false;
    node.generation += 1;
    const exited = new Promise((r) => node.child.once('exit', r));
    node.child.kill('SIGKILL');
    await exited;
  }

  async stopAll() {
    for (const node of this.nodes) {
      node.up = false;
      if (node.child) await stopServer(node.child);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Calls, sent again until they are answered.

const stats = { calls: 0, retried: 0, failedOnKilled: 0, survivorErrors: [], waitedOnClaim: 0 };

/**
 * Sends `build(node)` to a random live process until it is answered with something other than a
 * failure (no answer, 5xx, 409 IDEMPOTENCY_IN_PROGRESS). A failure on a process that was killed while
 * the call ran is expected; on any other process it is an error of a survivor.
 */
async function send(fleet, what, build) {
  const deadline = Date.now() + retryForMs;
  for (let attempt = 0; ;) {
    const live = fleet.live();
    if (live.length === 0) {
      await sleep(200);
      continue;
    }
    if (attempt++ > 0) stats.retried += 1;
    const node = pick(live);
    const generation = node.generation;
    stats.calls += 1;
    let response;
    let failure;
    try {
      const { path, init } = await build(node);
      response = await fetch(`http://127.0.0.1:${node.port}/api${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
      const body = await response.arrayBuffer();
      response = { status: response.status, headers: response.headers, body: Buffer.from(body) };
      if (response.status >= 500) failure = `${response.status} ${response.body.toString('utf8').slice(0, 200)}`;
    } catch (error) {
      failure = error.cause?.code ?? error.message;
    }
    const killed = node.generation !== generation || !node.up;
    if (failure !== undefined) {
      if (killed) stats.failedOnKilled += 1;
      else stats.survivorErrors.push(`${what} on :${node.port}: ${failure}`);
    } else if (response.status === 409 && json(response)?.error?.type === 'IDEMPOTENCY_IN_PROGRESS') {
      stats.waitedOnClaim += 1;
    } else {
      return response;
    }
    if (Date.now() > deadline) throw new Error(`${what}: no answer in ${retryForMs / 1000} s (${failure ?? response.status})`);
    await sleep(failure !== undefined ? 150 + Math.random() * 300 : 1000);
  }
}

function json(response) {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const jsonCall = (method, path, headers, body) => () => ({
  path,
  init: {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  },
});

function uploadCall(path, headersOf, file) {
  return async (node) => {
    const form = new FormData();
    form.append('media', new Blob([file.bytes], { type: 'image/png' }), file.name);
    return { path, init: { method: 'POST', headers: await headersOf(node, 'POST', path), body: form } };
  };
}

/** A small photo of its own colour and noise, so that no two uploads have the same bytes. */
async function photo() {
  const width = 96;
  const height = 64;
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Clients.

/** An anonymous visitor's browser: its key signs a proof for every call (services/anonymousProof.ts). */
async function visitorKey() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  return (port, method, path, token) =>
    new SignJWT({
      htm: method,
      htu: `http://127.0.0.1:${port}/api${path}`,
      ...(token ? { ath: createHash('sha256').update(token).digest('base64url') } : {}),
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
      .setIssuedAt()
      .setJti(randomUUID())
      .sign(privateKey);
}

let journeys = 0;
const reportBody = (title) => ({
  title,
  content: `Written by the fault harness while processes are killed (${title}).`,
  event_date: new Date().toISOString(),
  latitude: 51.5 + Math.random() / 10,
  longitude: -0.2 + Math.random() / 10,
});

/**
 * One editor's report: create, photo, publish, comment, publish the comment. Returns what the client
 * saw acknowledged. A step the client never saw acknowledged ends the journey.
 */
async function editorJourney(fleet, setup) {
  const title = `fault ${process.pid}-${++journeys}-${randomUUID().slice(0, 8)}`;
  const seen = { title, kind: 'editor', acks: 0 };
  const auth = { authorization: `Bearer ${setup.editorToken}` };
  const org = setup.organizationId;
  const created = await send(
    fleet,
    'create report',
    jsonCall('POST', `/organization/${org}/report`, { ...auth, 'idempotency-key': randomUUID() }, reportBody(title)),
  );
  if (created.status !== 201) return { ...seen, refused: `create ${created.status}` };
  seen.reportId = json(created).data.id;
  seen.acks += 1;
  const file = { name: `photo-${journeys}.png`, bytes: await photo() };
  const mediaKey = randomUUID();
  const uploaded = await send(
    fleet,
    'add photo',
    uploadCall(`/report/${seen.reportId}/media`, () => ({ ...auth, 'idempotency-key': mediaKey }), file),
  );
  if (uploaded.status !== 201) return { ...seen, refused: `photo ${uploaded.status}` };
  seen.photo = file.name;
  seen.acks += 1;
  const published = await send(
    fleet,
    'publish',
    jsonCall('PUT', `/organization/${org}/report/${seen.reportId}`, { ...auth, 'idempotency-key': randomUUID() }, { status: 'published' }),
  );
  if (published.status !== 200) return { ...seen, refused: `publish ${published.status}` };
  seen.published = true;
  seen.acks += 1;
  const comment = await send(
    fleet,
    'start comment',
    jsonCall('POST', `/report/${seen.reportId}/comment`, { ...auth, 'idempotency-key': randomUUID() }, { content: `Comment on ${title}` }),
  );
  if (comment.status !== 201) return { ...seen, refused: `comment ${comment.status}` };
  seen.commentId = json(comment).data.id;
  seen.acks += 1;
  const shown = await send(fleet, 'publish comment', jsonCall('PUT', `/comment/${seen.commentId}`, auth, { status: 'published' }));
  if (shown.status !== 200) return { ...seen, refused: `publish comment ${shown.status}` };
  seen.commentPublished = true;
  seen.acks += 1;
  return seen;
}

/** One anonymous visitor, from an address of its own: token, report, photo, publish. */
async function visitorJourney(fleet, setup) {
  const title = `fault ${process.pid}-${++journeys}-${randomUUID().slice(0, 8)}`;
  const seen = { title, kind: 'visitor', acks: 0 };
  const proof = await visitorKey();
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const tokenPath = '/user/anonymous';
  const issued = await send(fleet, 'anonymous token', async (node) => ({
    path: tokenPath,
    init: { method: 'POST', headers: { 'x-forwarded-for': address, dpop: await proof(node.port, 'POST', tokenPath) } },
  }));
  if (issued.status !== 201) return { ...seen, refused: `token ${issued.status}: ${issued.body.toString('utf8').slice(0, 200)}` };
  const token = json(issued).data.access_token;
  const headersOf = async (node, method, path) => ({
    'x-forwarded-for': address,
    authorization: `DPoP ${token}`,
    dpop: await proof(node.port, method, path, token),
  });
  const org = setup.organizationId;
  const createPath = `/organization/${org}/report`;
  const key = randomUUID();
  const body = reportBody(title);
  const created = await send(fleet, 'anonymous create', async (node) => ({
    path: createPath,
    init: {
      method: 'POST',
      headers: { ...(await headersOf(node, 'POST', createPath)), 'idempotency-key': key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  }));
  if (created.status !== 201) return { ...seen, refused: `create ${created.status}: ${created.body.toString('utf8').slice(0, 200)}` };
  seen.reportId = json(created).data.id;
  seen.acks += 1;
  const file = { name: `photo-${journeys}.png`, bytes: await photo() };
  const mediaKey = randomUUID();
  const uploaded = await send(
    fleet,
    'anonymous photo',
    uploadCall(
      `/report/${seen.reportId}/media`,
      async (node, method, path) => ({ ...(await headersOf(node, method, path)), 'idempotency-key': mediaKey }),
      file,
    ),
  );
  if (uploaded.status !== 201) return { ...seen, refused: `photo ${uploaded.status}` };
  seen.photo = file.name;
  seen.acks += 1;
  const publishPath = `/organization/${org}/report/${seen.reportId}`;
  // keyed, as the SDK sends it: a retry of a publication whose answer was lost is answered, not refused
  const publishKey = randomUUID();
  const published = await send(fleet, 'anonymous publish', async (node) => ({
    path: publishPath,
    init: {
      method: 'PUT',
      headers: { ...(await headersOf(node, 'PUT', publishPath)), 'idempotency-key': publishKey, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'published' }),
    },
  }));
  if (published.status !== 200) return { ...seen, refused: `publish ${published.status}` };
  seen.published = true;
  seen.acks += 1;
  return seen;
}

// ---------------------------------------------------------------------------------------------
// One run: processes, cycles, checks.

async function signIn(fleet, username) {
  const response = await send(fleet, 'sign in', jsonCall('POST', '/user/login', {}, { username, password: 'Fieldwatch#1' }));
  if (response.status !== 200) throw new Error(`sign-in as ${username}: ${response.status}`);
  return json(response).data.token.access_token;
}

async function prepare(fleet) {
  const adminToken = await signIn(fleet, 'admin');
  const editorToken = await signIn(fleet, 'northadmin');
  const auth = { authorization: `Bearer ${adminToken}` };
  const organizations = json(await send(fleet, 'organizations', jsonCall('GET', '/organizations', auth))).data;
  const north = organizations.find((o) => o.name === 'Field Team North');
  const options = await send(
    fleet,
    'options',
    jsonCall('PUT', '/options', auth, [
      { name: 'anonymous_enabled', value: '1' },
      { name: 'anonymous_organization', value: String(north.id) },
    ]),
  );
  if (options.status !== 200) throw new Error(`options: ${options.status} ${options.body}`);
  return { adminToken, editorToken, organizationId: north.id };
}

async function runCycles(fleet, setup, count, label) {
  const pending = [];
  const started = performance.now();
  for (let cycle = 1; cycle <= count; cycle++) {
    const batch = [
      ...Array.from({ length: editorsPerCycle }, () => editorJourney(fleet, setup)),
      ...Array.from({ length: visitorsPerCycle }, () => visitorJourney(fleet, setup)),
    ].map((journey) => journey.catch((error) => ({ failed: error.message, acks: 0 })));
    pending.push(...batch);
    // a random moment of the cycle: before, while or after its calls run
    await sleep(Math.random() * 1500);
    const victim = pick(fleet.nodes);
    await fleet.kill(victim);
    await fleet.start(victim);
    await Promise.race([Promise.all(batch), sleep(2000)]);
    process.stdout.write(`\r  ${label}: cycle ${cycle}/${count}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  process.stdout.write('\n');
  log(`${label}: waiting for the last journeys (a create whose call died waits for its key's claim to expire)`);
  return Promise.all(pending);
}

/** What the API serves for each acknowledged write; the database checks follow once the servers stop. */
async function checkThroughApi(fleet, setup, seen) {
  const auth = { authorization: `Bearer ${setup.adminToken}` };
  const lost = [];
  const served = new Map();
  for (const journey of seen) {
    if (!journey.reportId) continue;
    const response = await send(fleet, 'read report', jsonCall('GET', `/report/${journey.reportId}`, auth));
    if (response.status !== 200) {
      lost.push(`${journey.title}: report ${journey.reportId} answers ${response.status}`);
      continue;
    }
    const report = json(response).data;
    if (report.title !== journey.title) lost.push(`${journey.title}: report ${journey.reportId} has title ${report.title}`);
    if (journey.published && report.status !== 'published') lost.push(`${journey.title}: acknowledged publish, status ${report.status}`);
    if (!journey.photo) continue;
    const item = report.media.find((m) => m.name === journey.photo);
    if (!item) {
      lost.push(`${journey.title}: acknowledged photo ${journey.photo} missing`);
      continue;
    }
    const url = new URL(item.src, 'http://placeholder');
    const file = await send(fleet, 'read photo', () => ({ path: `${url.pathname.replace(/^\/api/, '')}${url.search}`, init: {} }));
    if (file.status !== 200) lost.push(`${journey.title}: photo ${item.id} answers ${file.status}`);
    else served.set(item.id, sha256(file.body));
  }
  return { lost, served };
}

async function checkDatabase(query, dataDir, seen, served) {
  const lost = [];
  const titles = seen.filter((j) => j.title).map((j) => j.title);
  const duplicates = (
    await query(
      `select 'report ' || title as what, count(*)::int as n from reports where title = any($1) group by title having count(*) > 1
       union all
       select 'photo ' || m.name || ' of report ' || m.report_id, count(*)::int from media m join reports r on r.id = m.report_id
         where r.title = any($1) and m.comment_id is null group by m.report_id, m.name having count(*) > 1
       union all
       select 'comment ' || c.content, count(*)::int from comments c join reports r on r.id = c.report_id
         where r.title = any($1) group by c.content having count(*) > 1`,
      [titles],
    )
  ).rows.map((row) => `${row.what} ×${row.n}`);

  const mediaRows = (await query('select id, report_id, storage_key, variants, bytes from media')).rows;
  const byId = new Map(mediaRows.map((row) => [Number(row.id), row]));
  for (const [id, hash] of served) {
    const row = byId.get(id);
    const path = row && join(dataDir, 'media', row.storage_key);
    let bytes;
    try {
      bytes = path && readFileSync(path);
    } catch {
      bytes = undefined;
    }
    if (!bytes) lost.push(`photo ${id}: no file`);
    else if (sha256(bytes) !== hash || bytes.length !== Number(row.bytes))
      lost.push(`photo ${id}: the served bytes differ from the stored file`);
  }
  for (const journey of seen.filter((j) => j.commentId)) {
    const [row] = (await query('select status from comments where id = $1', [journey.commentId])).rows;
    if (!row) lost.push(`${journey.title}: acknowledged comment ${journey.commentId} missing`);
    else if (journey.commentPublished && row.status !== 'published')
      lost.push(`${journey.title}: acknowledged comment publish, status ${row.status}`);
  }

  // every file a row names, and every file the media folder holds
  const named = new Set();
  for (const row of mediaRows) {
    named.add(row.storage_key);
    for (const variant of typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) named.add(variant.storageKey);
  }
  const covers = (await query(`select cover from stories where cover is not null`)).rows;
  for (const { cover } of covers) {
    const value = typeof cover === 'string' ? JSON.parse(cover) : cover;
    named.add(value.storageKey);
    for (const variant of value.variants ?? []) named.add(variant.storageKey);
  }
  for (const { file_key } of (await query('select file_key from layers where file_key is not null')).rows) named.add(file_key);
  const halfWritten = mediaRows
    .filter((row) =>
      [row.storage_key, ...(typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants).map((v) => v.storageKey)].some(
        (key) => !exists(join(dataDir, 'media', key)),
      ),
    )
    .map((row) => `media ${row.id} of report ${row.report_id}: a file is missing`);
  const orphans = mediaFiles(dataDir).filter((key) => !named.has(key));
  return { lost, duplicates, halfWritten, orphans, named };
}

function exists(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function mediaFiles(dataDir) {
  const root = join(dataDir, 'media');
  let files;
  try {
    files = readdirSync(root, { recursive: true });
  } catch {
    return [];
  }
  return files.map((name) => name.split('\\').join('/')).filter((key) => storageKeyPattern.test(key));
}

/**
 * The orphans are aged past the hour the sweep waits for, and one process is started: the housekeeping
 * that runs at start must remove them all, and no file a row names.
 */
async function sweepOrphans(fleet, dataDir, orphans, named) {
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const key of orphans) utimesSync(join(dataDir, 'media', key), twoHoursAgo, twoHoursAgo);
  await fleet.start(fleet.nodes[0]);
  const deadline = Date.now() + 60_000;
  let left = orphans;
  while (Date.now() < deadline) {
    left = orphans.filter((key) => exists(join(dataDir, 'media', key)));
    if (left.length === 0) break;
    await sleep(500);
  }
  await fleet.stopAll();
  const eaten = [...named].filter((key) => !exists(join(dataDir, 'media', key)));
  return { left, eaten };
}

function summarise(label, journeys, cycleCount, api, db, sweep) {
  const acknowledged = journeys.reduce((sum, j) => sum + j.acks, 0);
  const lost = [...api.lost, ...db.lost];
  const failed = journeys.filter((j) => j.failed);
  const refused = journeys.filter((j) => j.refused);
  console.log(`\n${label}`);
  console.log(`  cycles                            ${cycleCount}`);
  console.log(`  journeys                          ${journeys.length} (${refused.length} ended by a refusal, ${failed.length} gave up)`);
  console.log(`  acknowledged writes               ${acknowledged}`);
  console.log(
    `  calls                             ${stats.calls} (${stats.retried} sent again; ${stats.failedOnKilled} failed on the killed process; ${stats.waitedOnClaim} waited on a dead call's key)`,
  );
  console.log(`  lost writes                       ${lost.length}   (goal 0)`);
  console.log(`  duplicated creates                ${db.duplicates.length}   (goal 0)`);
  console.log(`  media rows without their files    ${db.halfWritten.length}   (goal 0)`);
  console.log(`  media files without a row         ${db.orphans.length} after the kills; ${sweep.left.length} after the sweep (goal 0)`);
  console.log(`  named files the sweep removed     ${sweep.eaten.length}   (goal 0)`);
  console.log(`  errors on surviving processes     ${stats.survivorErrors.length}   (goal 0)`);
  const details = [
    ...lost,
    ...db.duplicates,
    ...db.halfWritten,
    ...sweep.left.map((k) => `orphan ${k}`),
    ...sweep.eaten.map((k) => `swept named file ${k}`),
    ...stats.survivorErrors,
    ...failed.map((j) => j.failed),
  ];
  // every error of a survivor is shown; of the rest, the first few
  for (const line of stats.survivorErrors) console.log(`    ${line}`);
  const others = details.filter((line) => !stats.survivorErrors.includes(line));
  for (const line of others.slice(0, 20)) console.log(`    ${line}`);
  if (others.length > 20) console.log(`    … and ${others.length - 20} more`);
  for (const reason of new Set(refused.map((j) => j.refused))) console.log(`    refusal seen: ${reason}`);
  return (
    lost.length === 0 &&
    db.duplicates.length === 0 &&
    db.halfWritten.length === 0 &&
    sweep.left.length === 0 &&
    sweep.eaten.length === 0 &&
    stats.survivorErrors.length === 0 &&
    failed.length === 0
  );
}

function resetStats() {
  Object.assign(stats, { calls: 0, retried: 0, failedOnKilled: 0, survivorErrors: [], waitedOnClaim: 0 });
}

// ---------------------------------------------------------------------------------------------

const results = [];
// the clients sign in once: their access tokens outlive the run
const sharedEnv = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: '127.0.0.1',
  ANONYMOUS_REPORTS_PER_TOKEN: '5',
  ACCESS_TOKEN_TTL_SECONDS: String(24 * 60 * 60),
};

if (only !== 'pglite') {
  const database = await benchDatabase(adminUrl, { prefix: 'fw_bench_faults' });
  const { name } = database;
  const url = new URL(database.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-faults-pg-'));
  const fleet = new Fleet(processCount, { ...sharedEnv, DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  try {
    log(
      `PostgreSQL: database ${name}, ${processCount} processes on ports ${firstPort}–${firstPort + processCount - 1}, DATA_DIR ${dataDir}`,
    );
    resetStats();
    await fleet.startAll();
    const setup = await prepare(fleet);
    const journeys = await runCycles(fleet, setup, cycles, 'PostgreSQL');
    const api = await checkThroughApi(fleet, setup, journeys);
    await fleet.stopAll();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const db = await checkDatabase((text, values) => client.query(text, values), dataDir, journeys, api.served);
    await client.end();
    const sweep = await sweepOrphans(fleet, dataDir, db.orphans, db.named);
    results.push(summarise(`PostgreSQL, ${processCount} processes, one killed per cycle`, journeys, cycles, api, db, sweep));
  } finally {
    await fleet.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-bench-faults-pglite-'));
  const fleet = new Fleet(1, { ...sharedEnv, DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    log(`PGlite: one process on port ${firstPort}, DATA_DIR ${dataDir}`);
    resetStats();
    await fleet.startAll();
    const setup = await prepare(fleet);
    const journeys = await runCycles(fleet, setup, pgliteCycles, 'PGlite');
    const api = await checkThroughApi(fleet, setup, journeys);
    await fleet.stopAll();
    // the server holds the folder's lock while it runs: the database is read between two starts
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const database = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const db = await checkDatabase((text, values) => database.query(text, values), dataDir, journeys, api.served);
    await database.close();
    const sweep = await sweepOrphans(fleet, dataDir, db.orphans, db.named);
    results.push(summarise('PGlite, one process killed and restarted per cycle', journeys, pgliteCycles, api, db, sweep));
  } finally {
    await fleet.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\nThe machine was shared with other work while this ran: times are indicative only.');
process.exit(results.every(Boolean) ? 0 : 1);
