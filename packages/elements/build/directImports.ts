import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { onDisk } from './elementGraphs.js';

/**
 * `import { ReportForm } from '@fieldwatch/react'` becomes an import of the module that declares
 * ReportForm. esbuild gives a module to every chunk that can reach it through any import, used or not,
 * so through the packages' index files every element's chunk "reaches" every component and the code
 * the map alone uses lands in a chunk shared with the form. Going around the index files, each chunk
 * reaches what it uses (the same thing webpack's and Next's barrel optimisations do). `packages`: the
 * names whose index files are gone around, found as the build resolves them (their source, through the
 * build's `conditions`). `transform` rewrites a module's source first (this plugin is the one that loads
 * them). `namespaces`: where the sources are loaded, besides esbuild's own `file` (an element's module
 * graph: build/elementGraphs.ts).
 */
export function directImports(
  packages: string[],
  transform?: (source: string, path: string) => string,
  namespaces: (namespace: string) => boolean = () => false,
): Plugin {
  const resolved = new Map<string, { file: string; name: string } | null>();

  function target(from: string, specifier: string): string | null {
    const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
    for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
      if (existsSync(candidate)) return candidate;
    return null;
  }

  /** The module that declares `name` as exported by `file`, following `export … from` and `export *`. */
  function declaring(file: string, name: string, seen = new Set<string>()): { file: string; name: string } | null {
    const key = `${file}#${name}`;
    if (resolved.has(key)) return resolved.get(key)!;
    if (seen.has(key)) return null;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    let found: { file: string; name: string } | null = null;
    for (const [, list, specifier] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
      for (const spec of list!
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '))) {
        const [original, alias = original] = spec.split(/\s+as\s+/).map((s) => s.trim());
        if (alias !== name) continue;
        const next = target(file, specifier!);
        found = next ? declaring(next, original!, seen) : null;
      }
      if (found) break;
    }
    if (!found && declaresLocally(source, name)) found = { file, name };
    if (!found) {
      for (const [, specifier] of source.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
        const next = target(file, specifier!);
        found = next ? declaring(next, name, seen) : null;
        if (found) break;
      }
    }
    resolved.set(key, found);
    return found;
  }

  const barrelPattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"](${packages.map(escape).join('|')})['"];?`, 'g');

  return {
    name: 'direct-imports',
    setup(build) {
      // each package's index file, as the build resolves the name from the first module that imports it
      const barrels = new Map<string, Promise<string>>();
      const barrelOf = (name: string, resolveDir: string) => {
        if (!barrels.has(name)) {
          barrels.set(
            name,
            build.resolve(name, { kind: 'import-statement', resolveDir }).then((found) => {
              // a built file has no declarations to follow: the build must read the packages from source
              if (found.errors.length || found.external || !/\.tsx?$/.test(found.path)) {
                throw new Error(
                  `direct-imports: ${name} resolves to ${found.path || 'nothing'}, not to its TypeScript source (esbuild's conditions)`,
                );
              }
              return found.path;
            }),
          );
        }
        return barrels.get(name)!;
      };

      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.namespace !== 'file' && !namespaces(args.namespace)) return undefined;
        // vanilla-extract's plugin compiles the stylesheets
        if (args.path.endsWith('.css.ts')) return undefined;
        // an element graph's paths are relative (build/elementGraphs.ts)
        const file = onDisk(args.path, build.initialOptions);
        if (!packageSource.test(file)) return undefined;
        const read = readFileSync(file, 'utf8');
        const source = transform ? transform(read, file) : read;
        const index = new Map<string, string>();
        for (const [, , name] of source.matchAll(barrelPattern))
          if (!index.has(name!)) index.set(name!, await barrelOf(name!, dirname(file)));
        const contents = source.replace(barrelPattern, (_statement, list: string, barrel: string) => {
          const kept: string[] = [];
          const direct: string[] = [];
          for (const spec of list
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            if (spec.startsWith('type ')) continue;
            const [imported, local = imported] = spec.split(/\s+as\s+/).map((s) => s.trim());
            const found = declaring(index.get(barrel)!, imported!);
            if (found) direct.push(`import { ${found.name} as ${local} } from ${JSON.stringify(specifier(dirname(file), found.file))};`);
            else kept.push(spec);
          }
          return [...direct, ...(kept.length ? [`import { ${kept.join(', ')} } from '${barrel}';`] : [])].join('\n');
        });
        return { contents, loader: file.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(file) };
      });
    },
  };
}

/**
 * `file` imported from `dir`, relative: the rewritten source is the source map's `sourcesContent`, which
 * esbuild hashes into the chunk's file name, and an absolute path differs in every checkout.
 */
function specifier(dir: string, file: string): string {
  const path = relative(dir, file);
  return path.startsWith('.') ? path : `./${path}`;
}

const packageSource = /\/packages\/(core|react|elements)\/src\//;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function declaresLocally(source: string, name: string): boolean {
  const declaration = new RegExp(
    `export\\s+(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class|abstract\\s+class|enum)\\s+${escape(name)}\\b`,
  );
  if (declaration.test(source)) return true;
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const spec of list!.split(',').map((s) => s.trim())) if ((spec.split(/\s+as\s+/)[1] ?? spec).trim() === name) return true;
  }
  return false;
}
