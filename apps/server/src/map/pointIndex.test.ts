import type { BoundingBox, PackedPoints } from '@fieldwatch/core';
import { describe, expect, it } from 'vitest';
import { buildPointIndex, clustersIn, mercatorX, mercatorY } from './pointIndex.js';

function randomPoints(count: number, center: [lng: number, lat: number], spread: number, seed = 7): PackedPoints {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const points: PackedPoints = {
    ids: new Uint32Array(count),
    lat: new Int32Array(count),
    lng: new Int32Array(count),
    flags: new Uint8Array(count),
  };
  for (let i = 0; i < count; i++) {
    points.ids[i] = i * 2 + 1;
    points.lng[i] = Math.round((center[0] + (random() - 0.5) * spread) * 1e6);
    points.lat[i] = Math.round((center[1] + (random() - 0.5) * spread) * 1e6);
    points.flags[i] = i % 16;
  }
  return points;
}

const inBox = (lng: number, lat: number, [west, south, east, north]: BoundingBox) =>
  lat >= south && lat <= north && (west <= east ? lng >= west && lng <= east : lng >= west || lng <= east);

/** Every report a map of `bbox` must account for (the cells may reach a little past the box). */
function idsInBox(points: PackedPoints, bbox: BoundingBox): number[] {
  const ids: number[] = [];
  for (let i = 0; i < points.ids.length; i++) if (inBox(points.lng[i]! / 1e6, points.lat[i]! / 1e6, bbox)) ids.push(points.ids[i]!);
  return ids;
}

describe('point index', () => {
  const points = randomPoints(20_000, [-0.24, 51.53], 4);
  const index = buildPointIndex(points);

  it('keeps the points in Z-order with running sums of their coordinates', () => {
    for (let i = 1; i < index.keys.length; i++) expect(index.keys[i]!).toBeGreaterThanOrEqual(index.keys[i - 1]!);
    expect(new Set(index.order).size).toBe(points.ids.length);
    const lngSum = points.lng.reduce((sum, value) => sum + value / 1e6, 0);
    expect(index.sumLng[points.ids.length]).toBeCloseTo(lngSum, 6);
  });

  /** What a 1366 × 850 screen centerd on the points shows at `zoom` (512-pixel tiles). */
  const screenAt = (zoom: number): BoundingBox => {
    const degrees = (pixels: number) => (pixels / (512 * 2 ** zoom)) * 360;
    return [-0.24 - degrees(683), 51.53 - degrees(425) * 0.62, -0.24 + degrees(683), 51.53 + degrees(425) * 0.62];
  };

  it.each([3, 6, 9, 12, 15])('accounts for every report of the screen once at zoom %i, centers inside their bounds', (zoom) => {
    const bbox = screenAt(zoom);
    const { clusters, points: single } = clustersIn(index, bbox, zoom);
    const counted = clusters.count.reduce((sum, count) => sum + count, 0) + single.ids.length;
    const expected = idsInBox(points, bbox);
    // cells reach past the box's edges, never short of them
    expect(counted).toBeGreaterThanOrEqual(expected.length);
    const singles = new Set(single.ids);
    expect(singles.size).toBe(single.ids.length);
    clusters.count.forEach((count, i) => {
      expect(count).toBeGreaterThan(1);
      const [west, south, east, north] = clusters.bounds[i]!;
      expect(clusters.lng[i]!).toBeGreaterThanOrEqual(west - 1e-6);
      expect(clusters.lng[i]!).toBeLessThanOrEqual(east + 1e-6);
      expect(clusters.lat[i]!).toBeGreaterThanOrEqual(south - 1e-6);
      expect(clusters.lat[i]!).toBeLessThanOrEqual(north + 1e-6);
    });
    // nothing far outside the box: the cells are at most one cell wider than it
    const cell = 1 / 2 ** (zoom + 3);
    for (let i = 0; i < single.ids.length; i++) {
      const x = mercatorX(single.lng[i]! / 1e6);
      expect(x).toBeGreaterThanOrEqual(mercatorX(bbox[0]) - cell);
      expect(x).toBeLessThanOrEqual(mercatorX(bbox[2]) + cell);
      expect(mercatorY(single.lat[i]! / 1e6)).toBeLessThanOrEqual(mercatorY(bbox[1]) + cell);
    }
  });

  it('has a few hundred clusters at most for a screen, however many reports it holds', () => {
    const { clusters } = clustersIn(index, [-2.5, 49.5, 2, 53.5], 6);
    expect(clusters.count.length).toBeGreaterThan(10);
    expect(clusters.count.length).toBeLessThan(600);
  });

  it('gives every report one by one past the clustering zoom, ids ascending, with their flags', () => {
    const bbox: BoundingBox = [-0.25, 51.52, -0.23, 51.54];
    const expected = idsInBox(points, bbox);
    const { clusters, points: single } = clustersIn(index, bbox, 16);
    expect(clusters.count).toEqual([]);
    expect(single.ids).toEqual(expect.arrayContaining(expected));
    expect([...single.ids]).toEqual([...single.ids].sort((a, b) => a - b));
    const i = single.ids.indexOf(expected[0]!);
    const at = points.ids.indexOf(expected[0]!);
    expect(single.flags[i]).toBe(points.flags[at]);
    expect(single.lat[i]).toBe(points.lat[at]);
  });

  it('reads across the antimeridian', () => {
    const pacific = buildPointIndex({
      ids: Uint32Array.from([1, 2, 3]),
      lng: Int32Array.from([179.5e6, -179.5e6, 0]),
      lat: Int32Array.from([0, 0, 0]),
      flags: new Uint8Array(3),
    });
    const { clusters, points: single } = clustersIn(pacific, [179, -1, -179, 1], 9);
    expect(clusters.count).toEqual([]);
    expect(single.ids).toEqual([1, 2]);
  });

  it('keeps reports at one place together until the clustering zoom, then gives them one by one', () => {
    const stacked = buildPointIndex({
      ids: Uint32Array.from([4, 5, 6]),
      lng: Int32Array.from([10e6, 10e6, 10e6]),
      lat: Int32Array.from([20e6, 20e6, 20e6]),
      flags: new Uint8Array(3),
    });
    const bbox: BoundingBox = [9.99, 19.99, 10.01, 20.01];
    expect(clustersIn(stacked, bbox, 15).clusters).toEqual({ lng: [10], lat: [20], count: [3], bounds: [[10, 20, 10, 20]] });
    expect(clustersIn(stacked, bbox, 16).points.ids).toEqual([4, 5, 6]);
  });

  it('looks at a huge box in coarser cells rather than millions of them', () => {
    const { clusters, points: single } = clustersIn(index, [-180, -85, 180, 85], 14);
    expect(clusters.count.reduce((sum, count) => sum + count, 0) + single.ids.length).toBe(points.ids.length);
    expect(clusters.count.length).toBeLessThanOrEqual(4096);
  });

  it('holds nothing for no points', () => {
    const empty = buildPointIndex({ ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) });
    expect(clustersIn(empty, [-10, -10, 10, 10], 5)).toEqual({
      clusters: { lng: [], lat: [], count: [], bounds: [] },
      points: { ids: [], lat: [], lng: [], flags: [] },
    });
  });
});
