import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { inlineScriptUrl, inlineWorker, jsonModules } from '@fieldwatch/build/inlineWorker';

const require = createRequire(import.meta.url);

/**
 * What is published is plain ES modules and one plain stylesheet, which every bundler takes without a
 * plugin or a setting (docs/bundlers.md; e2e/consumers/run.mjs builds an app with Vite, webpack, Rollup,
 * esbuild and Next): the sources' Vite-style imports become plain code here — the cluster worker
 * inlined and started from a `blob:` URL (inlineWorker), maplibre-gl's worker a `blob:` URL of its code
 * (inlineScriptUrl), the offline basemap's topologies chunks of `JSON.parse` (jsonModules; written out of
 * world-atlas into src/map/atlas, so world-atlas is no dependency) — and no module imports CSS.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@fieldwatch/core'],
  noExternal: [/maplibre-gl-worker\.mjs\?url$/],
  // Emits dist/index.css next to dist/index.js; index.js does not import it.
  esbuildPlugins: [inlineWorker, inlineScriptUrl, jsonModules, vanillaExtractPlugin({ identifiers: 'short' })],
  minify: false,
  esbuildOptions(options) {
    // core is external to the package, but the map's worker (inlineWorker) bundles what it uses of core,
    // from source like the rest of the workspace (docs/architecture.md, "Source resolution"); `module` is
    // esbuild's default, which naming any condition turns off
    options.conditions = ['@fieldwatch/source', 'module'];
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  /**
   * dist/styles.css (exported as `./styles.css`), the one stylesheet an app imports: maplibre-gl's own
   * (markers, popups and controls need it) and the components'.
   */
  onSuccess: () => {
    const maplibre = readFileSync(require.resolve('maplibre-gl/dist/maplibre-gl.css'), 'utf8');
    const components = readFileSync('dist/index.css', 'utf8').replace(/\n\/\*# sourceMappingURL=.*\*\/\n?$/, '\n');
    writeFileSync(
      'dist/styles.css',
      `/* maplibre-gl ${(require('maplibre-gl/package.json') as { version: string }).version}, BSD-3-Clause */\n${maplibre}\n${components}`,
    );
    return Promise.resolve();
  },
});
