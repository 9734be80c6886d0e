// `npm run cluster`: several server processes on one machine behind one port (docs/deployment.md
// "Several processes on one machine"). Node's cluster module: this process holds PORT and hands each
// new connection to the next worker in turn (round-robin); a connection, an event stream included,
// then goes straight to its worker, unbuffered. A worker that dies is replaced; SIGTERM stops them all
// gracefully. Needs PostgreSQL (DATABASE_URL): PGlite's files can be opened by one process only.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent, ensureDependencies, log, root } from './lib.mjs';
import { build } from './build.mjs';

function fail(message) {
  process.stderr.write(`fieldwatch cluster: ${message}\n`);
  process.exit(1);
}

function wholeNumber(name, fallback, min) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is not set. Several processes share one PostgreSQL database (the built-in PGlite can be opened by ' +
      'one process only): set DATABASE_URL=postgres://user:password@host:5432/fieldwatch, or use `npm start` for one process.',
  );
}
const workers = wholeNumber('CLUSTER_WORKERS', Math.max(2, availableParallelism()), 1);
// a stopping worker has SHUTDOWN_TIMEOUT_MS to finish its requests; past that and a margin it is killed
const stopMs = wholeNumber('SHUTDOWN_TIMEOUT_MS', 10_000, 1) + 5_000;
/** a worker that dies is replaced after this pause, so a worker that cannot start does not spin */
const restartDelayMs = 1_000;

await ensureDependencies();
if (buildIsCurrent()) log('build is up to date');
else await build();

// the workers run the built server itself; every one reads the same environment (PORT, DATABASE_URL, …)
cluster.setupPrimary({ exec: join(root, 'apps/server/dist/main.js') });
const env = { NODE_ENV: 'development', ...process.env };
let stopping = false;
let listening = 0;

function fork() {
  const worker = cluster.fork(env);
  worker.once('listening', () => {
    listening += 1;
    if (listening === 1) {
      // the first one has applied the migrations and the first data alone; the others start now
      for (let i = 1; i < workers; i += 1) fork();
    }
    if (listening === workers) log(`${workers} server processes on port ${process.env.PORT || 8080} (pid ${process.pid})`);
  });
  return worker;
}

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  if (listening === 0) fail(`the first server process stopped before it was ready (${how}); see its messages above`);
  log(`server process ${worker.process.pid} stopped (${how}); starting another`);
  setTimeout(() => {
    if (!stopping) fork();
  }, restartDelayMs);
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} server processes`);
  const running = Object.values(cluster.workers ?? {}).filter(Boolean);
  let failed = false;
  const exits = running.map(
    (worker) =>
      new Promise((resolve) => {
        worker.once('exit', (code) => {
          if (code !== 0) failed = true;
          resolve();
        });
        // each finishes what it is serving, then closes its database connections
        worker.process.kill('SIGTERM');
      }),
  );
  const kill = setTimeout(() => {
    for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    failed = true;
  }, stopMs);
  void Promise.all(exits).then(() => {
    clearTimeout(kill);
    process.exit(failed ? 1 : 0);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

fork();
