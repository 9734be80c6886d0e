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

const serverProject = (name: string, env: Record<string, string>, include = ['src/**/*.test.ts'], exclude: string[] = []) => ({
  resolve,
  ssr,
  // vitest loads a globalSetup file through its own environment, which needs the condition as well
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    name,
    root: src('./apps/server'),
    include,
    exclude,
    environment: 'node',
    // server test files share nothing but what they start themselves (a server, a database, a bucket), so
    // a worker runs them one after another in one module graph instead of importing the server per file
    isolate: false,
    env,
    // the migrated, seeded database each test server starts from (src/test/databases.ts)
    globalSetup: [src('./apps/server/src/test/databases.ts')],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

/**
 * Every route × every caller, and generated bad input on every route (a tenth of the server suite's time
 * each): what they test sits above the database, whose SQL is the same on both, so a run with PostgreSQL
 * (the production database, and the older PostgreSQL of the two) runs them there only.
 */
const onOneDatabase = ['src/routes/routeMatrix.test.ts', 'src/routes/inputFuzz.test.ts'];

/**
 * The test files of React components that need modules of their own: those replacing a module of the
 * package (`vi.mock`), whose replacement would stay for the files after them in a shared module graph,
 * and those depending on what a module remembers for the page's life (which API bases have answered).
 */
const ownModules = [
  'src/components/ReportForm/ReportForm.submissions.test.tsx',
  'src/components/LocationPicker/LocationPicker.test.tsx',
  'src/components/MapSettings/MapPreview.test.tsx',
  'src/components/ReportMap/ReportMap.public.test.tsx',
  'src/map/basemapStyle.test.ts',
  'src/map/preloadReportMap.test.tsx',
];

/**
 * React components in happy-dom, every language's messages loaded. The files of a worker share one
 * module graph unless `isolate` is set: importing React, Testing Library and seven catalogues again for
 * each file took more of a run than the tests themselves (both projects: 248 s against 95 s).
 * Testing Library's cleanup and `unstubAllGlobals` leave nothing behind between files.
 */
function componentProject(name: string, root: string, options: { include?: string[]; exclude?: string[]; isolate?: boolean } = {}) {
  return {
    plugins: [vanillaExtractPlugin(), react()],
    resolve,
    ssr,
    test: {
      name,
      // a component test types and clicks through a whole form with user-event; on a busy 2-core machine
      // that can pass 5 s without anything being wrong (this is a guard against hangs, not a timing check)
      testTimeout: 20_000,
      root: src(root),
      include: options.include ?? ['src/**/*.test.tsx', 'src/**/*.test.ts'],
      exclude: options.exclude ?? [],
      isolate: options.isolate ?? false,
      environment: 'happy-dom',
      setupFiles: [src('./packages/testing/src/setup.ts')],
    },
  };
}

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
      serverProject('server-pglite', { FW_TEST_DB: 'pglite' }, undefined, process.env.TEST_DATABASE_URL ? onOneDatabase : []),
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
      componentProject('react', './packages/react', { exclude: ownModules }),
      componentProject('react-own-modules', './packages/react', { include: ownModules, isolate: true }),
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
      componentProject('dashboard', './apps/dashboard'),
    ],
  },
});
