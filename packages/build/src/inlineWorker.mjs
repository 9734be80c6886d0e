import { build } from 'esbuild';
import { resolve } from 'node:path';

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
    esbuild.onResolve({ filter: /\?worker&inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?worker&inline$/, '')),
      namespace: 'inline-worker',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'inline-worker' }, async (args) => {
      const bundled = await build({
        entryPoints: [args.path],
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
