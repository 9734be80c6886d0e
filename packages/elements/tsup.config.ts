import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const require = createRequire(import.meta.url);
const outDir = 'dist';

/**
 * Vite's `?url` imports, which the React package keeps for its apps (maplibre-gl's worker, the offline
 * basemap's data): the file is copied next to the chunks, hashed, and the import gives its address
 * relative to the chunk that asked (these are dynamic imports, so that module is a chunk of its own in
 * dist/chunks/). Nothing is fetched from anywhere but the bundle's own folder.
 */
const assetUrls: Plugin = {
  name: 'asset-urls',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, (args) => ({
      path: require.resolve(args.path.replace(/\?url$/, ''), { paths: [args.resolveDir] }),
      namespace: 'asset-url',
    }));
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => {
      const hash = createHash('sha256').update(readFileSync(args.path)).digest('hex').slice(0, 8);
      const name = `${basename(args.path, extname(args.path))}-${hash}${extname(args.path)}`;
      mkdirSync(join(outDir, 'chunks'), { recursive: true });
      copyFileSync(args.path, join(outDir, 'chunks', name));
      return { loader: 'js', contents: `export default new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href;` };
    });
  },
};

/**
 * One self-contained ESM bundle for partner pages (issue 5): React, the components and core inside, so
 * `<script type="module" src=".../fieldwatch-elements.js">` is all a page needs. Code split: what only a
 * map needs (maplibre-gl, its stylesheet, the offline basemap) and each language's catalogue are chunks
 * fetched from next to the bundle when first used, so a page with a form never downloads a map.
 */
export default defineConfig({
  entry: { 'fieldwatch-elements': 'src/index.ts' },
  format: ['esm'],
  splitting: true,
  // the published declarations refer to the built packages, not to their sources
  dts: { entry: { 'fieldwatch-elements': 'src/index.ts' }, compilerOptions: { paths: {} } },
  sourcemap: true,
  clean: true,
  minify: true,
  target: 'es2022',
  platform: 'browser',
  noExternal: [/.*/],
  // stylesheets arrive as text and are adopted into each shadow root (STYLE.md)
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // built from the packages' builds (dist), as a partner's bundler would: one copy of each
  tsconfig: 'tsconfig.build.json',
  esbuildPlugins: [assetUrls],
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
  },
});
