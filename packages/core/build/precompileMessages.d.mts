import type { Plugin } from 'esbuild';

/**
 * esbuild plugin: catalogue modules as ICU syntax trees, and no ICU parser in the bundle; with `keep`,
 * only the keys it answers true for.
 */
export declare function precompileMessages(options?: { keep?: () => Promise<(key: string) => boolean> }): Plugin;
