import { readFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve as resolvePath } from 'node:path';
import type { BuildOptions, Loader, Plugin } from 'esbuild';

/** The namespace of an element's module graph: `element-form` for `{ form: … }`. */
const graphNamespace = (name: string) => `element-${name}`;
/** Whether a namespace is an element's module graph. */
export const isGraph = (namespace: string) => namespace.startsWith('element-');
// set on the resolutions this plugin asks esbuild for, so that it does not answer them itself
const resolving = 'elementGraphs';
/**
 * What the resolutions this plugin asks esbuild for carry in `pluginData` (which esbuild types as `any`):
 * the mark above, and the element's graph, for the plugins that answer an import themselves.
 */
export interface GraphData {
  [resolving]?: true;
  graph?: string | undefined;
}

/**
 * Each element is a module graph of its own: everything its module imports, core, the components, zod,
 * is loaded again under the element's namespace, so esbuild (which gives a module to one chunk, shared
 * by every element that reaches it) puts it in the element's chunk. A page with a form then downloads the
 * entry, React and one chunk with all of the form's code, gzipped as one: split into a chunk of what the
 * three elements share and chunks of their own, the same code weighed 2.4 kB more (the download budgets, .size-limit.js), and
 * the shared chunk held what the others alone used. The price is paid by a page with several kinds of
 * element, which downloads core once per kind.
 *
 * `elements`: each element module (absolute path, as the entry imports it lazily) and its graph's name;
 * also a module an element imports lazily whose code must not share a chunk with the element's (its own
 * graph: esbuild would otherwise move what both use into a third chunk, which the element's page then
 * downloads apart and gzips worse). Such a graph reaches the element's React context only if the module
 * that makes it is in `shared`.
 * `shared`: the modules that stay one for the whole page, whatever imports them (React, and the element
 * runtime the entry holds). What elements must share at run time (a session, its refresh token) goes
 * through those (src/runtime/createElement.ts).
 *
 * A module of a graph is named by its path relative to the build's working directory: esbuild hashes
 * the names of a chunk's modules into the chunk's file name, verbatim outside its own `file` namespace,
 * so absolute names would give every checkout other chunk names and another entry (whose integrity hash
 * partners pin). The plugins that read a graph's files take them through `onDisk`.
 *
 * Two plugins: `resolve` goes first, before the plugins that answer some imports themselves (which still
 * answer them, told the graph in `pluginData.graph`); `load` goes last and reads the files no other
 * plugin loads, the packages' JavaScript for example.
 */
export function elementGraphs(
  elements: Record<string, string>,
  shared: RegExp,
  loaders: Record<string, Loader> = {},
): { resolve: Plugin; load: Plugin } {
  const resolve: Plugin = {
    name: 'element-graphs-resolve',
    setup(build) {
      const base = workingDirectory(build.initialOptions);
      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as GraphData | undefined)?.[resolving]) return undefined;
        const inGraph = isGraph(args.namespace);
        // outside the graphs, only the entry's lazy imports of the elements lead into one; inside one, a
        // lazy import of a module listed in `elements` leads into that module's graph
        if (!inGraph && args.kind !== 'dynamic-import') return undefined;
        const graph = inGraph ? args.namespace : undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: inGraph ? resolvePath(base, args.importer) : args.importer,
          resolveDir: args.resolveDir,
          namespace: 'file',
          pluginData: { ...(args.pluginData as object), [resolving]: true, graph },
        });
        if (found.errors.length) return { errors: found.errors };
        const target =
          found.namespace === 'file' && !found.external
            ? args.kind === 'dynamic-import' && elements[found.path]
              ? graphNamespace(elements[found.path]!)
              : graph
            : undefined;
        const inTarget = target && !shared.test(found.path);
        return {
          path: inTarget ? relative(base, found.path) : found.path,
          namespace: inTarget ? target : found.namespace,
          external: found.external,
          sideEffects: found.sideEffects,
          // whatever the resolving plugin left there, passed on untouched
          pluginData: found.pluginData as unknown,
          suffix: found.suffix,
        };
      });
    },
  };

  const load: Plugin = {
    name: 'element-graphs-load',
    setup(build) {
      const base = workingDirectory(build.initialOptions);
      for (const name of new Set(Object.values(elements))) {
        build.onLoad({ filter: /.*/, namespace: graphNamespace(name) }, async (args) => {
          const file = resolvePath(base, args.path);
          return { contents: await readFile(file), loader: loaders[extname(file)] ?? loaderOf(file), resolveDir: dirname(file) };
        });
      }
    },
  };
  return { resolve, load };
}

const workingDirectory = (options: BuildOptions) => options.absWorkingDir ?? process.cwd();

/**
 * Where a module is on disk, for a plugin that reads the files of the element graphs too: their paths are
 * relative to the build's working directory, the others absolute.
 */
export const onDisk = (path: string, options: BuildOptions) => resolvePath(workingDirectory(options), path);

function loaderOf(path: string): Loader {
  const extension = extname(path).slice(1);
  if (extension === 'ts' || extension === 'mts' || extension === 'cts') return 'ts';
  if (extension === 'tsx' || extension === 'jsx' || extension === 'json' || extension === 'css') return extension;
  return 'js';
}
