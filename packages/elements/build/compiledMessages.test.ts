// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledMessages } from './compiledMessages.js';

const core = fileURLToPath(new URL('../../core', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'fw-compiled-messages-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

// text only the parser's own code has (its error kinds), never its no-parser build
const parserCode = /EXPECT_ARGUMENT_CLOSING_BRACE|MALFORMED_ARGUMENT|INVALID_TAG/;

/** Bundles `entry` (resolved from core) as the elements' build does: compiled catalogues, no parser. */
async function bundle(entry: string, name: string, keep?: (key: string) => boolean) {
  const result = await build({
    stdin: { contents: entry, resolveDir: core, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    plugins: [compiledMessages({ outDir: join(workDir, 'compiled'), ...(keep ? { keep: () => Promise.resolve(keep) } : {}) })],
  });
  const code = result.outputFiles[0]!.text;
  const file = join(workDir, `${name}.mjs`);
  writeFileSync(file, code);
  return { code, run: () => import(pathToFileURL(file).href) as Promise<Record<string, unknown>> };
}

describe('catalogues compiled by formatjs for a bundle without the ICU parser', () => {
  it("give core's translator syntax trees it formats; plain overrides still apply, ICU ones give way", { timeout: 120_000 }, async () => {
    const { code, run } = await bundle(
      `import { loadTranslator } from './src/i18n/translate.ts';
import { en } from './src/i18n/messages/en.ts';
const fr = await loadTranslator('fr', { 'login.submit': 'Entrer', 'app.name': 'Field {x}' });
const english = await loadTranslator('en');
export const tree = en['twoFactor.resendIn'];
export const texts = [
  fr('twoFactor.resendIn', { seconds: 2 }),
  fr('login.submit'),
  fr('app.name'),
  english('twoFactor.resendIn', { seconds: 1 }),
  english('twoFactor.resendIn'),
];`,
      'core',
    );
    expect(code).not.toMatch(parserCode);
    const out = await run();
    expect(out.tree).toContainEqual(expect.objectContaining({ type: 6, value: 'seconds' }));
    // an override with ICU syntax cannot be parsed here: the catalogue's message speaks
    expect(out.texts).toEqual([
      'Renvoyer le code dans 2 secondes',
      'Entrer',
      'Fieldwatch',
      'Resend code in 1 second',
      'twoFactor.resendIn',
    ]);
  });

  it('keep only the keys the bundle can ask for, in every language', { timeout: 120_000 }, async () => {
    const { run } = await bundle(
      `export { en } from './src/i18n/messages/en.ts'; export { ar } from './src/i18n/messages/ar.ts';`,
      'kept',
      (key) => key === 'login.submit' || key.startsWith('twoFactor.'),
    );
    const { en, ar } = (await run()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(en!).sort()).toEqual(Object.keys(ar!).sort());
    expect(Object.keys(en!)).toContain('login.submit');
    expect(Object.keys(en!).every((key) => key === 'login.submit' || key.startsWith('twoFactor.'))).toBe(true);
  });
});
