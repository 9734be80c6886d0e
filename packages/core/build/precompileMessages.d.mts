import type { Plugin } from 'esbuild';

/** esbuild plugin: catalogue modules as ICU syntax trees, and no ICU parser in the bundle. */
export declare function precompileMessages(): Plugin;
