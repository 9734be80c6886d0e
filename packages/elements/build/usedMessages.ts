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
/**
 * Prefixes built in the sources that are not message keys: the report form's field paths of tag groups
 * (`tags.${groupKey}`, `tags.g3`). Read as a key prefix, the form's catalogues carried every message of
 * the tags administration (66 keys per language). A `tags.…` key written whole is still kept.
 */
const notMessagePrefixes = new Set(['tags.']);
/**
 * Validation messages are asked for as `validation.${key}`, the key coming from a rule of core's schemas
 * or the server's `error.fields`; the rules a page can meet name their keys as literals ('required',
 * 'reportTitleExceeded'). Under this prefix a key is kept when its name is written in the sources: the
 * form keeps its own rules' messages, not those of passwords, layers or users (54 → the form's own).
 * core's errors.ts, which lists every key, is not read (usedMessages).
 */
const keptByName = 'validation.';
const name = /['"`]([a-z][A-Za-z0-9]*)['"`]/g;

/** The keys named in these sources: as whole string literals, or under a prefix a key is built from. */
export function messagesNamedIn(sources: readonly string[]): KeepMessage {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const names = new Set<string>();
  for (const source of sources) {
    for (const [, found] of source.matchAll(literal)) keys.add(found!);
    for (const [, found] of source.matchAll(name)) names.add(found!);
    for (const [, found] of source.matchAll(templatePrefix)) if (!notMessagePrefixes.has(found!)) prefixes.add(found!);
    for (const [, found] of source.matchAll(concatPrefix)) if (!notMessagePrefixes.has(found!)) prefixes.add(found!);
  }
  return (key) =>
    keys.has(key) ||
    [...prefixes].some((prefix) => key.startsWith(prefix) && (prefix !== keptByName || names.has(key.slice(prefix.length))));
}

/** Which keys each part of the elements bundle can ask for. */
interface MessagesInUse {
  /** keys any module of the bundle can ask for */
  any: KeepMessage;
  /** by the namespace of an element's module graph (build/elementGraphs.ts): the keys its modules can ask for */
  graphs: Map<string, KeepMessage>;
}

// the catalogues name every key, and core's errors.ts every validation key: neither says what a page asks for
const catalogueSource = /[\\/]i18n[\\/]messages[\\/]|[\\/]core[\\/]src[\\/]errors\.ts$/;

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
      // a module the bundle drops whole (a schema nobody on the page uses) names nothing a page can ask for
      const kept = new Set(
        Object.values(metafile.outputs).flatMap((output) =>
          Object.keys(output.inputs).filter((input) => output.inputs[input]!.bytesInOutput > 0),
        ),
      );
      for (const input of Object.keys(metafile.inputs)) {
        const [namespace, path] = namespaceAndPath(input);
        if (!kept.has(input) || path.includes(':') || path.includes('node_modules') || catalogueSource.test(path)) continue;
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
