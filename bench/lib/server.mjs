// The product server for the benchmarks, started as `npm start` runs it (the built apps/server/dist).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib.mjs';

/**
 * Starts apps/server/dist/main.js on `port` in development mode (demo data on an empty database),
 * logging warnings only, with `Server-Timing: db` on every answer (SERVER_TIMING=1), drawing the built-in
 * basemap (MAP_STYLE_URL=builtin: a bench measures this machine, not a tile host's answers; set
 * MAP_STYLE_URL to measure another). `extraEnv` adds or overrides variables (DATABASE_URL, DATA_DIR, …);
 * `nodeArgs` go to node before the script (`--cpu-prof`, …).
 */
export function startServer(port, extraEnv = {}, nodeArgs = []) {
  return spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      MAP_STYLE_URL: 'builtin',
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      SERVER_TIMING: '1',
      ...extraEnv,
    },
  });
}

/**
 * Resolves once `path` answers 2xx (every `everyMs`, for `limitS` seconds at most) to how long that took,
 * in ms; fails as soon as the process exits.
 */
async function waitForAnswer(child, port, path, everyMs, limitS = 120) {
  const started = performance.now();
  const deadline = Date.now() + limitS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return performance.now() - started;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`no answer from ${path} in ${limitS} s`);
}

/** Resolves once `/api/handshake` answers (the first start migrates and seeds: up to 120 s). */
export async function waitForServer(child, port) {
  await waitForAnswer(child, port, '/api/handshake', 250);
}

/**
 * Resolves once `/api/health/ready` answers 200, as a load balancer waits before it sends a new process
 * traffic (after a start the map's sets in use are built first); to how long that took from the call, in ms.
 */
export const waitForReady = (child, port, limitS = 120) => waitForAnswer(child, port, '/api/health/ready', 100, limitS);

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The resident memory of process `pid` in bytes (Linux), 0 once it is gone. */
function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) * 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 50 ms; `stop()` answers it at the start and at its peak. */
export function sampleMemory(pid) {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  return {
    stop() {
      clearInterval(timer);
      return { before, peak };
    },
  };
}
