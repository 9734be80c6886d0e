import earcut, { deviation, flatten } from 'earcut';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { describe, expect, it, vi } from 'vitest';
import { cells, world } from './atlases.js';
import { cellsIn } from './atlasCells.js';
import { loadOfflineBasemap, offlineBasemapSource, offlineBasemapStyle } from './offlineBasemap.js';

type Collection = { features: { properties: { kind: string; cell?: string } }[] };
const dataOf = (style: Awaited<ReturnType<typeof loadOfflineBasemap>>) =>
  (style.sources[offlineBasemapSource] as unknown as { data: Collection }).data;

/** The land polygons of an atlas file's topology; with `cell`, only that square's (the 1:110m file). */
function landPolygons(topology: Topology, cell?: string): Polygon['coordinates'][] {
  const found = feature(topology, topology.objects.land!);
  return ('features' in found ? found.features : [found])
    .filter((f) => cell === undefined || (f.properties as { cell?: string } | null)?.cell === cell)
    .flatMap(({ geometry }) => {
      const shape = geometry as Polygon | MultiPolygon;
      return shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates;
    });
}

describe('offline basemap', () => {
  it('is a MapLibre style with no glyphs and no symbol layers, credited to Natural Earth', () => {
    const style = offlineBasemapStyle({ type: 'FeatureCollection', features: [] });
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line', 'line']);
    expect(style.sources[offlineBasemapSource]).toMatchObject({ type: 'geojson', attribution: 'Natural Earth' });
  });

  it('fills exactly its land: every land polygon of every file triangulates to its own area, as MapLibre fills it', async () => {
    // a polygon whose rings touch themselves (land clipped edge by edge at a square's sides) triangulates
    // into wedges outside it: MapLibre drew them as water across the Sahara at zoom 3
    const files = [await world(), ...(await Promise.all(Object.values(cells).map((load) => load!())))];
    let polygons = 0;
    for (const file of files)
      for (const rings of landPolygons(file.default as Topology)) {
        const { vertices, holes, dimensions } = flatten(rings);
        expect(deviation(vertices, holes, dimensions, earcut(vertices, holes, dimensions))).toBeLessThan(1e-6);
        polygons += 1;
      }
    expect(polygons).toBeGreaterThan(500);
  });

  it('puts land and sea where they are, at both resolutions, across the antimeridian and round the South Pole', async () => {
    // [longitude, latitude]: Agadez and Khartoum were under wedges of water, Kiruna in a band that the
    // antimeridian crossing of Chukotka turned inside out
    const land = [
      [7.99, 16.97],
      [32.53, 15.5],
      [20.23, 67.86],
      [129.7, 62.03],
      [175, 67],
      [-2.99, 16.77],
      [0, -80],
    ];
    const sea = [
      [40, 73],
      [5, 68],
      [-178, 58],
      [-20, -40],
      [0, -60],
      [178.9, -17.5],
    ];
    const landOf = async (load: () => Promise<{ default: unknown }>, cell?: string) =>
      landPolygons((await load()).default as Topology, cell);
    // even-odd ray casting over every ring
    const inside = ([x, y]: number[], polygons: number[][][][]) => {
      let odd = false;
      for (const ring of polygons.flat())
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i]!;
          const [xj, yj] = ring[j]!;
          if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) odd = !odd;
        }
      return odd;
    };
    for (const [points, expected] of [
      [land, true],
      [sea, false],
    ] as const)
      for (const point of points) {
        const [cell] = cellsIn([point[0]!, point[1]!, point[0]!, point[1]!]) as [string];
        expect([point, inside(point, await landOf(world, cell))]).toEqual([point, expected]);
        const fine = cells[cell];
        expect([point, fine ? inside(point, await landOf(fine)) : false]).toEqual([point, expected]);
      }
  });

  it('takes other colors', () => {
    const style = offlineBasemapStyle(
      { type: 'FeatureCollection', features: [] },
      { water: '#000000', land: '#111111', coast: '#222222', border: '#333333' },
    );
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': '#000000' } });
  });

  it('draws the world at 1:110m for a world view, with land, coasts and borders', async () => {
    const features = dataOf(await loadOfflineBasemap({ center: [0, 0], zoom: 1 })).features;
    for (const kind of ['land', 'coast', 'borders']) expect(features.some((f) => f.properties.kind === kind)).toBe(true);
    // every feature is a square's 1:110m part: nothing at 1:50m was needed
    expect(features.every((f) => f.properties.cell)).toBe(true);
  });

  it("draws a city's view with the 1:50m squares it shows, the 1:110m world elsewhere", async () => {
    // west London at zoom 11 is within the square 30°W–0°, 30°N–60°N
    const features = dataOf(await loadOfflineBasemap({ center: [-0.24, 51.53], zoom: 11 })).features;
    const fine = features.filter((f) => !f.properties.cell);
    expect(fine.map((f) => f.properties.kind).sort()).toEqual(['borders', 'coast', 'land']);
    const coarseCells = new Set(features.map((f) => f.properties.cell));
    expect(coarseCells.has('-30_30')).toBe(false);
    expect(coarseCells.has('0_30')).toBe(true);
  });
});

describe('the squares loaded before a map exists', () => {
  // the squares loaded stay for the page: each case starts from a fresh module
  const fresh = async () => {
    vi.resetModules();
    const module = await import('./offlineBasemap.js');
    return async (view: Parameters<typeof module.loadOfflineBasemap>[0]) => {
      const features = dataOf(await module.loadOfflineBasemap(view)).features;
      // a square drawn at 1:50m no longer has its 1:110m part
      const coarse = new Set(features.map((f) => f.properties.cell));
      return (cell: string) => !coarse.has(cell);
    };
  };
  // at zoom 6 a pixel is about 0.011°: 1280 pixels around 15°W reach 7° either side, within 30°W–0°
  const west = { center: [-15, 45] as [number, number], zoom: 6 };

  it("are those a screen's width around the view shows when the map's box is not known", async () => {
    const fine = await (await fresh())(west);
    expect(fine('-30_30')).toBe(true);
    expect(fine('0_30')).toBe(false);
  });

  it("are those the map's box shows, when it is wider than a screen", async () => {
    // 3,000 pixels reach 16.5° either side: into 0°–30°E
    const fine = await (await fresh())({ ...west, size: [3000, 800] });
    expect(fine('-30_30')).toBe(true);
    expect(fine('0_30')).toBe(true);
  });

  it('are the default ones for a box not laid out yet', async () => {
    const fine = await (await fresh())({ ...west, size: [0, 0] });
    expect(fine('-30_30')).toBe(true);
    expect(fine('0_30')).toBe(false);
  });
});

describe('the squares of the 1:50m data', () => {
  it('are the ones a view covers, across the antimeridian too', () => {
    expect(cellsIn([-0.5, 51.3, 0.1, 51.7]).sort()).toEqual(['-30_30', '0_30']);
    expect(cellsIn([170, -20, 190, -10]).sort()).toEqual(['-180_-30', '150_-30']);
    expect(cellsIn([-400, -90, 400, 90])).toHaveLength(72);
  });

  it('exist for every square with land or a border, and only there', () => {
    expect(Object.keys(cells)).toContain('0_30');
    // the middle of the Pacific
    expect(Object.keys(cells)).not.toContain('-150_0');
  });
});
