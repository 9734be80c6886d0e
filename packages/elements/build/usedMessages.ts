import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** Which catalogue keys a bundle's code can ask for, from its sources. */
export type KeepMessage = (key: string) => boolean;

const key = String.raw`[a-zA-Z][\w-]*(?:\.[\w-]+)`;
const literal = new RegExp(String.raw`['"\`](${key}+)['"\`]`, 'g');
// `api.${code}` and 'api.' + code: every key under the prefix may be asked for
const templatePrefix = new RegExp(String.raw`\`(${key}*\.)\$\{`, 'g');
const concatPrefix = new RegExp(String.raw`['"](${key}*\.)['"]\s*\+`, 'g');

/** The keys named in these sources: as whole string literals, or under a prefix a key is built from. */
export function messagesNamedIn(sources: readonly string[]): KeepMessage {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [, found] of source.matchAll(literal)) keys.add(found!);
    for (const [, found] of source.matchAll(templatePrefix)) prefixes.add(found!);
    for (const [, found] of source.matchAll(concatPrefix)) prefixes.add(found!);
  }
  return (name) => keys.has(name) || [...prefixes].some((prefix) => name.startsWith(prefix));
}

/**
 * The elements use a fifth of the dashboard's messages: bundled whole, English alone would be 11 KiB
 * gzip of every page's download. A first pass bundles the same entry with the same plugins (no output
 * written) to learn which modules the elements reach; the keys their sources name are kept, in every
 * language. A key asked for but dropped would show as its name, so anything that could be a key is kept.
 * Catalogue modules themselves (which name every key) are not read.
 */
export function usedMessages(options: Pick<BuildOptions, 'entryPoints' | 'tsconfig' | 'plugins' | 'loader' | 'absWorkingDir'>) {
  let pending: Promise<KeepMessage> | undefined;
  return () =>
    (pending ??= build({
      ...options,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: 'dist-used-messages',
      write: false,
      metafile: true,
      logLevel: 'silent',
    }).then((result) => {
      const cwd = options.absWorkingDir ?? process.cwd();
      const files = Object.keys(result.metafile.inputs).filter(
        (input) => !input.includes(':') && !input.includes('node_modules') && !/[\\/]i18n[\\/]messages[\\/]/.test(input),
      );
      return messagesNamedIn(files.map((file) => readFileSync(resolve(cwd, file), 'utf8')));
    }));
}
