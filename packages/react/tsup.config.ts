import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { inlineWorker } from './build/inlineWorker.js';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // The published declarations import '@fieldwatch/core' instead of inlining it, so the source alias of
  // tsconfig.json (used for typechecking in the workspace) is switched off for the declaration build.
  dts: { compilerOptions: { paths: {} } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@fieldwatch/core'],
  // Emits dist/index.css next to dist/index.js (exported as "./styles.css"); index.js does not import it.
  esbuildPlugins: [inlineWorker, vanillaExtractPlugin({ identifiers: 'short' })],
  minify: false,
});
