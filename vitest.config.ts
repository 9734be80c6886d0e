import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests run against the sources of the workspace packages, so no build is needed before `vitest`. */
const alias = {
  '@fieldwatch/core': src('./packages/core/src/index.ts'),
  '@fieldwatch/react': src('./packages/react/src/index.ts'),
};

const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    root: src('./apps/server'),
    include: ['src/**/*.test.ts'],
    environment: 'node',
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
        resolve: { alias },
        test: { name: 'core', root: src('./packages/core'), include: ['src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server-pglite', { FW_TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', { FW_TEST_DB: 'postgres' })] : []),
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve: { alias },
        test: {
          name: 'react',
          root: src('./packages/react'),
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: [src('./packages/react/test/setup.ts')],
        },
      },
      {
        // createElement.ts imports the theme for its side effect, as the elements' build does (tsconfig paths)
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: { '@fieldwatch/react/theme': src('./packages/react/src/theme/lightTheme.css.ts'), ...alias } },
        test: { name: 'elements', root: src('./packages/elements'), include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'], environment: 'happy-dom' },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve: { alias },
        test: {
          name: 'dashboard',
          root: src('./apps/dashboard'),
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: [src('./packages/react/test/setup.ts')],
        },
      },
    ],
  },
});
