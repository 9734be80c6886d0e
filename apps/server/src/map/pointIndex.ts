/**
 * An index of report points for the map's clusters (docs/map.md "Clusters from the server"): the
 * points sorted along a Z-order curve of Web Mercator cells, with prefix sums of their coordinates.
 *
 * On a Z-order curve every grid cell, at every zoom, is one contiguous run of the sorted points, so a
 * cell's count is two binary searches and its center two subtractions of prefix sums: the clusters
 * of a screen cost what the screen holds in cells (a few hundred), not what the table holds in
 * reports. Building it is one pass over the points plus a radix sort (≈ 0.1 s for a million).
 * Rejected: supercluster on the server (4 s and 200 MB to index a million points here, per filter
 * set), and grouping in SQL on every pan (0.7 s over a million rows, whatever the screen shows).
 */
import { limits, type BoundingBox, type PackedPoints, type ReportClusters, type ReportPoints } from '@fieldwatch/core';
import { radixOrder } from './radixSort.js';

/** Cells per axis at the finest level: 2^24, about 2.4 m at the equator. */
const levels = 24;
const levelCells = 2 ** levels;
/** Morton key parts are 24 bits each (x and y interleaved over 12 bits): key = hi × 2^24 + lo. */
const partSize = 2 ** 24;

/**
 * Points per block of an index's bounds summary. A cluster's bounds once read each of its points: at ten
 * million reports a screen of the whole set took 1.4 s a request, where its cells' counts take
 * milliseconds.
 */
const boundsBlock = 256;

/** A cluster cell is 2^-3 of a 512-pixel tile: about 64 pixels across, the width of a badge and its margin. */
const cellLevelOffset = 3;
/** Cells looked at per request at most; a larger box is looked at in coarser cells. */
const maxCells = 4096;
/** Reports sent one by one at most; past it, even the finest cells are clusters. */
const maxPoints = 5000;

export interface PointIndex {
  /** the points as given, ids ascending (the order of the points answer) */
  points: PackedPoints;
  /** `order[i]`: the index in `points` of the i-th point along the curve */
  order: Uint32Array;
  /** Morton key of the i-th point along the curve, ascending (48 bits, exact in a double) */
  keys: Float64Array;
  /** prefix sums along the curve: `sumLng[i]` is the sum of the first i longitudes, in degrees */
  sumLng: Float64Array;
  sumLat: Float64Array;
  /**
   * Per block of `boundsBlock` points along the curve, their least and greatest longitude and latitude
   * (micro-degrees; `[minLng, minLat, maxLng, maxLat]` per block): a cluster's bounds read its whole
   * blocks here and only the points of its two partial blocks one by one.
   */
  blockBounds: Int32Array;
  /** memory held by the index beyond the points, for the cache's budget */
  bytes: number;
  /** `positions[at]`: where point `at` is along the curve (the inverse of `order`), built when first needed */
  positions?: Uint32Array;
}

/** Bit k of a 12-bit value moved to bit 2k, for every value (the classic interleave, tabulated once). */
const spreadTable = (() => {
  const table = new Uint32Array(4096);
  for (let value = 0; value < 4096; value++) {
    let v = value;
    v = (v | (v << 8)) & 0x00ff00ff;
    v = (v | (v << 4)) & 0x0f0f0f0f;
    v = (v | (v << 2)) & 0x33333333;
    v = (v | (v << 1)) & 0x55555555;
    table[value] = v;
  }
  return table;
})();

/** The low 24 bits of two 24-bit cell coordinates interleaved (x in the even bits). */
const mortonLo = (x: number, y: number) => spreadTable[x & 0xfff]! | (spreadTable[y & 0xfff]! << 1);
/** The high 24 bits of the same. */
const mortonHi = (x: number, y: number) => spreadTable[(x >>> 12) & 0xfff]! | (spreadTable[(y >>> 12) & 0xfff]! << 1);

/** Interleaves two 24-bit cell coordinates (x in the even bits): `[hi, lo]`, 24 bits each. */
function morton(x: number, y: number): [hi: number, lo: number] {
  return [mortonHi(x, y), mortonLo(x, y)];
}

/** Web Mercator x of a longitude, in [0, 1). */
export const mercatorX = (longitude: number) => (longitude + 180) / 360;

