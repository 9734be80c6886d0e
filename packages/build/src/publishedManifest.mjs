#!/usr/bin/env node
// The package.json that npm packs and publishes, without the workspace's source condition: `strip` as
// the published packages' `prepack`, `restore` as their `postpack`. In the workspace, each package's
// exports name its TypeScript source first, under the `@fieldwatch/source` condition, so the tools read
// the packages from source (docs/architecture.md, "Source resolution"); the published exports name only
// the built files, and a subpath that only the workspace resolves (its one target was the source) is
// left out. The workspace's manifest waits in package.json.workspace until `restore` puts it back; a
// pack that stopped half-way is healed by the next `strip`, which starts from that copy.
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const condition = '@fieldwatch/source';
const manifest = 'package.json';
const workspaceCopy = 'package.json.workspace';

/**
 * An exports value without the source condition; subpaths left with no target are dropped.
 *
 * @param {unknown} value
 * @returns {unknown}
 */
function withoutSource(value) {
  if (Array.isArray(value)) return value.map(withoutSource);
  if (value === null || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [key, target] of Object.entries(value)) {
    if (key === condition) continue;
    const stripped = withoutSource(target);
    if (stripped !== null && typeof stripped === 'object' && !Array.isArray(stripped) && Object.keys(stripped).length === 0) continue;
    kept[key] = stripped;
  }
  return kept;
}

const command = process.argv[2];
if (command === 'strip') {
  if (existsSync(workspaceCopy)) copyFileSync(workspaceCopy, manifest);
  else copyFileSync(manifest, workspaceCopy);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  pkg.exports = withoutSource(pkg.exports);
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(workspaceCopy)) renameSync(workspaceCopy, manifest);
} else {
  process.stderr.write('usage: fieldwatch-published-manifest strip|restore (in a package directory)\n');
  process.exit(2);
}
