import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { directImports } from './directImports.js';

/**
 * A little package laid out like ours: an index re-exporting modules, `export *` of a nested index; a
 * workspace link in node_modules, its exports naming the source under a condition of its own.
 */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'direct-imports-'));
  const pkg = join(dir, 'packages', 'react');
  const src = join(pkg, 'src');
  mkdirSync(join(src, 'map'), { recursive: true });
  mkdirSync(join(src, 'form'), { recursive: true });
  writeFileSync(join(src, 'map', 'Map.ts'), `export const Map = () => 'the map';\n`);
  writeFileSync(join(src, 'map', 'index.ts'), `export { Map } from './Map.js';\n`);
  writeFileSync(join(src, 'form', 'Form.ts'), `export function Form() { return 'the form'; }\nexport const formVersion = 2;\n`);
  writeFileSync(join(src, 'form', 'index.ts'), `export * from './Form.js';\n`);
  writeFileSync(join(src, 'index.ts'), `export { Map as ReportMap } from './map/index.js';\nexport * from './form/index.js';\n`);
  writeFileSync(join(src, 'formPage.ts'), `import { Form as F, type Unknown } from '@example/react';\nexport default F();\n`);
  writeFileSync(join(src, 'mapPage.ts'), `import { ReportMap } from '@example/react';\nexport default ReportMap();\n`);
  mkdirSync(join(pkg, 'dist'));
  writeFileSync(join(pkg, 'dist', 'index.js'), `export const Map = () => 'the map'; export function Form() { return 'the form'; }\n`);
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: '@example/react', exports: { '.': { '@example/source': './src/index.ts', default: './dist/index.js' } } }),
  );
  mkdirSync(join(dir, 'node_modules', '@example'), { recursive: true });
  symlinkSync(pkg, join(dir, 'node_modules', '@example', 'react'), 'dir');
  return { dir, src };
}

describe('imports around the index files', () => {
  it('gives each chunk only the modules it uses, however they are re-exported', async () => {
    const { dir, src } = fixture();
    const result = await build({
      entryPoints: [join(src, 'formPage.ts'), join(src, 'mapPage.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(dir, 'out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      conditions: ['@example/source'],
      plugins: [directImports(['@example/react'])],
    });
    const inputsOf = (entry: string) =>
      Object.values(result.metafile.outputs)
        .filter((output) => output.entryPoint?.endsWith(entry))
        .flatMap((output) => Object.keys(output.inputs));
    expect(inputsOf('formPage.ts').some((input) => input.endsWith('form/Form.ts'))).toBe(true);
    expect(inputsOf('formPage.ts').some((input) => input.endsWith('map/Map.ts'))).toBe(false);
    expect(inputsOf('mapPage.ts').some((input) => input.endsWith('map/Map.ts'))).toBe(true);
    expect(inputsOf('mapPage.ts').some((input) => input.endsWith('form/Form.ts'))).toBe(false);
    // nothing is shared between the two pages, so no common chunk was needed
    expect(Object.keys(result.metafile.outputs).filter((file) => /chunk-/.test(file))).toEqual([]);
  });

  it('refuses a package the build resolves to its built files, whose declarations it cannot follow', async () => {
    const { dir, src } = fixture();
    const built = build({
      entryPoints: [join(src, 'formPage.ts')],
      bundle: true,
      outdir: join(dir, 'out'),
      write: false,
      logLevel: 'silent',
      plugins: [directImports(['@example/react'])],
    });
    await expect(built).rejects.toThrow(/@example\/react resolves to .*dist\/index\.js, not to its TypeScript source/);
  });
});