/** Web Mercator y of a latitude, in [0, 1] from north to south (clamped at ±85.05°, as maps are). */
export function mercatorY(latitude: number): number {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

const cellOf = (unit: number, cells: number) => Math.min(cells - 1, Math.max(0, Math.floor(unit * cells)));

/** The finest cell of point `i` along x, and along y. */
const cellXOf = (points: PackedPoints, i: number) => cellOf(mercatorX(points.lng[i]! / 1e6), levelCells);
const cellYOf = (points: PackedPoints, i: number) => cellOf(mercatorY(points.lat[i]! / 1e6), levelCells);

/** The Morton key parts of point `i`. */
function mortonOf(points: PackedPoints, i: number): [hi: number, lo: number] {
  return morton(cellXOf(points, i), cellYOf(points, i));
}

export function buildPointIndex(points: PackedPoints): PointIndex {
  const n = points.ids.length;
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  // not through mortonOf: a pair returned per point made a million arrays for the collector
  for (let i = 0; i < n; i++) {
    const x = cellXOf(points, i);
    const y = cellYOf(points, i);
    hi[i] = mortonHi(x, y);
    lo[i] = mortonLo(x, y);
  }
  // four digits of 12 bits: the 48-bit key `hi × 2^24 + lo`
  const order = radixOrder(
    n,
    [
      [lo, 0],
      [lo, 12],
      [hi, 0],
      [hi, 12],
    ],
    12,
  );
  const keys = new Float64Array(n);
  const sumLng = new Float64Array(n + 1);
  const sumLat = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const index = order[i]!;
    keys[i] = hi[index]! * partSize + lo[index]!;
    sumLng[i + 1] = sumLng[i]! + points.lng[index]! / 1e6;
    sumLat[i + 1] = sumLat[i]! + points.lat[index]! / 1e6;
  }
  return indexOf(points, order, keys, sumLng, sumLat);
}

/** An index of its arrays, with the bounds of its blocks and what it holds. */
function indexOf(points: PackedPoints, order: Uint32Array, keys: Float64Array, sumLng: Float64Array, sumLat: Float64Array): PointIndex {
  const blocks = Math.ceil(order.length / boundsBlock);
  const blockBounds = new Int32Array(blocks * 4);
  for (let block = 0; block < blocks; block++) {
    const bounds = pointBounds(points, order, block * boundsBlock, Math.min(order.length, (block + 1) * boundsBlock));
    blockBounds.set(bounds, block * 4);
  }
  // the index's own arrays (the points it reads are counted with them by the cache)
  const bytes = order.byteLength + keys.byteLength + sumLng.byteLength + sumLat.byteLength + blockBounds.byteLength;
  return { points, order, keys, sumLng, sumLat, blockBounds, bytes };
}

type Bounds = [minLng: number, minLat: number, maxLng: number, maxLat: number];

/** The bounds of the points from `start` to `end` along the curve, read one by one. */
function pointBounds(
  points: PackedPoints,
  order: Uint32Array,
  start: number,
  end: number,
  into: Bounds = [Infinity, Infinity, -Infinity, -Infinity],
): Bounds {
  for (let i = start; i < end; i++) {
    const at = order[i]!;
    const lng = points.lng[at]!;
    const lat = points.lat[at]!;
    if (lng < into[0]) into[0] = lng;
    if (lat < into[1]) into[1] = lat;
    if (lng > into[2]) into[2] = lng;
    if (lat > into[3]) into[3] = lat;
  }
  return into;
}

/** The bounds of the points from `start` to `end` along the curve: whole blocks from their summary. */
export function boundsAlong(index: PointIndex, start: number, end: number): Bounds {
  const firstWhole = Math.ceil(start / boundsBlock);
  const lastWhole = Math.floor(end / boundsBlock);
  if (firstWhole >= lastWhole) return pointBounds(index.points, index.order, start, end);
  const bounds = pointBounds(index.points, index.order, start, firstWhole * boundsBlock);
  const { blockBounds } = index;
  for (let block = firstWhole; block < lastWhole; block++) {
    const at = block * 4;
    if (blockBounds[at]! < bounds[0]) bounds[0] = blockBounds[at]!;
    if (blockBounds[at + 1]! < bounds[1]) bounds[1] = blockBounds[at + 1]!;
    if (blockBounds[at + 2]! > bounds[2]) bounds[2] = blockBounds[at + 2]!;
    if (blockBounds[at + 3]! > bounds[3]) bounds[3] = blockBounds[at + 3]!;
  }
  return pointBounds(index.points, index.order, lastWhole * boundsBlock, end, bounds);
}

/** The index of `id` in `ids` (ascending), or -1. */
function indexOfId(ids: Uint32Array, id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return ids[low] === id ? low : -1;
}

/**
 * True when re-reading the reports `changed` leaves the points as they are (`points` with `overlay`'s
 * changes over them, when given): every changed report that is in `fresh` is there at the same place
 * with the same flags, and none of the others is (a draft created, a title edited, a report of another
 * organization). Nothing then needs to change.
 */
