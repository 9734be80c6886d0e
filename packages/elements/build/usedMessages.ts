import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { isGraph } from './elementGraphs.js';

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

/** Which keys each part of the elements bundle can ask for. */
interface MessagesInUse {
  /** keys any module of the bundle can ask for */
  any: KeepMessage;
  /** by the namespace of an element's module graph (build/elementGraphs.ts): the keys its modules can ask for */
  graphs: Map<string, KeepMessage>;
}

const catalogueSource = /[\\/]i18n[\\/]messages[\\/]/;

/** A metafile input's namespace and path: `element-form:../core/src/…` in an element's graph, a plain path outside. */
function namespaceAndPath(input: string): [string, string] {
  const colon = input.indexOf(':');
  const namespace = input.slice(0, Math.max(colon, 0));
  return isGraph(namespace) ? [namespace, input.slice(colon + 1)] : ['file', input];
}

/**
 * The elements use a fifth of the dashboard's messages: bundled whole, English alone would be 11 KiB
 * gzip of every page's download. A first pass bundles the same entry with the same plugins (no output
 * written) to learn which modules each element's graph reaches; the keys their sources name are kept in
 * that graph's catalogues. A key asked for but dropped would show as its name, so anything that could be
 * a key is kept. Catalogue modules (which name every key) are not read.
 */
export function usedMessages(
  options: Pick<BuildOptions, 'entryPoints' | 'tsconfig' | 'conditions' | 'plugins' | 'loader' | 'absWorkingDir'>,
) {
  let pending: Promise<MessagesInUse> | undefined;
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
    }).then(({ metafile }) => {
      const cwd = options.absWorkingDir ?? process.cwd();
      const sources = new Map<string, Set<string>>();
      for (const input of Object.keys(metafile.inputs)) {
        const [namespace, path] = namespaceAndPath(input);
        if (path.includes(':') || path.includes('node_modules') || catalogueSource.test(path)) continue;
        if (!sources.has(namespace)) sources.set(namespace, new Set());
        sources.get(namespace)!.add(resolve(cwd, path));
      }
      const named = (files: Iterable<string>) => messagesNamedIn([...files].map((file) => readFileSync(file, 'utf8')));
      return {
        any: named(new Set([...sources.values()].flatMap((files) => [...files]))),
        graphs: new Map([...sources].filter(([namespace]) => namespace !== 'file').map(([namespace, files]) => [namespace, named(files)])),
      };
    }));
}
