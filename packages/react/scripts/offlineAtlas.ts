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
import { clipPolyline } from 'lineclip';
import polygonClipping from 'polygon-clipping';
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

/**
 * A line whose steps never exceed 180° of longitude: world-atlas is made for the sphere, so a ring that
 * crosses the antimeridian (Chukotka, Fiji) jumps from 180° to −180°, which on a flat map is a line
 * across the whole world. Past the jump the line goes on beyond ±180°; the squares are then also cut
 * 360° to either side (`cut`). The line is moved by whole turns to keep its middle within ±180°.
 */
function unwrapped(line: Point[]): Point[] {
  const out: Point[] = [];
  let turn = 0;
  for (const [x, y] of line) {
    const previous = out.at(-1);
    if (previous && x + turn - previous[0] > 180) turn -= 360;
    else if (previous && x + turn - previous[0] < -180) turn += 360;
    out.push([x + turn, y]);
  }
  const xs = out.map(([x]) => x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  const shift = -360 * Math.round(middle / 360);
  return shift ? out.map(([x, y]) => [x + shift, y]) : out;
}

/**
 * A polygon ring on a flat map: unwrapped, and a ring round a pole (Antarctica's ends 360° from where it
 * began) closed along that pole, so that its inside is the land.
 */
function flatRing(ring: Point[]): Point[] {
  const out = unwrapped(ring);
  const [first, last] = [out[0]!, out.at(-1)!];
  if (Math.abs(last[0] - first[0]) < 180) return out;
  const pole = first[1] + last[1] < 0 ? -90 : 90;
  return [...out, [last[0], pole], [first[0], pole], first];
}

/** Whether a point lies on the antimeridian (at ±180°, or a whole turn past it). */
const onAntimeridian = ([x]: Point) => Math.abs((((x % 360) + 360) % 360) - 180) < 1e-9;

/** A ring's outline as coast lines, less its edges along the antimeridian: where the land was cut, not a coast. */
function coastsOf(ring: Point[]): Point[][] {
  const lines: Point[][] = [[]];
  unwrapped(ring).forEach((point, i, all) => {
    const previous = all[i - 1];
    if (previous && onAntimeridian(previous) && onAntimeridian(point)) lines.push([]);
    lines.at(-1)!.push(point);
  });
  return lines.filter((line) => line.length >= 2);
}

function world(resolution: '110m' | '50m') {
  const [land, countries] = sources[resolution].map((path) => JSON.parse(readFileSync(path, 'utf8')) as AtlasTopology) as [
    AtlasTopology,
    AtlasTopology,
  ];
  const polygons = feature(land, land.objects.land).features.flatMap((f) => {
    const geometry = f.geometry as Polygon | MultiPolygon;
    return (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Point[][][];
  });
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b).coordinates as Point[][];
  return {
    polygons: polygons.map((rings) => rings.map(flatRing)),
    // the coasts are the land's outlines: no line along a pole or along the antimeridian
    coasts: polygons.flat().flatMap(coastsOf),
    borders: borders.map(unwrapped),
  };
}

/** Whether a ring's points reach into `bbox` at all (a quick test before the intersection). */
const touches = (ring: Point[], [west, south, east, north]: BBox) => {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  return minX <= east && maxX >= west && minY <= north && maxY >= south;
};

const moved = (points: Point[], dx: number): Point[] => (dx ? points.map(([x, y]): Point => [x + dx, y]) : points);

/**
 * One square of a world: its land, coasts and borders, or null when it is all sea. The land is the true
 * intersection of the polygons with the square (polygon-clipping), not each ring clipped edge by edge: a
 * concave coast clipped that way (Sutherland–Hodgman) joins its pieces with zero-width corridors along
 * the square's edges, which MapLibre's triangulation filled as wedges of water across the Sahara. The
 * square is also cut 360° to either side, for the parts of lines that go on past ±180° (`unwrapped`).
 */
function cut(source: ReturnType<typeof world>, bbox: BBox) {
  const land: Point[][][] = [];
  const coast: Point[][] = [];
  const borders: Point[][] = [];
  for (const turn of [-360, 0, 360]) {
    const [west, south, east, north]: BBox = [bbox[0] + turn, bbox[1], bbox[2] + turn, bbox[3]];
    const square: Point[][] = [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ];
    const box: BBox = [west, south, east, north];
    const near = source.polygons.filter(([outer]) => touches(outer!, box));
    // the nearby polygons as one multipolygon: intersection() of several geometries keeps what they all share
    if (near.length) land.push(...polygonClipping.intersection(square, near).map((rings) => rings.map((ring) => moved(ring, -turn))));
    const lines = (of: Point[][]) =>
      of
        .flatMap((line) => clipPolyline(line, box))
        .filter((line) => line.length >= 2)
        .map((line) => moved(line, -turn));
    coast.push(...lines(source.coasts));
    borders.push(...lines(source.borders));
  }
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