export function pointsUnchanged(points: PackedPoints, changed: Uint32Array, fresh: PackedPoints, overlay?: PointOverlay): boolean {
  let j = 0;
  for (const id of changed) {
    const source = overlay && indexOfId(overlay.changed, id) !== -1 ? overlay.fresh : points;
    const at = indexOfId(source.ids, id);
    const inFresh = j < fresh.ids.length && fresh.ids[j] === id;
    if (!inFresh) {
      if (at !== -1) return false;
      continue;
    }
    if (at === -1 || source.lat[at] !== fresh.lat[j] || source.lng[at] !== fresh.lng[j] || source.flags[at] !== fresh.flags[j])
      return false;
    j++;
  }
  return true;
}

/** Points after some reports changed: which old point went where, and where the re-read ones are. */
export interface PointsUpdate {
  points: PackedPoints;
  /** `moved[i]`: the new index of old point i, -1 when it changed (dropped, or among `added`) */
  moved: Int32Array;
  /** new indexes of the re-read points */
  added: Uint32Array;
}

/**
 * `points` with the reports `changed` (ids ascending) replaced by `fresh` (their current points that
 * still match, ids ascending; a changed report missing from it left the set): one merge by id.
 */
export function updatePoints(points: PackedPoints, changed: Uint32Array, fresh: PackedPoints): PointsUpdate {
  const n = points.ids.length;
  const m = fresh.ids.length;
  const moved = new Int32Array(n).fill(-1);
  let kept = 0;
  for (let i = 0, c = 0; i < n; i++) {
    const id = points.ids[i]!;
    while (c < changed.length && changed[c]! < id) c++;
    if (c < changed.length && changed[c] === id) continue;
    moved[i] = 0;
    kept++;
  }
  const size = kept + m;
  const next: PackedPoints = {
    ids: new Uint32Array(size),
    lat: new Int32Array(size),
    lng: new Int32Array(size),
    flags: new Uint8Array(size),
  };
  const added = new Uint32Array(m);
  let i = 0;
  let j = 0;
  for (let at = 0; at < size; at++) {
    while (i < n && moved[i] === -1) i++;
    // a re-read id is among the changed ones, so never equal to a kept one
    const fromOld = j >= m || (i < n && points.ids[i]! < fresh.ids[j]!);
    const source = fromOld ? points : fresh;
    const from = fromOld ? i : j;
    next.ids[at] = source.ids[from]!;
    next.lat[at] = source.lat[from]!;
    next.lng[at] = source.lng[from]!;
    next.flags[at] = source.flags[from]!;
    if (fromOld) moved[i++] = at;
    else added[j++] = at;
  }
  return { points: next, moved, added };
}

/**
 * The index of `update.points` from the index of the points before it: the kept points keep their
 * place along the curve, the re-read ones are merged in by key. One pass over the index instead of a
 * sort of every point (a few milliseconds for a million).
 */
export function updatePointIndex(index: PointIndex, update: PointsUpdate): PointIndex {
  const { points, moved, added } = update;
  const n = points.ids.length;
  const fresh = Array.from(added, (at) => {
    const [hi, lo] = mortonOf(points, at);
    return { at, key: hi * partSize + lo };
  }).sort((a, b) => a.key - b.key);
  const order = new Uint32Array(n);
  const keys = new Float64Array(n);
  const sumLng = new Float64Array(n + 1);
  const sumLat = new Float64Array(n + 1);
  let i = 0;
  let j = 0;
  const old = index.order.length;
  for (let position = 0; position < n; position++) {
    while (i < old && moved[index.order[i]!] === -1) i++;
    let at: number;
    if (j >= fresh.length || (i < old && index.keys[i]! <= fresh[j]!.key)) {
      at = moved[index.order[i]!]!;
      keys[position] = index.keys[i++]!;
    } else {
      at = fresh[j]!.at;
      keys[position] = fresh[j++]!.key;
    }
    order[position] = at;
    sumLng[position + 1] = sumLng[position]! + points.lng[at]! / 1e6;
    sumLat[position + 1] = sumLat[position]! + points.lat[at]! / 1e6;
  }
  return indexOf(points, order, keys, sumLng, sumLat);
}

/**
 * The reports changed since an index was built, kept beside it rather than merged in: their points in
 * the index no longer count, and `fresh` holds their current ones. A change then costs what the changes
 * hold, not a copy of every point; the overlay is merged into a new index once it has grown (the
 * caller decides when, with `updatePoints` and `updatePointIndex`).
 */
