/**
 * `npm run atlas -w @fieldwatch/react`: writes the offline basemap's data, src/map/atlas/*.json and
 * src/map/atlases.js, out of world-atlas (Natural Earth, public domain).
 *
 * A map loads only what its view needs (docs/map.md "Offline basemap"): the whole world at 1:110m, in
 * one small file, and the world at 1:50m cut into squares of `cellSize` degrees, one file each, loaded
 * when a view at zoom 4 or more shows them. Each square holds its land (polygons, cut at the square's
 * edges), its coasts (the land's outlines as lines, so that the cuts draw no line) and the borders
 * between countries (lines), as one TopoJSON topology; the 1:110m file holds the same three objects with
 * one geometry per square, so a map can leave out the squares it has at 1:50m.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { clipPolygon, clipPolyline } from 'lineclip';
import { feature, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { cellSize } from '../src/map/atlasCells.js';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'map');

type AtlasTopology = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
type BBox = [number, number, number, number];
/** world-atlas's positions are longitude and latitude alone */
type Point = [number, number];

// world-atlas's topologies, land and countries, by resolution
const sources = {
  '110m': [require.resolve('world-atlas/land-110m.json'), require.resolve('world-atlas/countries-110m.json')],
  '50m': [require.resolve('world-atlas/land-50m.json'), require.resolve('world-atlas/countries-50m.json')],
};

function world(resolution: '110m' | '50m') {
  const [land, countries] = sources[resolution].map((path) => JSON.parse(readFileSync(path, 'utf8')) as AtlasTopology) as [
    AtlasTopology,
    AtlasTopology,
  ];
  const polygons = feature(land, land.objects.land).features.flatMap((f) => {
    const geometry = f.geometry as Polygon | MultiPolygon;
    return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  });
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates;
  return { polygons: polygons as Point[][][], borders: borders as Point[][] };
}

/** One square of a world: its land, coasts and borders, or null when it is all sea. */
function cut(source: ReturnType<typeof world>, bbox: BBox) {
  const land: Point[][][] = [];
  for (const [outer, ...holes] of source.polygons) {
    const clipped = clipPolygon(outer!, bbox);
    if (clipped.length < 4) continue;
    land.push([clipped, ...holes.map((hole) => clipPolygon(hole, bbox)).filter((hole) => hole.length >= 4)]);
  }
  const lines = (of: Point[][]) => of.flatMap((line) => clipPolyline(line, bbox)).filter((line) => line.length >= 2);
  const coast = lines(source.polygons.flat());
  const borders = lines(source.borders);
  if (!land.length && !coast.length && !borders.length) return null;
  return {
    land: { type: 'MultiPolygon', coordinates: land } satisfies MultiPolygon,
    coast: { type: 'MultiLineString', coordinates: coast } satisfies MultiLineString,
    borders: { type: 'MultiLineString', coordinates: borders } satisfies MultiLineString,
  };
}

// each square reaches a little into its neighbours: land cut exactly at an edge would show a hairline
// there (the two fills' antialiased edges); overlapping fills of one colour show nothing
const overlap = 0.01;
const squares: { id: string; bbox: BBox }[] = [];
for (let west = -180; west < 180; west += cellSize)
  for (let south = -90; south < 90; south += cellSize)
    squares.push({
      id: `${west}_${south}`,
      bbox: [west - overlap, south - overlap, west + cellSize + overlap, south + cellSize + overlap],
    });

rmSync(join(out, 'atlas'), { recursive: true, force: true });
mkdirSync(join(out, 'atlas'));

// 1:50m, a file per square; quantized to 1/100,000 of the square (about 30 m), finer than the data
const fine = world('50m');
const ids: string[] = [];
for (const square of squares) {
  const parts = cut(fine, square.bbox);
  if (!parts) continue;
  ids.push(square.id);
  writeFileSync(join(out, 'atlas', `50m_${square.id}.json`), JSON.stringify(topology(parts, 1e5)));
}

// 1:110m, one file; each square a geometry of its own, its id in `properties.cell`
const coarse = world('110m');
const collections = { land: [] as unknown[], coast: [] as unknown[], borders: [] as unknown[] };
for (const square of squares) {
  const parts = cut(coarse, square.bbox);
  if (!parts) continue;
  for (const key of ['land', 'coast', 'borders'] as const)
    collections[key].push({ type: 'Feature', properties: { cell: square.id }, geometry: parts[key] });
}
const coarseTopology = topology(
  Object.fromEntries(Object.entries(collections).map(([key, features]) => [key, { type: 'FeatureCollection', features }])) as never,
  1e4,
);
writeFileSync(join(out, 'atlas', 'world_110m.json'), JSON.stringify(coarseTopology));

const lines = ids.map((id) => `  '${id}': () => import('./atlas/50m_${id}.json'),`);
writeFileSync(
  join(out, 'atlases.js'),
  `// Written by scripts/offlineAtlas.ts (\`npm run atlas -w @fieldwatch/react\`): do not edit.
// The offline basemap's data (world-atlas, Natural Earth), each file a module imported when a map first
// needs it. JavaScript with its typings beside it (atlases.d.ts), so that TypeScript never reads the JSON.
export const world = () => import('./atlas/world_110m.json');
export const cells = {
${lines.join('\n')}
};
`,
);
console.log(`${ids.length} squares of ${cellSize}° at 1:50m, and the world at 1:110m, in ${join(out, 'atlas')}`);
