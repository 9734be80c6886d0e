// Compiles core's catalogues (its TypeScript modules, the source of truth) to ICU syntax trees with
// formatjs's own compiler, `formatjs compile --ast`, for bundles that leave the ICU parser out (the
// elements). The caller names the module that exports every catalogue (core's i18n/allCatalogues.ts, as
// its build resolved it); each language is written to <out dir>/<language>.json.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
// formatjs's CLI, run as its bin is
const formatjs = join(dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/**
 * The catalogues as the TypeScript modules define them, `{ en: { key: message }, fr: … }`.
 * @param {string} cataloguesModule
 */
async function catalogues(cataloguesModule) {
  const bundled = await build({
    entryPoints: [cataloguesModule],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const { catalogues: all } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  return all;
}

/**
 * Writes each language's messages in formatjs's "simple" format (`{ key: message }`) and compiles them,
 * checking that every one is valid ICU. Resolves to the compiled file of each language.
 * @param {string} cataloguesModule the module that exports `catalogues`
 * @param {string} outDir
 * @returns {Promise<Record<string, string>>}
 */
export async function compileMessages(cataloguesModule, outDir) {
  const sources = join(outDir, 'source');
  mkdirSync(sources, { recursive: true });
  const compiled = {};
  await Promise.all(
    Object.entries(await catalogues(cataloguesModule)).map(async ([language, messages]) => {
      const source = join(sources, `${language}.json`);
      writeFileSync(source, `${JSON.stringify(messages, null, 2)}\n`);
      compiled[language] = join(outDir, `${language}.json`);
      await promisify(execFile)(process.execPath, [
        formatjs,
        'compile',
        source,
        '--ast',
        '--format',
        'simple',
        '--out-file',
        compiled[language],
      ]);
    }),
  );
  return compiled;
}