export interface PointOverlay {
  /** every report changed since the index was built, ids ascending */
  changed: Uint32Array;
  /** the current points of those that still belong to the set, ids ascending */
  fresh: PackedPoints;
}

/** The union of two ascending id lists. */
function unionOf(a: Uint32Array, b: Uint32Array): Uint32Array {
  const union = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let size = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i]! : b[j]!;
    if (i < a.length && a[i] === next) i++;
    if (j < b.length && b[j] === next) j++;
    union[size++] = next;
  }
  return union.slice(0, size);
}

/** `overlay` (none: an empty one) with the reports `changed` re-read as `fresh` (both ids ascending). */
export function addToOverlay(overlay: PointOverlay | undefined, changed: Uint32Array, fresh: PackedPoints): PointOverlay {
  if (!overlay) return { changed, fresh };
  return { changed: unionOf(overlay.changed, changed), fresh: updatePoints(overlay.fresh, changed, fresh).points };
}

/** How many of the points an index was built from an overlay takes out (its changed reports that were there). */
export function overlayRemovedCount(points: PackedPoints, overlay: PointOverlay): number {
  let removed = 0;
  for (const id of overlay.changed) if (indexOfId(points.ids, id) !== -1) removed++;
  return removed;
}

/** What `clustersIn` reads of an overlay: the curve positions it takes out of the index, and its own index. */
export interface OverlayIndex {
  /** positions along the base index's curve of the points that no longer count, ascending */
  removed: Float64Array;
  /** prefix sums of the removed points' coordinates, in the order of `removed` */
  removedLng: Float64Array;
  removedLat: Float64Array;
  /** the index of the overlay's fresh points */
  added: PointIndex;
}

function positionsOf(index: PointIndex): Uint32Array {
  if (!index.positions) {
    const positions = new Uint32Array(index.order.length);
    for (let position = 0; position < index.order.length; position++) positions[index.order[position]!] = position;
    index.positions = positions;
    index.bytes += positions.byteLength;
  }
  return index.positions;
}

export function buildOverlayIndex(index: PointIndex, overlay: PointOverlay): OverlayIndex {
  const { points } = index;
  const taken: number[] = [];
  for (const id of overlay.changed) {
    const at = indexOfId(points.ids, id);
    if (at !== -1) taken.push(at);
  }
  const positions = positionsOf(index);
  const removed = Float64Array.from(taken, (at) => positions[at]!).sort();
  const removedLng = new Float64Array(removed.length + 1);
  const removedLat = new Float64Array(removed.length + 1);
  for (let k = 0; k < removed.length; k++) {
    const at = index.order[removed[k]!]!;
    removedLng[k + 1] = removedLng[k]! + points.lng[at]! / 1e6;
    removedLat[k + 1] = removedLat[k]! + points.lat[at]! / 1e6;
  }
  return { removed, removedLng, removedLat, added: buildPointIndex(overlay.fresh) };
}

