// Download budgets of the elements bundle, checked by `npm test` on the files a page really
// fetches: a module and every chunk it imports statically, read from esbuild's metafile of the build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const { outputs } = JSON.parse(readFileSync(`${dir}dist/metafile-esm.json`, 'utf8'));
const entry = 'dist/fieldwatch-elements.js';

/**
 * The output that holds an element's code (its chunk, fetched when the first such element appears); its
 * entry point is named in the element's module graph, by its path from this folder: `element-form:src/report-form/…`.
 */
function chunkOf(source) {
  const found = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith(`:${source}`));
  if (!found) throw new Error(`no chunk for ${source} in the metafile`);
  return found;
}

/** What loading these outputs downloads: them and, transitively, the chunks they import statically. */
function downloads(...files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  files.forEach(visit);
  return [...seen].map((file) => dir + file);
}

const form = chunkOf('src/report-form/ReportFormElement.tsx');
const list = chunkOf('src/report-list/ReportListElement.tsx');
const map = chunkOf('src/report-map/ReportMapElement.tsx');
const story = chunkOf('src/report-story/ReportStoryElement.tsx');

export default [
  { name: 'entry: the script tag, before any element appears', path: downloads(entry), gzip: true, limit: '120 KiB' },
  // 119.2 KiB measured. React's client alone is 69 KiB of it; ofetch and formatjs about 10; the submission
  // queue and its kept-report list about 3.3, which a report saved offline needs in place before the
  // connection goes. What sends a report (its steps, the anonymous token's browser key: 4.4) loads with
  // the first report sent (docs/decisions.md, "Download budgets")
  { name: '<report-form>: a page with a form', path: downloads(entry, form), gzip: true, limit: '120 KiB' },
  { name: '<report-list>: a page with a list', path: downloads(entry, list), gzip: true },
  // 121.7 KiB measured; maplibre-gl's stylesheet (10 KiB) loads with maplibre-gl's code, when the map first
  // draws (src/maplibreStylesheet.ts, docs/decisions.md)
  { name: '<report-map> without maplibre-gl', path: downloads(entry, map), gzip: true, limit: '130 KiB' },
  // 95.4 KiB measured: a list's page less the list, plus the story's cards; the small maps and
  // maplibre-gl load later, with the first report card (a lazy chunk)
  { name: '<report-story>: a page with a story, before its first map', path: downloads(entry, story), gzip: true, limit: '98 KiB' },
  // the libraries without state of their own come once for all three (tsup.config.ts, docs/decisions.md)
  { name: 'all three elements without maplibre-gl', path: downloads(entry, form, list, map), gzip: true, limit: '185 KiB' },
];
