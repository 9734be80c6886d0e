import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: catalogue modules as ICU syntax trees, and no ICU parser in the bundle; with `keep`,
 * only the keys it answers true for (given the key and the namespace the catalogue module is loaded in).
 */
export declare function precompileMessages(options?: { keep?: () => Promise<(key: string, namespace: string) => boolean> }): Plugin;
