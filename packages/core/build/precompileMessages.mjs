import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
// the parser core's translator uses for text, so the trees are the ones its formatter reads (formatMessage.ts)
const parserPath = require.resolve('@formatjs/icu-messageformat-parser');

/** The top-level catalogue of a language, `i18n/messages/<lang>.ts`; not the namespace ones under it. */
const catalogueModule = /[\\/]i18n[\\/]messages[\\/][a-z]{2}\.ts$/;
const parserImport = /^@formatjs\/icu-messageformat-parser$/;
// text without ICU syntax stays text, shorter than its tree: the translator makes it a literal itself (translate.ts)
const plainText = /^[^{}<'#]*$/;

/**
 * esbuild plugin for browser bundles (issue 5 budgets): each catalogue module arrives with its messages
 * already parsed into ICU syntax trees, and `@formatjs/icu-messageformat-parser` resolves to its
 * `no-parser.js` build, so the ~8 KiB gzip parser is not shipped. core's translator formats trees as
 * they are and turns plain override text into a literal itself; an override with ICU syntax in such a
 * bundle gives way to the catalogue's message.
 * `keep`, when given, answers which keys the bundle's code can ask for (given the key and the namespace
 * the catalogue is loaded in: an element's module graph); the others are left out of every language
 * (packages/elements/build/usedMessages.ts).
 * @param {{ keep?: () => Promise<(key: string, namespace: string) => boolean> }} [options]
 * @returns {import('esbuild').Plugin}
 */
export function precompileMessages({ keep } = {}) {
  return {
    name: 'precompile-messages',
    setup(esbuild) {
      esbuild.onResolve({ filter: parserImport }, async (args) => {
        if (args.pluginData?.precompileMessages) return undefined;
        // resolved from the importer, so each copy of the parser package gives way to its own no-parser build
        const resolved = await esbuild.resolve(`${args.path}/no-parser.js`, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { precompileMessages: true },
        });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });

      esbuild.onLoad({ filter: catalogueModule }, async (args) => {
        const { parse } = await import(pathToFileURL(parserPath).href);
        const { catalogue, tag, inputs } = await evaluate(args.path);
        const locale = new Intl.Locale(tag);
        const kept = keep ? await keep() : () => true;
        const exports = Object.entries(catalogue).map(([name, messages]) => {
          const trees = Object.fromEntries(
            Object.entries(messages)
              .filter(([key]) => kept(key, args.namespace))
              .map(([key, message]) => [key, typeof message === 'string' && !plainText.test(message) ? parse(message, { locale }) : message]),
          );
          return `export const ${name} = ${JSON.stringify(trees)};`;
        });
        return { loader: 'js', contents: exports.join('\n'), watchFiles: inputs };
      });
    },
  };
}

/**
 * Runs a catalogue module (TypeScript, spreading its namespace modules) by bundling it alone to ESM in
 * memory, with the language's tag from core's languages.ts next to it (the parser reads date skeletons
 * per locale).
 */
async function evaluate(path) {
  const code = basename(path, '.ts');
  const languages = join(dirname(path), '..', 'languages.ts');
  const entry = [
    `export * as catalogue from ${JSON.stringify(path)};`,
    existsSync(languages) ? `export { findLanguage } from ${JSON.stringify(languages)};` : 'export const findLanguage = () => undefined;',
  ].join('\n');
  const bundled = await build({
    stdin: { contents: entry, resolveDir: dirname(path), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
  });
  const { catalogue, findLanguage } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  const inputs = Object.keys(bundled.metafile.inputs).filter((input) => input !== '<stdin>').map((input) => resolve(input));
  return { catalogue, tag: findLanguage(code)?.tag ?? code, inputs };
}
