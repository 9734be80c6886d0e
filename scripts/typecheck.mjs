// Typechecks every workspace that has a tsconfig.json (strict settings from tsconfig.base.json).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { log, root, run } from './lib.mjs';

const projects = [
  'packages/core',
  'packages/core/tsconfig.test.json',
  'packages/react',
  'packages/elements',
  'packages/elements/tsconfig.test.json',
  'packages/build',
  'packages/testing',
  'apps/server',
  'apps/dashboard',
  'e2e',
  'bench/map',
  'tsconfig.tools.json',
];
let failed = 0;
for (const project of projects) {
  if (!existsSync(project.endsWith('.json') ? join(root, project) : join(root, project, 'tsconfig.json'))) continue;
  log(`typecheck ${project}`);
  if ((await run('npx', ['tsc', '--noEmit', '-p', project])) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
