// `npm test`: install what is missing (Debian's chromium included, through apt when root), build, then
// run every suite: typecheck, manifest and unused-code checks, unit and integration (vitest: core, server on PGlite, its file-storing suites again on an S3 bucket, and on PostgreSQL when
// TEST_DATABASE_URL is set, React components, dashboard), Storybook build, package checks, the packed packages in Node, TypeScript
// and five bundlers, size budgets, and the
// Playwright journeys in real Chromium. Prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDependencies, log, root, run } from './lib.mjs';
import { build } from './build.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const chromium = chromiumLaunchOptions.executablePath;
const results = join(root, 'test-results');

async function ensureChromium() {
  const fonts = existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf') || existsSync('/usr/share/fonts/truetype/noto');
  if (existsSync(chromium) && fonts) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`Chromium is missing at ${chromium}. Install Debian's package: sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk`);
    process.exit(1);
  }
  log("installing Debian's chromium and Noto fonts (apt-get)…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) log('apt-get update failed; trying the install anyway');
  const code = await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'fonts-noto-cjk'], { env });
  if (code !== 0 || !existsSync(chromium)) {
    log('could not install chromium');
    process.exit(1);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Whole seconds since `started` (a `Date.now()`), for the log line that ends a step. */
const secondsSince = (started) => Math.round((Date.now() - started) / 1000);

async function step(name, command, args, options) {
  log(`— ${name}`);
  const started = Date.now();
  const code = await run(command, args, options);
  log(`— ${name}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${secondsSince(started)} s`);
  if (code !== 0) failures.push(name);
  return code;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

await ensureDependencies();
await ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/**
 * A step whose output is held until it ends, then printed in one piece: two such steps can run side by
 * side without their lines mixing.
 */
function quietStep(name, command, args) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      log(`— ${name} (${secondsSince(started)} s)`);
      process.stdout.write(Buffer.concat(chunks));
      if (exit !== 0) failures.push(name);
      resolve(exit);
    });
  });
}

/** Checks counted as one test each. */
const counted = (code) => {
  if (code === 0) counts.passed += 1;
  else counts.failed += 1;
};

// The static checks need no build and read none of its output, and each runs on one core: the typecheck
// and then the build on one, the other checks one after another on the second, so the build no longer
// waits for the longest check (eslint's typed rules).
await Promise.all([
  (async () => {
    // every workspace's TypeScript project, from source (the @fieldwatch/source condition)
    await quietStep('typecheck', process.execPath, [join(root, 'scripts/typecheck.mjs')]);
    await build();
  })(),
  (async () => {
    // one version of each dependency across the workspaces, and well-formed manifests (sherif)
    counted(await quietStep('workspace manifests (sherif)', 'npm', ['run', 'lint:versions', '--silent']));
    // no unused files, exports or dependencies (knip; what each workspace's entries are: knip.json)
    counted(await quietStep('unused code and dependencies (knip)', 'npm', ['run', 'lint:unused', '--silent']));
    // one format over the whole tree (Prettier; `npm run format` writes it)
    counted(await quietStep('formatting (prettier)', 'npm', ['run', 'format:check', '--silent']));
    // type-checked lint and the hooks rules, failing on any warning (eslint.config.js)
    counted(await quietStep('lint (eslint)', 'npm', ['run', 'lint', '--silent']));
  })(),
]);

/** `run`, with what the command prints also written to `file`. */
function runKeepingOutput(command, args, file) {
  return new Promise((resolve, reject) => {
    const output = createWriteStream(file);
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), output.write(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), output.write(chunk)));
    child.on('error', reject);
    child.on('close', (code, signal) => output.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

/**
 * Why vitest failed, repeated at the end of the run, where a CI log's tail shows it: its closing report
 * (failed suites and tests, unhandled errors, the totals), which an error outside any test (a worker
 * that timed out or died) fails the run with, however many tests passed.
 */
function vitestDigest(file) {
  const text = stripVTControlCharacters(readFileSync(file, 'utf8'));
  const lines = text.split('\n');
  const from = lines.findIndex((line) => /⎯{3,} (Failed|Unhandled)/.test(line));
  const to = lines.findLastIndex((line) => /^\s*Duration\s/.test(line));
  if (from < 0) return lines.slice(Math.max(0, (to < 0 ? lines.length : to) - 12), to < 0 ? undefined : to + 1).join('\n');
  const report = lines.slice(from, to > from ? to + 1 : undefined);
  return report.length > 150 ? [...report.slice(0, 120), '…', ...report.slice(-25)].join('\n') : report.join('\n');
}

const vitestJson = join(results, 'vitest.json');
const vitestLog = join(results, 'vitest.log');
log('— unit and integration tests (vitest)');
const vitestStarted = Date.now();
const vitestCode = await runKeepingOutput(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  vitestLog,
);
log(`— unit and integration tests (vitest): exit ${vitestCode} in ${secondsSince(vitestStarted)} s`);
if (vitestCode !== 0) failures.push('unit and integration tests (vitest)');
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else failures.push('vitest report missing');

if (
  (await step('storybook build', 'npm', ['run', 'build-storybook', '--silent', '-w', '@fieldwatch/react'], {
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
  })) === 0
)
  counts.passed += 1;
else counts.failed += 1;

// publint and @arethetypeswrong/cli on what npm would publish (each package's `lint:package`). attw packs
// the package with `npm pack` (offline: workspace files only) and deletes the tarball; one left behind by
// an interrupted run is removed here too.
for (const [name, dir] of [
  ['@fieldwatch/core', 'packages/core'],
  ['@fieldwatch/react', 'packages/react'],
  ['@fieldwatch/elements', 'packages/elements'],
]) {
  const code = await step(`package checks (${name})`, 'npm', ['run', 'lint:package', '--silent', '-w', name], {
    env: { npm_config_offline: 'true' },
  });
  for (const file of readdirSync(join(root, dir))) if (file.endsWith('.tgz')) rmSync(join(root, dir, file), { force: true });
  if (code === 0) counts.passed += 1;
  else counts.failed += 1;
}

// the packed packages as a consumer gets them: imported in Node without a DOM, their declarations strict
// with skipLibCheck off, and one app built with Vite, webpack 5, Rollup, esbuild and Next, two of them
// opened in Chromium (e2e/consumers/run.mjs, docs/bundlers.md)
if (
  (await step('consumers: Node, declarations, five bundlers', process.execPath, [join(root, 'e2e/consumers/run.mjs')], {
    env: { CHROMIUM_PATH: chromium, npm_config_offline: 'true' },
  })) === 0
)
  counts.passed += 1;
else counts.failed += 1;

// the elements' download budgets, measured on the built bundle: packages/elements/.size-limit.js
if ((await step('bundle size budgets (size-limit)', 'npm', ['run', 'size', '--silent', '-w', '@fieldwatch/elements'])) === 0)
  counts.passed += 1;
else counts.failed += 1;

const playwrightJson = join(results, 'playwright.json');
await step('browser journeys (playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, CHROMIUM_PATH: chromium },
});
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  counts.passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
} else failures.push('playwright report missing');

if (vitestCode !== 0) log(`vitest failed (exit ${vitestCode}); its closing report:\n${vitestDigest(vitestLog)}`);
if (failures.length) log(`failed steps: ${failures.join(', ')}`);
const line = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
process.stdout.write(`\n${line}\n`);
process.exit(failures.length || counts.failed ? 1 : 0);
