import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
// One fresh data directory per run, chosen in the runner and inherited by the workers.
process.env.E2E_DATA_DIR ??= join(import.meta.dirname, '.data-e2e');
if (!process.env.TEST_WORKER_INDEX) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });

export const e2eDataDir = process.env.E2E_DATA_DIR;
export const accessTokenSeconds = 20;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/handshake`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
      // short-lived access tokens, so journeys cross a refresh for real
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenSeconds),
    },
  },
});
