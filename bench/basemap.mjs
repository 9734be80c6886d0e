// `npm run bench:basemap`: the bytes the built-in basemap costs a first frame, as the dashboard serves
// them (apps/dashboard/dist, gzip level 6 as a proxy's default; the server's brotli is a little smaller).
//
// A view loads the 1:110m world and, from zoom 4, the 30° squares of 1:50m data it shows
// (packages/react/src/map/offlineBasemap.ts). For a few cities at a city's zoom (11, a 1280 × 800
// view) and at the report page's location map zoom (6, 800 × 256), it prints the files that view loads
// and their size; then the whole 1:50m world the basemap loaded at every zoom before (world-atlas's
// land and countries at 1:50m, for comparison). Goal: ≤ 150 KB gzip for a city's first frame.
//
//   BENCH_BASEMAP_DIST=apps/dashboard/dist/assets   where the built chunks are (after `npm run build`)
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cellsIn } from '../packages/react/src/map/atlasCells.ts';
import { cells } from '../packages/react/src/map/atlases.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, process.env.BENCH_BASEMAP_DIST ?? 'apps/dashboard/dist/assets');
const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
const gzip = (path) => gzipSync(readFileSync(path), { level: 6 }).length;

/** The built chunk of one atlas file (Vite names a chunk after its module: `50m_-30_30-<hash>.js`). */
function chunkOf(name) {
  const found = files.find((file) => file.startsWith(`${name}-`));
  if (!found) throw new Error(`no chunk for ${name} in ${dist}: build the dashboard first (npm run build)`);
  return join(dist, found);
}

/** The view's bounds, as MapLibre gives them for a canvas of width × height pixels (512-pixel tiles). */
function bounds([lng, lat], zoom, width, height) {
  const degrees = 360 / (512 * 2 ** zoom);
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const toLat = (merc) => (Math.atan(Math.exp(merc)) * 360) / Math.PI - 90;
  const halfY = ((height / 2) * degrees * Math.PI) / 180;
  return [lng - (width / 2) * degrees, toLat(y - halfY), lng + (width / 2) * degrees, toLat(y + halfY)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const world = gzip(chunkOf('world_110m'));

const cities = [
  ['London', [-0.2417, 51.5286]],
  ['Nairobi', [36.8219, -1.2921]],
  ['Chennai', [80.2707, 13.0827]],
  ['Beijing', [116.4074, 39.9042]],
  ['Cairo', [31.2357, 30.0444]],
  ['São Paulo', [-46.6333, -23.5505]],
  ['Oslo', [10.7522, 59.9139]],
];
const views = [
  ['city view, zoom 11, 1280 × 800', 11, 1280, 800],
  ['location map, zoom 6, 800 × 256', 6, 800, 256],
];

console.log(`built-in basemap: bytes for a first frame (gzip), from ${dist}`);
console.log(`  the 1:110m world (every view): ${kb(world)}`);
for (const [title, zoom, width, height] of views) {
  console.log(`\n  ${title}`);
  let worst = 0;
  for (const [city, center] of cities) {
    const ids = cellsIn(bounds(center, zoom, width, height)).filter((id) => cells[id]);
    const squares = ids.reduce((sum, id) => sum + gzip(chunkOf(`50m_${id}`)), 0);
    worst = Math.max(worst, world + squares);
    console.log(
      `    ${city.padEnd(10)} ${kb(world + squares).padStart(9)}   (${ids.length} square${ids.length === 1 ? '' : 's'} at 1:50m: ${kb(squares)})`,
    );
  }
  console.log(`    largest   ${kb(worst).padStart(9)}   goal ≤ 150 KB: ${worst <= 150 * 1024 ? 'met' : 'NOT met'}`);
}

// world-atlas is the React package's (its atlas script's) dependency
const require = createRequire(join(root, 'packages/react/package.json'));
const before = ['land-50m.json', 'countries-50m.json'].reduce(
  (sum, name) => sum + gzipSync(readFileSync(require.resolve(`world-atlas/${name}`)), { level: 6 }).length,
  0,
);
console.log(`\n  before: the whole 1:50m world at every zoom (world-atlas land + countries): ${kb(before)}`);
