import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import type { Plugin } from 'esbuild';
import type { GraphData } from './elementGraphs.js';

const registry = fileURLToPath(new URL('../src/styles.ts', import.meta.url));

/**
 * The components' stylesheets (vanilla-extract, one per `.css.ts` module) become modules that hand
 * their text to the elements' style registry when they run, instead of one CSS file for everything:
 * a chunk brings the CSS of the components it holds, so a page with a form carries no map or list
 * styles, and every element's shadow root adopts each sheet as its chunk arrives (src/styles.ts).
 * Goes before vanilla-extract's own plugin, which still compiles the `.css.ts` files.
 */
export const registeredStyles: Plugin = {
  name: 'registered-styles',
  setup(build) {
    // one module per element's module graph that imports the sheet (build/elementGraphs.ts)
    build.onResolve({ filter: virtualCssFileFilter }, (args) => {
      const { graph } = (args.pluginData as GraphData | undefined) ?? {};
      return { path: graph ? `${graph}|${args.path}` : args.path, namespace: 'registered-styles' };
    });
    build.onLoad({ filter: /.*/, namespace: 'registered-styles' }, async (args) => {
      const { source } = await getSourceFromVirtualCssFile(args.path.replace(/^[^|/]*\|/, ''));
      // the text ships inside the JavaScript, where the minifier does not reach it
      const css = build.initialOptions.minify ? (await build.esbuild.transform(source, { loader: 'css', minify: true })).code : source;
      return {
        loader: 'js',
        // the registry by a relative path: the contents are the source map's, hashed into the chunk's name
        resolveDir: dirname(registry),
        contents: `import { registerStyles } from ${JSON.stringify(`./${basename(registry)}`)};\nregisterStyles(${JSON.stringify(css)});`,
      };
    });
  },
};
