import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { inlineWorker } from '@fieldwatch/build/inlineWorker';
import { limits } from '@fieldwatch/core';
import { compiledMessages } from './build/compiledMessages.js';
import { withoutDocumentation } from './build/declarationDocs.js';
import { directImports } from './build/directImports.js';
import { elementGraphs, isGraph, onDisk } from './build/elementGraphs.js';
import { inlineConstants, markPureDefinitions } from './build/pureDefinitions.js';
import { reactModules } from './build/reactModules.js';
import { registeredStyles } from './build/registeredStyles.js';
import { usedMessages } from './build/usedMessages.js';

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
    // named relative to the package: esbuild hashes the name into the chunk's (build/elementGraphs.ts)
    build.onResolve({ filter: /\?url$/ }, (args) => ({
      path: relative(process.cwd(), require.resolve(args.path.replace(/\?url$/, ''), { paths: [args.resolveDir] })),
      namespace: 'asset-url',
    }));
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, (args) => {
      const file = resolve(args.path);
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
      const name = `${basename(file, extname(file))}-${hash}${extname(file)}`;
      mkdirSync(join(outDir, 'chunks'), { recursive: true });
      copyFileSync(file, join(outDir, 'chunks', name));
      return { loader: 'js', contents: `export default new URL(${JSON.stringify(`./${name}`)}, import.meta.url).href;` };
    });
  },
};

/**
 * maplibre-gl starts a worker on another origin through `new URL(url, import.meta.url)` with a URL known
 * only at run time; inside the bundle, a consumer's bundler that meets the pattern takes it for an asset
 * to copy and fails (Next's Turbopack: "Can't resolve <dynamic>"). The URL it is given is always absolute
 * (`setWorkerUrl` with the worker's address, assetUrls above), so the page's address as the base changes
 * nothing and hides the pattern.
 */
const maplibreWorkerBase: Plugin = {
  name: 'maplibre-worker-base',
  setup(build) {
    build.onLoad({ filter: /\/maplibre-gl\/dist\/maplibre-gl\.mjs$/ }, async (args) => ({
      loader: 'js',
      resolveDir: dirname(onDisk(args.path, build.initialOptions)),
      contents: (await readFile(onDisk(args.path, build.initialOptions), 'utf8')).replace(
        /new URL\(([A-Za-z_$][\w$]*),import\.meta\.url\)/g,
        'new URL($1,globalThis.location.href)',
      ),
    }));
  },
};

/**
 * maplibre-gl's stylesheet, fetched with its code: the React package's `loadMaplibre` waits for
 * `map/maplibreStylesheet.ts`, which loads nothing (its apps import the CSS once); in its place, every
 * element's graph gets src/maplibreStylesheet.ts, which adopts the stylesheet into the shadow roots. So a
 * page fetches its 71 kB (10 kB gzip) when a map is first drawn, not with the element, and the story's
 * maps and the form's picker get it as the report map does (docs/decisions.md, "Download budgets").
 */
const maplibreStylesheet: Plugin = {
  name: 'maplibre-stylesheet',
  setup(build) {
    build.onResolve({ filter: /^\.\/maplibreStylesheet\.js$/ }, (args) =>
      /[\\/]packages[\\/]react[\\/]src[\\/]map[\\/]loadMaplibre\.ts$/.test(args.importer)
        ? { path: resolve('src/maplibreStylesheet.ts') }
        : undefined,
    );
  },
};

/**
 * One self-contained ESM bundle for partner pages: React, the components and core inside, so
 * `<script type="module" src=".../fieldwatch-elements.js">` is all a page needs. The entry holds React
 * and the registrations; each element's code, with all it uses of core and the components and their CSS,
 * is one chunk fetched from next to the bundle when the first such element appears, and so are
 * maplibre-gl (with the map) and each language's catalogue: a page with a form never downloads a map.
 * Built from the packages' sources, so the bundler keeps per module only what the elements use.
 */
const entry = 'src/define.ts';
// the element classes, not registered (`@fieldwatch/elements`); the bundle above registers them
const classesEntry = 'src/index.ts';
const tsconfig = 'tsconfig.json';
/**
 * The sources of core and react: their exports name them first under this condition (docs/architecture.md,
 * "Source resolution"). `module` is esbuild's default, which naming any condition turns off.
 */
