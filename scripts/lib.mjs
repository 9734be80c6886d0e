// Shared by start/test/build: nothing here may import an installed package, because these scripts
// run on a fresh clone before `npm ci`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  process.stdout.write(`\x1b[36m[fieldwatch]\x1b[0m ${message}\n`);
}

/** Runs a command with inherited output; resolves its exit code (rejects only if it cannot start). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    log(`failed: ${command} ${args.join(' ')} (exit ${code})`);
    process.exit(code);
  }
}

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

const sourceRoots = [
  'packages/core',
  'packages/react',
  'packages/elements',
  'packages/build',
  'apps/server',
  'apps/dashboard',
  'apps/playground',
];
const skipped = new Set(['node_modules', 'dist', 'storybook-static', '.turbo', 'coverage']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.data')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** A hash of everything a build reads, so a second `npm start` reuses the build. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'tsconfig.base.json']) hash.update(readFileSync(join(root, file)));
  for (const dir of sourceRoots) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const file of [...sourceFiles(abs)].sort()) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stampFile = join(root, '.build-stamp');

export function buildIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
}

export function writeBuildStamp() {
  writeFileSync(stampFile, sourceHash());
}
