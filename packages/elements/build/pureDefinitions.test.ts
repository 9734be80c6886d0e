import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { inlineConstants, markPureDefinitions } from './pureDefinitions.js';

const limits = { titleMax: 70 };

/** A schema module like core's: a builder whose calls a bundler cannot see into, and a limits object. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'pure-definitions-'));
  writeFileSync(
    join(dir, 'z.ts'),
    `export const seen: string[] = [];\nexport const s = (name: string) => { seen.push(name); return { name, check: (...c: unknown[]) => ({ name, c }) }; };\nexport const max = (n: number) => ({ max: n });\n`,
  );
  writeFileSync(join(dir, 'limits.ts'), `export const limits = ${JSON.stringify(limits)};\n`);
  writeFileSync(
    join(dir, 'schemas.ts'),
    [
      `import * as z from './z.js';`,
      `import { limits } from './limits.js';`,
      `export const title = z.s('title').check(z.max(limits.titleMax));`,
      `export const unusedEmail = z.s('an unused email schema').check(z.max(limits.titleMax), z.s('nested'));`,
      `export const later = (v: string) => z.s('made when called: ' + v);`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'page.ts'),
    `import { title, later } from './schemas.js';\nimport { seen } from './z.js';\nexport default { title, seen, later };\n`,
  );
  return dir;
}

async function bundle(dir: string, transform: boolean) {
  const pure: Plugin = {
    name: 'pure',
    setup(b) {
      b.onLoad({ filter: /schemas\.ts$/ }, async (args) => {
        const { readFileSync } = await import('node:fs');
        const source = readFileSync(args.path, 'utf8');
        return {
          contents: transform ? markPureDefinitions(inlineConstants(source, args.path, { limits }), args.path) : source,
          loader: 'ts',
        };
      });
    },
  };
  const result = await build({
    entryPoints: [join(dir, 'page.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [pure],
  });
  return result.outputFiles[0]!.text;
}

describe('pure definitions', () => {
  it('lets the bundler drop the schemas a page does not use, and only those', async () => {
    const dir = fixture();
    const marked = await bundle(dir, true);
    expect(marked).not.toContain('an unused email schema');
    expect(marked).toContain('made when called');
    // the schema the page uses is still built, with the limit written in
    // the page is bundled while the test runs, so TypeScript cannot know what it exports
    const page = (
      (await import(`data:text/javascript;base64,${Buffer.from(marked).toString('base64')}`)) as {
        default: { title: unknown; seen: unknown };
      }
    ).default;
    expect(page.title).toEqual({ name: 'title', c: [{ max: 70 }] });
    expect(page.seen).toEqual(['title']);
    // without the marks every definition stays, since each call could have effects
    expect(await bundle(dir, false)).toContain('an unused email schema');
  });

  it('leaves calls inside functions alone and wraps only chains that start with a call', () => {
    const source = `const a = z.s('x').check(z.iso.max(1));\nconst f = () => g();\n`;
    expect(markPureDefinitions(source, 'm.ts')).toBe(
      `const a = /* @__PURE__ */ (/* @__PURE__ */ z.s('x')).check(/* @__PURE__ */ z.iso.max(1));\nconst f = () => g();\n`,
    );
  });

  it('writes in the values of an imported constant object wherever they are read, and only there', () => {
    const source = [
      `import { limits as l, other } from './limits.js';`,
      `type Max = typeof l.titleMax;`,
      `export const f = (n: number) => n > -l.titleMax && n < l.titleMax + other.titleMax;`,
      `export const g = (limits: { titleMax: number }) => limits.titleMax;`,
      `export const unknown = l.missing;`,
      '',
    ].join('\n');
    expect(inlineConstants(source, 'm.ts', { limits })).toBe(
      [
        `import { limits as l, other } from './limits.js';`,
        `type Max = typeof l.titleMax;`,
        `export const f = (n: number) => n > -(70) && n < (70) + other.titleMax;`,
        `export const g = (limits: { titleMax: number }) => limits.titleMax;`,
        `export const unknown = l.missing;`,
        '',
      ].join('\n'),
    );
    // a module that does not import them is left as it is
    expect(inlineConstants(`const limits = { titleMax: 1 };\nlimits.titleMax;\n`, 'm.ts', { limits })).toBe(
      `const limits = { titleMax: 1 };\nlimits.titleMax;\n`,
    );
  });
});