const conditions = ['@fieldwatch/source', 'module'];
// stylesheets arrive as text and are adopted into each shadow root: CSS imported into document.head never reaches one
const loader = { '.css': 'text' } as const;
// the element declarations, whose documentation the pages do not download (build/declarationDocs.ts)
const declarations = resolve('src/declarations.ts');
// core's schemas: what a page does not use is dropped; the limits are written in where they are read (build/pureDefinitions.ts)
const schemaModule = /\/packages\/core\/src\/schemas\/[^/]+(?<!\.test)\.ts$/;
/**
 * Each element's module graph is its own (build/elementGraphs.ts). Shared by the whole page: React, r2wc
 * and the element runtime the entry holds (createElement.ts, through which the elements share their
 * services, and the style registry); and the libraries that keep no state of their own, ofetch (with ufo
 * and destr), formatjs and react-intl, zod: one copy for every kind of element on a page (a chunk the
 * elements' chunks import), where each kind carried its own (all three elements 196.6 → 175.3 kB gzip,
 * the form's page 116.4 → 116.6). Core stays per graph.
 */
const graphs = elementGraphs(
  {
    [resolve('src/report-form/ReportFormElement.tsx')]: 'form',
    [resolve('src/report-list/ReportListElement.tsx')]: 'list',
    [resolve('src/report-map/ReportMapElement.tsx')]: 'map',
    [resolve('src/report-story/ReportStoryElement.tsx')]: 'story',
    // the form's map to choose the place on, fetched once a form shows: none of the form's code in its
    // chunk, so the form's page downloads what it did without it (docs/decisions.md, the location picker)
    [resolve('../react/src/components/LocationPicker/LocationPicker.tsx')]: 'picker',
    // what sending a report takes (the steps, the anonymous token's browser key), fetched with the first
    // report sent: a chunk of the form's graph would have moved the client and errors they share into a
    // third file the form's page downloads (docs/decisions.md, "Download budgets")
    [resolve('../core/src/submissions/sendReport.ts')]: 'sending',
  },
  /\/node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|ofetch|ufo|destr|@formatjs\/[^/]+|intl-messageformat|react-intl|zod)\/|\/packages\/elements\/src\/(styles|adopt-styles|runtime\/createElement)\.ts$|\/packages\/react\/src\/theme\/[\w.]+\.ts$|\/packages\/react\/src\/provider\/context\.ts$/,
  loader,
);
/** How the sources become the bundle (also the first pass of usedMessages), after graphs.resolve. */
const sourcePlugins = () => [
  reactModules,
  directImports(
    ['@fieldwatch/core', '@fieldwatch/react'],
    (source, path) => {
      const inlined = inlineConstants(source, path, { limits });
      if (path === declarations) return withoutDocumentation(inlined, path);
      return schemaModule.test(path) ? markPureDefinitions(inlined, path) : inlined;
    },
    isGraph,
  ),
  registeredStyles,
  vanillaExtractPlugin({ identifiers: 'short' }),
  inlineWorker,
  assetUrls,
  maplibreWorkerBase,
  maplibreStylesheet,
  graphs.load,
];

// which messages each element's graph can ask for, learnt from a first pass (build/usedMessages.ts)
const used = usedMessages({ entryPoints: [entry], tsconfig, conditions, loader, plugins: [graphs.resolve, ...sourcePlugins()] });

export default defineConfig({
  entry: { 'fieldwatch-elements': entry, index: classesEntry },
  format: ['esm'],
  splitting: true,
  dts: { entry: { 'fieldwatch-elements': entry, index: classesEntry } },
  sourcemap: true,
  clean: true,
  // esbuild minifies (esbuildOptions below), then terser's two compress passes take 2.4 kB gzip more off
  // the form's page, whose budget is tight (.size-limit.js)
  minify: 'terser',
  terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, sourceMap: true, format: { comments: false } },
  // dist/metafile-esm.json: which chunks each element's page downloads, for the budgets (.size-limit.js)
  metafile: true,
  target: 'es2022',
  platform: 'browser',
  noExternal: [/.*/],
  loader,
  define: { 'process.env.NODE_ENV': '"production"' },
  tsconfig,
  esbuildPlugins: [
    graphs.resolve,
    compiledMessages({
      outDir: 'node_modules/.cache/compiled-messages',
      keep: async () => {
        const { graphs: byGraph, any } = await used();
        // each element's catalogues hold what its graph asks for, and what the graphs it opens ask for
        // (they speak through the element's provider)
        const opened: Record<string, string[]> = { 'element-form': ['element-picker'] };
        return (key, namespace) =>
          (byGraph.get(namespace) ?? any)(key) || (opened[namespace] ?? []).some((graph) => byGraph.get(graph)?.(key));
      },
    }),
    ...sourcePlugins(),
  ],
  esbuildOptions(options) {
    options.conditions = conditions;
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'none';
    // the catalogues arrive compiled (build/compiledMessages.ts): formatjs's documented way to leave its ICU parser out
    options.alias = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };
    options.minify = true;
  },
});
