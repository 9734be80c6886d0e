import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Each worker has a server of its own, with its own data directory and demo data, on the port after
// the last one's, so the journeys of one worker never see another's changes. One worker by default: on
// a 2-core machine two workers ran no more journeys per minute than one (docs/decisions.md, "Browser
// journeys"); E2E_WORKERS sets more on a larger machine.
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const workers = Number(process.env.E2E_WORKERS ?? 1);
// One fresh data directory per run, chosen in the runner and inherited by the workers.
process.env.E2E_DATA_DIR ??= join(import.meta.dirname, '.data-e2e');
if (!process.env.TEST_WORKER_INDEX) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
const serverPort = (index: number) => firstPort + index;
const serverDir = (index: number) => join(process.env.E2E_DATA_DIR!, `server-${index}`);

/**
 * The server of the worker this file is loaded in (the config is loaded again in every worker, which
 * Playwright numbers from 0 in TEST_PARALLEL_INDEX; a replacement worker takes its predecessor's number).
 */
const serverIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const e2eServer = {
  port: serverPort(serverIndex),
  dataDir: serverDir(serverIndex),
  /** the i-th of ten ports (0-9) no other worker uses, for a journey that starts servers of its own */
  sparePort: (i: number) => firstPort + 20 + serverIndex * 10 + i,
};
export const accessTokenSeconds = 20;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2eServer.port}`,
    // recording a trace of every journey, kept only for failures, made the journeys a quarter slower
    // (stories-read: 125 s against 102 s); `npx playwright test --trace on <file>` records one to look at
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${serverPort(index)}/api/handshake`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort(index)),
      HOST: '127.0.0.1',
      DATA_DIR: serverDir(index),
      PUBLIC_URL: `http://127.0.0.1:${serverPort(index)}`,
      NODE_ENV: 'development',
      // short-lived access tokens, so journeys cross a refresh for real
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenSeconds),
    },
  })),
});