/** The first index whose key is ≥ `key`. */
function lowerBound(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Ranges of cell columns covering the box's longitudes (two when it crosses the antimeridian). */
function columnRanges(west: number, east: number, cells: number): [number, number][] {
  if (west <= east) return [[cellOf(mercatorX(west), cells), cellOf(mercatorX(east), cells)]];
  return [
    [cellOf(mercatorX(west), cells), cells - 1],
    [0, cellOf(mercatorX(east), cells)],
  ];
}

function cellCount(bbox: BoundingBox, level: number): number {
  const cells = 2 ** level;
  const [west, south, east, north] = bbox;
  const rows = cellOf(mercatorY(south), cells) - cellOf(mercatorY(north), cells) + 1;
  const columns = columnRanges(west, east, cells).reduce((sum, [first, last]) => sum + last - first + 1, 0);
  return rows * columns;
}

/** A cell with reports: its run along the base curve, the removed positions in it and its run in the overlay. */
interface CellRun {
  start: number;
  end: number;
  removedStart: number;
  removedEnd: number;
  addedStart: number;
  addedEnd: number;
  count: number;
}

/**
 * The clusters and single reports of `bbox` at `zoom`: cells of about 64 pixels; a cell holding one
 * report, or any cell past `limits.mapClusterMaxZoom`, gives its reports one by one (up to
 * `maxPoints`; past that, cells stay clusters). With `overlay`, the index as the overlay's changes
 * leave it: the same answer a rebuilt index gives.
 */
export function clustersIn(index: PointIndex, bbox: BoundingBox, zoom: number, overlay?: OverlayIndex): ReportClusters {
  let level = Math.min(levels, Math.max(0, Math.floor(zoom) + cellLevelOffset));
  while (level > 0 && cellCount(bbox, level) > maxCells) level -= 1;
  const cells = 2 ** level;
  const shift = 4 ** (levels - level);
  const [west, south, east, north] = bbox;
  const firstRow = cellOf(mercatorY(north), cells);
  const lastRow = cellOf(mercatorY(south), cells);

  // the occupied cells first: their runs along the curve
  const runs: CellRun[] = [];
  let inView = 0;
  for (const [firstColumn, lastColumn] of columnRanges(west, east, cells)) {
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const [hi, lo] = morton(column, row);
        const code = hi * partSize + lo;
        const start = lowerBound(index.keys, code * shift);
        const end = lowerBound(index.keys, (code + 1) * shift);
        let count = end - start;
        let removedStart = 0;
        let removedEnd = 0;
        let addedStart = 0;
        let addedEnd = 0;
        if (overlay) {
          removedStart = lowerBound(overlay.removed, start);
          removedEnd = lowerBound(overlay.removed, end);
          addedStart = lowerBound(overlay.added.keys, code * shift);
          addedEnd = lowerBound(overlay.added.keys, (code + 1) * shift);
          count += addedEnd - addedStart - (removedEnd - removedStart);
        }
        if (count > 0) {
          runs.push({ start, end, removedStart, removedEnd, addedStart, addedEnd, count });
          inView += count;
        }
      }
    }
  }

  const oneByOne = zoom >= limits.mapClusterMaxZoom && inView <= maxPoints;
  const clusters: ReportClusters['clusters'] = { lng: [], lat: [], count: [], bounds: [] };
  // single reports: a point of the index as its index in `points`, one of the overlay as -1 - its index there
  const single: number[] = [];
  const { points, order, sumLng, sumLat } = index;
  const fresh = overlay?.added;
  for (const run of runs) {
    const { start, end, count } = run;
    let minLng = Infinity;
    let minLat = Infinity;
    let maxLng = -Infinity;
    let maxLat = -Infinity;
    const one = count === 1 || oneByOne;
    let removed = run.removedStart;
    // a cluster none of whose points left the set takes its bounds from the blocks' summary; otherwise
    // (or for single reports) its points are read one by one, skipping those that left
    const summarized = !one && removed === run.removedEnd;
    if (summarized) [minLng, minLat, maxLng, maxLat] = boundsAlong(index, start, end);
    for (let i = summarized ? end : start; i < end; i++) {
      if (removed < run.removedEnd && overlay!.removed[removed] === i) {
        removed++;
        continue;
      }
      const at = order[i]!;
      if (one) {
        single.push(at);
        continue;
      }
      const lng = points.lng[at]!;
      const lat = points.lat[at]!;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
    for (let i = run.addedStart; i < run.addedEnd; i++) {
      const at = fresh!.order[i]!;
      if (one) {
        single.push(-1 - at);
        continue;
      }
      const lng = fresh!.points.lng[at]!;
      const lat = fresh!.points.lat[at]!;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
    if (one) continue;
    let lngSum = sumLng[end]! - sumLng[start]!;
    let latSum = sumLat[end]! - sumLat[start]!;
    if (overlay) {
      lngSum += fresh!.sumLng[run.addedEnd]! - fresh!.sumLng[run.addedStart]!;
      lngSum -= overlay.removedLng[run.removedEnd]! - overlay.removedLng[run.removedStart]!;
      latSum += fresh!.sumLat[run.addedEnd]! - fresh!.sumLat[run.addedStart]!;
      latSum -= overlay.removedLat[run.removedEnd]! - overlay.removedLat[run.removedStart]!;
    }
    clusters.lng.push(round6(lngSum / count));
    clusters.lat.push(round6(latSum / count));
    clusters.count.push(count);
    clusters.bounds.push([minLng / 1e6, minLat / 1e6, maxLng / 1e6, maxLat / 1e6]);
  }

  // single reports in id order, so that the client's jitter of equal positions is stable
  const sourceOf = (ref: number) => (ref >= 0 ? points : fresh!.points);
  const atOf = (ref: number) => (ref >= 0 ? ref : -1 - ref);
  if (overlay) single.sort((a, b) => sourceOf(a).ids[atOf(a)]! - sourceOf(b).ids[atOf(b)]!);
  else single.sort((a, b) => a - b);
  const result: ReportPoints = { ids: [], lat: [], lng: [], flags: [] };
  for (const ref of single) {
    const source = sourceOf(ref);
    const at = atOf(ref);
    result.ids.push(source.ids[at]!);
    result.lat.push(source.lat[at]!);
    result.lng.push(source.lng[at]!);
    result.flags.push(source.flags[at]!);
  }
  return { clusters, points: result };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
