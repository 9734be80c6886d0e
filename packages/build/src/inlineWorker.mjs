import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

/**
 * `import Worker from './x.ts?worker&inline'` as Vite does it (the dashboard and Storybook build with
 * Vite; the React package and the elements bundle build with tsup): the worker is bundled on its own
 * and shipped inside the importing chunk, started from a Blob URL. One file to serve, nothing to copy
 * next to the bundle. Pages need `worker-src blob:` in their CSP (the map falls back to clustering in
 * the page without it).
 *
 * @type {import('esbuild').Plugin}
 */
export const inlineWorker = {
  name: 'inline-worker',
  setup(esbuild) {
    // named relative to the working directory: esbuild hashes a module's name outside its `file`
    // namespace verbatim into the chunk's file name, and an absolute one differs in every checkout
    const base = esbuild.initialOptions.absWorkingDir ?? process.cwd();
    esbuild.onResolve({ filter: /\?worker&inline$/ }, (args) => ({
      path: relative(base, resolve(args.resolveDir, args.path.replace(/\?worker&inline$/, ''))),
      namespace: 'inline-worker',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-worker' }, async (args) => {
      const bundled = await build({
        entryPoints: [resolve(base, args.path)],
        bundle: true,
        write: false,
        // the workspace packages the worker imports come as the importing build resolves them (their source)
        conditions: esbuild.initialOptions.conditions,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
      });
      const code = bundled.outputFiles[0].text;
      return {
        loader: 'js',
        contents: `const code = ${JSON.stringify(code)};
export default function InlineWorker(options) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const worker = new Worker(url, options);
  // the worker has read its script once it answers or fails; the URL is not needed after that
  const release = () => URL.revokeObjectURL(url);
  worker.addEventListener('message', release, { once: true });
  worker.addEventListener('error', release, { once: true });
  return worker;
}`,
      };
    });
  },
};

/**
 * `import url from 'some-package/worker.js?url'` for a script that runs as a worker by its URL
 * (maplibre-gl's): the published React package gives a `blob:` URL of the script's text, made when the
 * importing chunk first runs, so a consumer's bundler has no file to copy and no `?url` to understand
 * (docs/bundlers.md). The script must be self-contained (maplibre-gl's worker is one module that
 * imports nothing). Pages with a CSP need `worker-src blob:`.
 *
 * @type {import('esbuild').Plugin}
 */
export const inlineScriptUrl = {
  name: 'inline-script-url',
  setup(esbuild) {
    // relative, as inlineWorker's names
    const base = esbuild.initialOptions.absWorkingDir ?? process.cwd();
    esbuild.onResolve({ filter: /\.m?js\?url$/ }, (args) => ({
      path: relative(base, createRequire(join(args.resolveDir, 'noop.js')).resolve(args.path.replace(/\?url$/, ''))),
      namespace: 'inline-script-url',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-script-url' }, async (args) => ({
      loader: 'js',
      contents: `export default URL.createObjectURL(new Blob([${JSON.stringify(await readFile(resolve(base, args.path), 'utf8'))}], { type: 'text/javascript' }));`,
    }));
  },
};

/**
 * `import('x.json')` as `JSON.parse` of the text rather than esbuild's object literal: a large JSON
 * (the offline basemap's topologies) parses faster so, and the chunk is plain JavaScript any bundler
 * reads without a JSON plugin.
 *
 * @type {import('esbuild').Plugin}
 */
export const jsonModules = {
  name: 'json-modules',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      // parsed once here, so a file that is not JSON fails the build rather than the page
      return { loader: 'js', contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});` };
    });
  },
};
