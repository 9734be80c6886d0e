// Builds every package and app in dependency order (core <- react <- elements; server; dashboard; playground).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, log, root, runOrExit, writeBuildStamp } from './lib.mjs';

const steps = [
  ['@fieldwatch/core', 'packages/core'],
  ['@fieldwatch/react', 'packages/react'],
  ['@fieldwatch/elements', 'packages/elements'],
  ['@fieldwatch/dashboard', 'apps/dashboard'],
  ['@fieldwatch/playground', 'apps/playground'],
  ['@fieldwatch/server', 'apps/server'],
];

export async function build() {
  await ensureDependencies();
  for (const [name, dir] of steps) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    log(`building ${name}…`);
    await runOrExit('npm', ['run', 'build', '--silent', '-w', name]);
  }
  writeBuildStamp();
  log('build complete');
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
