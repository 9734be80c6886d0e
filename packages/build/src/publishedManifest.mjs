#!/usr/bin/env node
// The package.json that npm packs and publishes, without the workspace's source condition: `strip` as
// the published packages' `prepack`, `restore` as their `postpack`. In the workspace, each package's
// exports name its TypeScript source first, under the `@fieldwatch/source` condition, so the tools read
// the packages from source (docs/architecture.md, "Source resolution"); the published exports name only
// the built files, and a subpath that only the workspace resolves (its one target was the source) is
// left out. The workspace's manifest waits in package.json.workspace until `restore` puts it back; a
// pack that stopped half-way is healed by the next `strip`, which starts from that copy.
//
// The guides travel with the package too: the README links the repository's docs (`../../docs/…`), which
// a tarball does not hold, so `strip` copies every guide the README reaches (and those they link to) into
// the package's own `docs/`, and points the README's links there; `restore` takes both back.
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

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

const readme = 'README.md';
// not README.*: npm packs every file whose name starts so
const readmeCopy = 'package.readme.workspace';
const shippedGuides = 'docs';
const repositoryDocs = resolve('../../docs');

/** The relative links of a Markdown text (anchors and external addresses left out). */
function relativeLinks(/** @type {string} */ text) {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)]
    .map((match) => /** @type {string} */ (match[1]))
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/**
 * Every file of the repository's docs that `readmeText` links to, and those they link to in turn: paths
 * relative to the docs folder.
 *
 * @param {string} readmeText
 * @returns {string[]}
 */
function guidesReached(readmeText) {
  const found = new Set();
  const pending = relativeLinks(readmeText).map((target) => resolve(target));
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    const path = relative(repositoryDocs, file);
    if (path.startsWith('..') || found.has(path) || !existsSync(file)) continue;
    found.add(path);
    if (file.endsWith('.md')) pending.push(...relativeLinks(readFileSync(file, 'utf8')).map((target) => resolve(dirname(file), target)));
  }
  return [...found].sort();
}

function shipGuides(/** @type {{ files?: string[] }} */ pkg) {
  if (existsSync(readmeCopy)) copyFileSync(readmeCopy, readme);
  else copyFileSync(readme, readmeCopy);
  rmSync(shippedGuides, { recursive: true, force: true });
  const text = readFileSync(readme, 'utf8');
  const guides = guidesReached(text);
  if (guides.length === 0) return;
  for (const guide of guides) {
    mkdirSync(dirname(join(shippedGuides, guide)), { recursive: true });
    cpSync(join(repositoryDocs, guide), join(shippedGuides, guide));
  }
  writeFileSync(readme, text.replaceAll('](../../docs/', `](${shippedGuides}/`));
  pkg.files = [...(pkg.files ?? []), shippedGuides];
}

const command = process.argv[2];
if (command === 'strip') {
  if (existsSync(workspaceCopy)) copyFileSync(workspaceCopy, manifest);
  else copyFileSync(manifest, workspaceCopy);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  pkg.exports = withoutSource(pkg.exports);
  shipGuides(pkg);
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(workspaceCopy)) renameSync(workspaceCopy, manifest);
  if (existsSync(readmeCopy)) {
    renameSync(readmeCopy, readme);
    rmSync(shippedGuides, { recursive: true, force: true });
  }
} else {
  process.stderr.write('usage: fieldwatch-published-manifest strip|restore (in a package directory)\n');
  process.exit(2);
}
