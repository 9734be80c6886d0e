import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { dirname, join } from 'node:path';
import { onDisk } from './elementGraphs.js';
import { compileMessages } from '@fieldwatch/build/compileMessages';

/** The top-level catalogue of a language in core, `i18n/messages/<language>.ts`; not the namespace ones under it. */
const catalogueModule = /[\\/]i18n[\\/]messages[\\/]([a-z]{2})\.ts$/;

export interface CompiledMessagesOptions {
  /** where `formatjs compile --ast` writes the compiled catalogues (build output, not sources) */
  outDir: string;
  /**
   * Which keys the bundle's code can ask for, given the key and the namespace the catalogue is loaded in
   * (an element's module graph, build/elementGraphs.ts); the others are left out of every language
   * (build/usedMessages.ts).
   */
  keep?: () => Promise<(key: string, namespace: string) => boolean>;
}

/**
 * Each language's catalogue module of core arrives as the syntax trees `formatjs compile --ast` made of
 * it (`@fieldwatch/build`'s compileMessages), so the bundle formats messages without the ICU parser, which
 * the bundle's alias leaves out (tsup.config.ts). The catalogues are compiled once per build.
 */
export function compiledMessages({ outDir, keep }: CompiledMessagesOptions): Plugin {
  let compiled: Promise<Record<string, string>> | undefined;
  return {
    name: 'compiled-messages',
    setup(build) {
      build.onLoad({ filter: catalogueModule }, async (args) => {
        const language = catalogueModule.exec(args.path)![1]!;
        // every language's module sits beside the others, and allCatalogues.ts one folder up exports them all
        const file = (
          await (compiled ??= compileMessages(join(dirname(onDisk(args.path, build.initialOptions)), '..', 'allCatalogues.ts'), outDir))
        )[language];
        if (!file) return { errors: [{ text: `no compiled catalogue for ${language}` }] };
        const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        const kept = keep ? await keep() : () => true;
        const subset = Object.fromEntries(Object.entries(messages).filter(([key]) => kept(key, args.namespace)));
        return {
          loader: 'js',
          contents: `export const ${language} = ${JSON.stringify(subset)};`,
          watchFiles: [onDisk(args.path, build.initialOptions)],
        };
      });
    },
  };
}
