import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { precompileMessages } from '../../build/precompileMessages.mjs';

const core = fileURLToPath(new URL('../..', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'fw-precompile-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Bundles `entry` (resolved from core, so its dependencies are found) through the plugin and runs it. */
async function bundle(entry: string, name: string, options?: Parameters<typeof precompileMessages>[0]) {
  const result = await build({
    stdin: { contents: entry, resolveDir: core, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    plugins: [precompileMessages(options)],
  });
  const code = result.outputFiles[0]!.text;
  const file = join(workDir, `${name}.mjs`);
  writeFileSync(file, code);
  return { code, run: () => import(pathToFileURL(file).href) as Promise<Record<string, unknown>> };
}

// text only the parser's own code has (its error kinds), never the no-parser build
const parserCode = /EXPECT_ARGUMENT_CLOSING_BRACE|MALFORMED_ARGUMENT|INVALID_TAG/;

describe('precompileMessages', () => {
  it('turns a catalogue and its namespace modules into syntax trees (plain text stays text) and leaves the parser out', async () => {
    const messages = join(workDir, 'i18n', 'messages');
    mkdirSync(join(messages, 'things'), { recursive: true });
    writeFileSync(join(messages, 'things', 'en.ts'), `export const thingsEn = { 'things.count': '{count, plural, one {# thing} other {# things}}' } as const;\n`);
    writeFileSync(
      join(messages, 'en.ts'),
      `import { thingsEn } from './things/en.js';
export const en = { 'app.hello': 'Hello {name}', 'app.plain': 'Plain', ...thingsEn } as const;
export const spare = { 'app.kind': '{kind, select, a {Apple} other {Other}}' };
export type MessageKey = keyof typeof en;
`,
    );
    const { code, run } = await bundle(
      `import { parse } from '@formatjs/icu-messageformat-parser';
import { formatMessage } from ${JSON.stringify(join(core, 'src', 'i18n', 'formatMessage.ts'))};
import { en, spare } from ${JSON.stringify(join(messages, 'en.ts'))};
export { en, spare };
export const texts = [
  formatMessage(en['app.hello'], 'en', { name: 'Ana' }),
  formatMessage(en['things.count'], 'en', { count: 2 }),
  formatMessage(spare['app.kind'], 'en', { kind: 'a' }),
];
let parsed = 'parsed';
try { parse('{x}'); } catch { parsed = 'no parser'; }
export { parsed };`,
      'small',
    );
    expect(code).not.toMatch(parserCode);
    const out = await run();
    expect(out.en).toEqual({
      'app.hello': [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
      // no ICU syntax: shorter as text, and the translator makes it a literal without a parser
      'app.plain': 'Plain',
      'things.count': [expect.objectContaining({ type: 6, value: 'count' })],
    });
    expect(out.spare).toEqual({ 'app.kind': [expect.objectContaining({ type: 5, value: 'kind' })] });
    expect(out.texts).toEqual(['Hello Ana', '2 things', 'Apple']);
    expect(out.parsed).toBe('no parser');

    // a bundle that names only some keys carries only those, in every catalogue of the module
    const kept = await bundle(
      `export { en, spare } from ${JSON.stringify(join(messages, 'en.ts'))};`,
      'kept',
      { keep: async () => (key) => key !== 'app.plain' && key !== 'app.kind' },
    );
    const some = await kept.run();
    expect(Object.keys(some.en as object).sort()).toEqual(['app.hello', 'things.count']);
    expect(some.spare).toEqual({});
  });

  it("gives core's translator precompiled catalogues it formats without a parser", async () => {
    const { code, run } = await bundle(
      `import { loadTranslator } from './src/i18n/translate.ts';
const fr = await loadTranslator('fr', { 'login.submit': 'Entrer', 'app.name': 'Field {x}' });
const en = await loadTranslator('en');
export const texts = [
  fr('twoFactor.resendIn', { seconds: 2 }),
  fr('login.submit'),
  fr('app.name'),
  en('twoFactor.resendIn', { seconds: 1 }),
];`,
      'core',
    );
    expect(code).not.toMatch(parserCode);
    expect(code).not.toContain("'twoFactor.resendIn': 'Renvoyer");
    const out = await run();
    // an override with ICU syntax cannot be parsed here: the catalogue's message speaks
    expect(out.texts).toEqual(['Renvoyer le code dans 2 secondes', 'Entrer', 'Fieldwatch', 'Resend code in 1 second']);
  });
});
