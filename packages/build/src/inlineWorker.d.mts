import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: `import Worker from './x.ts?worker&inline'` as Vite does it, the worker bundled on its
 * own and shipped inside the importing chunk, started from a Blob URL.
 */
export declare const inlineWorker: Plugin;
