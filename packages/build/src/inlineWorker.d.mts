import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: `import Worker from './x.ts?worker&inline'` as Vite does it, the worker bundled on its
 * own and shipped inside the importing chunk, started from a Blob URL.
 */
export declare const inlineWorker: Plugin;

/** esbuild plugin: a self-contained script's `?url` import as a `blob:` URL of its text (maplibre-gl's worker). */
export declare const inlineScriptUrl: Plugin;

/** esbuild plugin: JSON modules as `JSON.parse` of their text, plain JavaScript for any bundler. */
export declare const jsonModules: Plugin;
