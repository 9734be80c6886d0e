/**
 * Writes the release's script tag into docs/embedding.md (between its `generated: integrity` markers):
 * the versioned address of the bundle and the Subresource Integrity hash of dist/fieldwatch-elements.js,
 * as this package's build makes it from the sources here. The build gives the same bytes in any folder
 * (build/elementGraphs.ts), so the hash holds for every build of these sources.
 *
 *   npm run build -w @fieldwatch/elements && npm run docs -w @fieldwatch/elements
 *
 * src/integrityDocs.test.ts fails, after a build, when the page names another hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(import.meta.dirname, '..');
export const docsPath = join(packageDir, '../../docs/embedding.md');
export const bundlePath = join(packageDir, 'dist/fieldwatch-elements.js');

/** What a browser compares with `<script integrity>`: SHA-384 of the file, in base64. */
export const integrityOf = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export const packageVersion = () => (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

const begin = '<!-- generated: integrity (packages/elements/scripts/integrityDocs.ts, from packages/elements/dist) -->';
const end = '<!-- end of generated: integrity -->';

/** The script tag of a release, as a partner's page writes it. */
export function scriptTag(version: string, integrity: string): string {
  return [
    '```html',
    '<script',
    '  type="module"',
    `  src="https://<fieldwatch-host>/sdk/elements@${version}/fieldwatch-elements.js"`,
    `  integrity="${integrity}"`,
    '  crossorigin="anonymous"',
    '></script>',
    '```',
    '',
  ].join('\n');
}

/** docs/embedding.md with its integrity block written again; the rest stays as written. */
export function integrityDocs(page: string, version: string, integrity: string): string {
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/embedding.md has no markers: ${begin} … ${end}`);
  return `${page.slice(0, from)}${begin}\n\n${scriptTag(version, integrity)}\n${page.slice(to)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const integrity = integrityOf(readFileSync(bundlePath));
  writeFileSync(docsPath, integrityDocs(readFileSync(docsPath, 'utf8'), packageVersion(), integrity));
  console.log(`wrote ${relative(process.cwd(), docsPath)}: ${integrity}`);
}
