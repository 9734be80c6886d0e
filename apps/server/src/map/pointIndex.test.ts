import type { BoundingBox, PackedPoints, ReportClusters } from '@fieldwatch/core';
import { describe, expect, it } from 'vitest';
import {
  addToOverlay,
  boundsAlong,
  buildOverlayIndex,
  buildPointIndex,
  clustersIn,
  mercatorX,
  mercatorY,
  overlayRemovedCount,
  pointsUnchanged,
  updatePointIndex,
  updatePoints,
  type PointIndex,
  type PointOverlay,
} from './pointIndex.js';

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

  it('knows the extent of any run of points along the curve, whole blocks from their summary', () => {
    const extent = (start: number, end: number) => {
      const bounds = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = start; i < end; i++) {
        const at = index.order[i]!;
        bounds[0] = Math.min(bounds[0]!, points.lng[at]!);
        bounds[1] = Math.min(bounds[1]!, points.lat[at]!);
        bounds[2] = Math.max(bounds[2]!, points.lng[at]!);
        bounds[3] = Math.max(bounds[3]!, points.lat[at]!);
      }
      return bounds;
    };
    const n = points.ids.length;
    // within a block, across one edge, over many blocks, the whole set, block edges exactly
    for (const [start, end] of [
      [3, 90],
      [200, 300],
      [255, 257],
      [256, 512],
      [100, 19_000],
      [0, n],
      [n - 10, n],
    ] as const) {
      expect(boundsAlong(index, start, end), `${start}–${end}`).toEqual(extent(start, end));
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

describe('following changed reports', () => {
  const before = randomPoints(5000, [-0.24, 51.53], 4);
  // ids are odd: even ids are new reports
  const moved = randomPoints(300, [2.35, 48.85], 1, 11);
  const changed: number[] = [];
  const fresh: PackedPoints = { ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) };
  const freshRows: [id: number, lat: number, lng: number, flags: number][] = [];
  for (let k = 0; k < 300; k++) {
    const id = k % 3 === 0 ? before.ids[k * 10]! : k % 3 === 1 ? 10_000 + k * 2 : before.ids[k * 10 + 5]!;
    changed.push(id);
    // every third changed report left the set (deleted, hidden, filtered out); the others are (re)placed
    if (k % 3 !== 2) freshRows.push([id, moved.lat[k]!, moved.lng[k]!, k % 16]);
  }
  freshRows.sort((a, b) => a[0] - b[0]);
  fresh.ids = Uint32Array.from(freshRows, (row) => row[0]);
  fresh.lat = Int32Array.from(freshRows, (row) => row[1]);
  fresh.lng = Int32Array.from(freshRows, (row) => row[2]);
  fresh.flags = Uint8Array.from(freshRows, (row) => row[3]);
  const changedIds = Uint32Array.from(changed).sort();

  /** What the points must be: the old ones but the changed, and the re-read ones, ids ascending. */
  function expected(): PackedPoints {
    const gone = new Set(changed);
    const rows: [number, number, number, number][] = [...freshRows];
    for (let i = 0; i < before.ids.length; i++)
      if (!gone.has(before.ids[i]!)) rows.push([before.ids[i]!, before.lat[i]!, before.lng[i]!, before.flags[i]!]);
    rows.sort((a, b) => a[0] - b[0]);
    return {
      ids: Uint32Array.from(rows, (row) => row[0]),
      lat: Int32Array.from(rows, (row) => row[1]),
      lng: Int32Array.from(rows, (row) => row[2]),
      flags: Uint8Array.from(rows, (row) => row[3]),
    };
  }

  it('replaces the changed reports by their current points, drops those gone and adds the new, ids ascending', () => {
    const update = updatePoints(before, changedIds, fresh);
    expect(update.points).toEqual(expected());
    for (let i = 0; i < before.ids.length; i++) {
      if (update.moved[i] === -1) expect(changed).toContain(before.ids[i]);
      else expect(update.points.ids[update.moved[i]!]).toBe(before.ids[i]);
    }
    expect(Array.from(update.added, (at) => update.points.ids[at])).toEqual([...fresh.ids]);
  });

  const boxes: [BoundingBox, number][] = [
    [[-180, -85, 180, 85], 2],
    [[-3, 49, 3, 54], 5],
    [[-0.5, 51.3, 0, 51.7], 10],
    [[-0.3, 51.5, -0.2, 51.6], 15],
    [[2.3, 48.8, 2.4, 48.9], 13],
    [[2.3, 48.8, 2.4, 48.9], 18],
  ];

  /** `answer` gives for each of `boxes` what the index `rebuilt` from scratch gives. */
  function expectClustersOf(answer: (bbox: BoundingBox, zoom: number) => ReportClusters, rebuilt: PointIndex) {
    for (const [bbox, zoom] of boxes) {
      const a = answer(bbox, zoom);
      const b = clustersIn(rebuilt, bbox, zoom);
      expect(a.points).toEqual(b.points);
      expect(a.clusters.count).toEqual(b.clusters.count);
      expect(a.clusters.bounds).toEqual(b.clusters.bounds);
      a.clusters.lng.forEach((lng, i) => expect(lng).toBeCloseTo(b.clusters.lng[i]!, 5));
      a.clusters.lat.forEach((lat, i) => expect(lat).toBeCloseTo(b.clusters.lat[i]!, 5));
    }
  }

  const expectSameClusters = (index: PointIndex, overlay: PointOverlay, rebuilt: PointIndex) => {
    const overlayIndex = buildOverlayIndex(index, overlay);
    expectClustersOf((bbox, zoom) => clustersIn(index, bbox, zoom, overlayIndex), rebuilt);
  };

  it('gives the clusters a rebuilt index gives, without rebuilding it', () => {
    const update = updatePoints(before, changedIds, fresh);
    const patched = updatePointIndex(buildPointIndex(before), update);
    const rebuilt = buildPointIndex(expected());
    expect([...patched.keys]).toEqual([...rebuilt.keys]);
    expect(new Set(patched.order).size).toBe(update.points.ids.length);
    expectClustersOf((bbox, zoom) => clustersIn(patched, bbox, zoom), rebuilt);
    // the moved reports are in Paris now, and no longer where they were
    expect(clustersIn(patched, [2.3, 48.8, 2.4, 48.9], 18).points.ids.length).toBeGreaterThan(0);
  });

  it('gives through an overlay of the changes the clusters and count a rebuilt index gives, over successive changes', () => {
    const index = buildPointIndex(before);
    const overlay = addToOverlay(undefined, changedIds, fresh);
    expectSameClusters(index, overlay, buildPointIndex(expected()));
    expect(before.ids.length - overlayRemovedCount(before, overlay) + overlay.fresh.ids.length).toBe(expected().ids.length);

    // then: a report of the overlay moves again, one of the overlay leaves, one untouched so far leaves,
    // and a new one arrives; the overlay holds their latest state
    const again = Uint32Array.from([before.ids[1]!, fresh.ids[0]!, fresh.ids[1]!, 20_000]).sort();
    const againFresh: PackedPoints = {
      ids: Uint32Array.from([fresh.ids[0]!, 20_000]),
      lat: Int32Array.from([51_400_000, 51_450_000]),
      lng: Int32Array.from([-250_000, -260_000]),
      flags: Uint8Array.from([3, 5]),
    };
    const second = addToOverlay(overlay, again, againFresh);
    const merged = updatePoints(updatePoints(before, changedIds, fresh).points, again, againFresh).points;
    expect(updatePoints(before, second.changed, second.fresh).points).toEqual(merged);
    expectSameClusters(index, second, buildPointIndex(merged));
    expect(before.ids.length - overlayRemovedCount(before, second) + second.fresh.ids.length).toBe(merged.ids.length);
    // and the overlay reads as the current points when telling whether a re-read changes anything
    expect(pointsUnchanged(before, Uint32Array.from([20_000]), addToOverlay(undefined, new Uint32Array(0), againFresh).fresh, second)).toBe(
      false,
    );
    const latest = {
      ids: againFresh.ids.slice(1),
      lat: againFresh.lat.slice(1),
      lng: againFresh.lng.slice(1),
      flags: againFresh.flags.slice(1),
    };
    expect(pointsUnchanged(before, Uint32Array.from([20_000]), latest, second)).toBe(true);
    expect(pointsUnchanged(before, Uint32Array.from([20_000]), latest)).toBe(false);
  });

  it('empties and fills an index', () => {
    const all = Uint32Array.from(before.ids);
    const none: PackedPoints = { ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) };
    const emptied = updatePoints(before, all, none);
    const emptyIndex = updatePointIndex(buildPointIndex(before), emptied);
    expect(emptyIndex.keys.length).toBe(0);
    const filled = updatePoints(emptied.points, all, before);
    expect(filled.points).toEqual(before);
    expect([...updatePointIndex(emptyIndex, filled).keys]).toEqual([...buildPointIndex(before).keys]);
  });

  it('tells when the re-read reports leave the points as they are', () => {
    const none: PackedPoints = { ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) };
    const same = (ids: number[]) => {
      const at = ids.map((id) => before.ids.indexOf(id));
      return {
        ids: Uint32Array.from(at, (i) => before.ids[i]!),
        lat: Int32Array.from(at, (i) => before.lat[i]!),
        lng: Int32Array.from(at, (i) => before.lng[i]!),
        flags: Uint8Array.from(at, (i) => before.flags[i]!),
      };
    };
    // a report not in the set that stays out of it (a draft), and reports re-read as they were (a title edited)
    expect(pointsUnchanged(before, Uint32Array.from([2]), none)).toBe(true);
    expect(pointsUnchanged(before, Uint32Array.from([1, 2, 7]), same([1, 7]))).toBe(true);
    // one left the set, one moved, one changed flags, one came in
    expect(pointsUnchanged(before, Uint32Array.from([1, 7]), same([7]))).toBe(false);
    const movedOne = same([1, 7]);
    movedOne.lat[1] = movedOne.lat[1]! + 1;
    expect(pointsUnchanged(before, Uint32Array.from([1, 7]), movedOne)).toBe(false);
    const flagged = same([1]);
    flagged.flags[0] = flagged.flags[0]! ^ 1;
    expect(pointsUnchanged(before, Uint32Array.from([1]), flagged)).toBe(false);
    expect(
      pointsUnchanged(before, Uint32Array.from([2]), {
        ids: Uint32Array.from([2]),
        lat: Int32Array.from([0]),
        lng: Int32Array.from([0]),
        flags: Uint8Array.from([0]),
      }),
    ).toBe(false);
  });
});
