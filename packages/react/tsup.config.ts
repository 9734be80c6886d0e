import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { inlineWorker } from '@fieldwatch/build/inlineWorker';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@fieldwatch/core'],
  // Emits dist/index.css next to dist/index.js (exported as "./styles.css"); index.js does not import it.
  esbuildPlugins: [inlineWorker, vanillaExtractPlugin({ identifiers: 'short' })],
  minify: false,
  esbuildOptions(options) {
    // core is external to the package, but the map's worker (inlineWorker) bundles what it uses of core,
    // from source like the rest of the workspace (docs/architecture.md, "Source resolution"); `module` is
    // esbuild's default, which naming any condition turns off
    options.conditions = ['@fieldwatch/source', 'module'];
  },
});
