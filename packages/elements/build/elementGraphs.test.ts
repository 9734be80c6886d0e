// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { elementGraphs } from './elementGraphs.js';

/** An entry that loads two elements lazily; both use `common` and the page-wide `shared`. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'element-graphs-'));
  const element = (name: string) =>
    `import { common } from './common.js';\nimport { registry } from './shared.js';\nexport const text = common('${name}');\nexport { registry };\n`;
  writeFileSync(
    join(dir, 'entry.ts'),
    `export { registry } from './shared.js';\nexport const load = (name: 'a' | 'b') => (name === 'a' ? import('./a.js') : import('./b.js'));\n`,
  );
  writeFileSync(join(dir, 'a.ts'), element('a'));
  writeFileSync(join(dir, 'b.ts'), element('b'));
  writeFileSync(join(dir, 'common.ts'), `export const common = (name: string) => 'common code of ' + name;\n`);
  writeFileSync(join(dir, 'shared.ts'), `export const registry = new Map<string, string>();\n`);
  return dir;
}

async function bundle(dir: string, graphs: boolean, sourcemap = false) {
  // run from the fixture's folder, as the package's build runs from the package's
  const outdir = join(dir, graphs ? 'graphs' : 'plain');
  const { resolve, load } = elementGraphs({ [join(dir, 'a.ts')]: 'a', [join(dir, 'b.ts')]: 'b' }, /\/shared\.ts$/);
  const result = await build({
    entryPoints: [join(dir, 'entry.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    // run by Node from a folder without a package.json of type module
    outExtension: { '.js': '.mjs' },
    metafile: true,
    // esbuild hashes a chunk's source map into its name too
    sourcemap,
    absWorkingDir: dir,
    logLevel: 'silent',
    plugins: graphs ? [resolve, load] : [],
  });
  const files = Object.keys(result.metafile.outputs).map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
  return { outdir, files, holding: (text: string) => files.filter((output) => output.text.includes(text)).length };
}

/** What the bundled entry exports: it is built while the test runs, so TypeScript cannot read it. */
interface Entry {
  load: (name: 'a' | 'b') => Promise<{ text: string; registry: Map<string, string> }>;
  registry: Map<string, string>;
}

describe('element graphs', () => {
  it('gives each element its own copy of what they share, and keeps the page-wide modules one', async () => {
    const dir = fixture();
    const plain = await bundle(dir, false);
    // esbuild's own splitting: the common code in one chunk both elements import
    expect(plain.holding('common code of')).toBe(1);

    const split = await bundle(dir, true);
    expect(split.holding('common code of')).toBe(2);
    expect(split.holding('new Map')).toBe(1);
    const entry = (await import(pathToFileURL(join(split.outdir, 'entry.mjs')).href)) as Entry;
    const [a, b] = await Promise.all([entry.load('a'), entry.load('b')]);
    expect([a.text, b.text]).toEqual(['common code of a', 'common code of b']);
    expect(a.registry).toBe(entry.registry);
    expect(b.registry).toBe(entry.registry);
  });

  it('names and writes the chunks alike in whatever folder the sources are', async () => {
    const [first, second] = await Promise.all([bundle(fixture(), true, true), bundle(fixture(), true, true)]);
    const written = (result: typeof first) =>
      result.files
        .filter((output) => !output.file.endsWith('.map'))
        .map((output) => [basename(output.file), output.text])
        .sort();
    expect(written(first).map(([name]) => name)).toContain('entry.mjs');
    expect(written(first).length).toBeGreaterThan(2);
    expect(written(second)).toEqual(written(first));
  });
});
