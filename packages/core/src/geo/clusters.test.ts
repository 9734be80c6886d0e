import { describe, expect, it } from 'vitest';
import { limits } from '../limits.js';
import { createLocalClusterEngine, frameOfServerClusters, viewAround } from './clusters.js';
import type { PackedPoints } from './points.js';

const packed = (rows: [id: number, lat: number, lng: number, flags?: number][]): PackedPoints => ({
  ids: Uint32Array.from(rows.map(([id]) => id)),
  lat: Int32Array.from(rows.map(([, lat]) => Math.round(lat * 1e6))),
  lng: Int32Array.from(rows.map(([, , lng]) => Math.round(lng * 1e6))),
  flags: Uint8Array.from(rows.map(([, , , flags = 0]) => flags)),
});

const world = [-180, -85, 180, 85] as [number, number, number, number];

describe('clustering in the browser', () => {
  it('groups close reports at a low zoom and shows them one by one past the clustering zoom', async () => {
    const engine = createLocalClusterEngine();
    await engine.load(
      packed([
        [1, 51.5, -0.1],
        [2, 51.5005, -0.1005, 3],
        [3, 51.501, -0.1],
        [4, -33.9, 18.4],
      ]),
    );
    const far = await engine.frame({ bbox: world, zoom: 5 });
    expect(far.clusters).toHaveLength(1);
    expect(far.clusters[0]).toMatchObject({ count: 3 });
    expect(far.points.map((point) => point.id)).toEqual([4]);

    const near = await engine.frame({ bbox: world, zoom: limits.mapClusterMaxZoom + 1 });
    expect(near.clusters).toEqual([]);
    expect(near.points.map((point) => point.id).sort()).toEqual([1, 2, 3, 4]);
    expect(near.points.find((point) => point.id === 2)!.flags).toBe(3);
  });

  it('fits a cluster: the box around its reports', async () => {
    const engine = createLocalClusterEngine();
    await engine.load(
      packed([
        [1, 51.5, -0.1],
        [2, 51.52, -0.12],
        [3, 51.51, -0.11],
      ]),
    );
    const [cluster] = (await engine.frame({ bbox: world, zoom: 4 })).clusters;
    expect(await engine.bounds(cluster!.key)).toEqual([-0.12, 51.5, -0.1, 51.52]);
  });

  it('moves reports at the same 4-decimal place apart, about 0.00003°, the first one staying put', async () => {
    const engine = createLocalClusterEngine();
    await engine.load(
      packed([
        [1, 10.12341, 20.56781],
        [2, 10.12342, 20.56782],
        [3, 10.12343, 20.56783],
      ]),
    );
    const points = (await engine.frame({ bbox: world, zoom: 20 })).points.sort((a, b) => a.id - b.id);
    expect(points[0]).toMatchObject({ lat: 10.12341, lng: 20.56781 });
    for (const moved of points.slice(1)) {
      const distance = Math.hypot(moved.lat - 10.12341, moved.lng - 20.56781);
      expect(distance).toBeGreaterThan(limits.mapJitter * 0.5);
      expect(distance).toBeLessThan(limits.mapJitter * 2);
    }
  });

  it('reads a view that crosses the antimeridian', async () => {
    const engine = createLocalClusterEngine();
    await engine.load(
      packed([
        [1, 0, 179.9],
        [2, 0, -179.9],
        [3, 0, 0],
      ]),
    );
    const frame = await engine.frame({ bbox: [179, -1, -179, 1], zoom: 17 });
    expect(frame.points.map((point) => point.id).sort()).toEqual([1, 2]);
  });

  it('refuses to draw before it has points', async () => {
    await expect(createLocalClusterEngine().frame({ bbox: world, zoom: 3 })).rejects.toThrow();
  });
});

describe('a frame from the server', () => {
  it('keeps the clusters with their bounds, and jitters reports at one place', () => {
    const frame = frameOfServerClusters({
      clusters: { lng: [1], lat: [2], count: [30], bounds: [[0, 1, 2, 3]] },
      points: { ids: [5, 6], lat: [10_000_000, 10_000_000], lng: [20_000_000, 20_000_000], flags: [1, 2] },
    });
    expect(frame.clusters).toEqual([{ key: 0, lng: 1, lat: 2, count: 30, bounds: [0, 1, 2, 3] }]);
    expect(frame.points[0]).toEqual({ id: 5, flags: 1, lat: 10, lng: 20 });
    expect(frame.points[1]!.lat).not.toBe(10);
  });
});

describe('the view of a map not made yet', () => {
  it('spans what MapLibre shows at that size and zoom (512-pixel tiles, Web Mercator)', () => {
    // zoom 1: the world is 1,024 pixels wide, so 512 of them show half of it
    const { bbox, zoom } = viewAround([0, 0], 1, 512, 512);
    expect(zoom).toBe(1);
    expect(bbox[0]).toBeCloseTo(-90);
    expect(bbox[2]).toBeCloseTo(90);
    // half the world's height in Mercator is the latitude whose y is π/2
    expect(bbox[1]).toBeCloseTo(-66.513, 2);
    expect(bbox[3]).toBeCloseTo(66.513, 2);
  });

  it('keeps longitudes within ±180 across the antimeridian, and takes the whole world past one turn', () => {
    const across = viewAround([179, 10], 3, 512, 100);
    expect(across.bbox[0]).toBeCloseTo(156.5);
    expect(across.bbox[2]).toBeCloseTo(-158.5);
    expect(viewAround([20, 0], 0, 2000, 400).bbox).toEqual([-180, expect.any(Number), 180, expect.any(Number)]);
  });
});
