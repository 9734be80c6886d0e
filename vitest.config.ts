import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests run against the sources of the workspace packages, so no build is needed before `vitest`: their
 * exports name the source first, under this condition (docs/architecture.md, "Source resolution"). For
 * the DOM projects (Vite's client environment) and the node ones (its server environment).
 */
const conditions = ['@fieldwatch/source'];
const resolve = { conditions };
const ssr = { resolve: { conditions } };

const serverProject = (name: string, env: Record<string, string>, include = ['src/**/*.test.ts']) => ({
  resolve,
  ssr,
  test: {
    name,
    root: src('./apps/server'),
    include,
    environment: 'node',
    // server test files share nothing but what they start themselves (a server, a database, a bucket), so
    // a worker runs them one after another in one module graph instead of importing the server per file
    isolate: false,
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // a 2-core machine: each server test file opens its own database
    maxWorkers: 2,
    projects: [
      {
        resolve,
        ssr,
        test: { name: 'core', root: src('./packages/core'), include: ['src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server-pglite', { FW_TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { FW_TEST_DB: 'postgres' })] : []),
      // the suites that store files, again with files in an S3 bucket (s3rver, started by each test file)
      serverProject('server-s3', { FW_TEST_DB: 'pglite', TEST_STORAGE: 's3' }, [
        'src/media/ingest.test.ts',
        'src/routes/reportChanges.test.ts',
        'src/routes/stories.test.ts',
        'src/routes/layers.test.ts',
        'src/routes/publicSite.test.ts',
        'src/routes/reportTransfer.test.ts',
      ]),
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve,
        ssr,
        test: {
          name: 'react',
          // a component test types and clicks through a whole form with user-event; on a busy 2-core machine
          // that can pass 5 s without anything being wrong (this is a guard against hangs, not a timing check)
          testTimeout: 20_000,
          root: src('./packages/react'),
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: [src('./packages/testing/src/setup.ts')],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve,
        ssr,
        test: {
          name: 'elements',
          root: src('./packages/elements'),
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve,
        ssr,
        test: {
          name: 'dashboard',
          testTimeout: 20_000,
          root: src('./apps/dashboard'),
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: [src('./packages/testing/src/setup.ts')],
        },
      },
    ],
  },
});
