/**
 * The map (docs/map.md): every matching report as points, the
 * clusters of a screen for sets too large to send whole, and the popup of one marker.
 *
 * Points and clusters come from the points of one packed query per (who may see what, filters), and
 * their Z-order `PointIndex` once clusters are asked for, kept in memory and brought up to date on each
 * request from the map's change log (schema.ts `reportChanges`, map/changeFollower.ts): the reports
 * changed since are read again and kept beside the index as an overlay, so a write costs the next map
 * request a query of a few rows and work in proportion to the changes, not a copy of every point (the
 * overlay is merged in once it holds about 1% of the set). A viewer panning a map of a million reports costs a few hundred binary searches
 * per move, not a scan. The index is a cache any process can rebuild, so nothing is lost when one goes away
 * (no server process keeps anything another would need). Its key holds exactly what `reportVisibleTo`
 * reads of the viewer.
 */
import {
  emptyPoints,
  isSuperAdmin,
  reportFiltersSchema,
  roleNames,
  type PackedPoints,
  type ReportClusters,
  type ReportClustersRequest,
  type ReportFilters,
  type ReportPopup,
} from '@fieldwatch/core';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { reportFilterCondition } from '../db/queries/reportFilters.js';
import {
  reportIdIn,
  selectMapWarmSets,
  selectPackedPoints,
  selectRecentChangeIds,
  selectReportChanges,
  upsertMapWarmSet,
} from '../db/queries/reportPoints.js';
import { selectReportMedia } from '../db/queries/reports.js';
import {
  isAnonymousSubmitter,
  isPublicViewer,
  isUser,
  publicViewer,
  reportVisibleTo,
  type ReportViewer,
} from '../db/queries/reportVisibility.js';
import { ChangeFollower } from '../map/changeFollower.js';
import {
  addToOverlay,
  buildOverlayIndex,
  buildPointIndex,
  clustersIn,
  overlayRemovedCount,
  pointsUnchanged,
  updatePointIndex,
  updatePoints,
  type OverlayIndex,
  type PointIndex,
  type PointOverlay,
} from '../map/pointIndex.js';
import { mediaViewerOf, smallImageUrl } from './mediaLinks.js';
import { findVisibleReport } from './reportAccess.js';
import { excerptOf } from './reportList.js';

/** Memory the points and indexes of one server may hold: a million reports take about 13 MB, 41 MB indexed. */
const cacheBudgetBytes = 256 * 1024 * 1024;
const cacheEntriesMax = 32;

/**
 * What is kept per (visibility, filters): the points, their Z-order index once clusters were asked
 * for (a map holding every point in the browser never asks, so it is not built for it), and the
 * reports changed since, kept beside them until there are enough to be worth a merge.
 */
export interface MapData {
  points: PackedPoints;
  zOrder?: PointIndex;
  overlay?: PointOverlay;
  /** the overlay's part of the clusters, built the first time clusters are asked of this data */
  overlayIndex?: OverlayIndex;
  /** `points` with the overlay merged in, built the first time the points themselves are asked for */
  merged?: PackedPoints;
  /** how many points there are, the overlay's changes counted */
  total: number;
}

const pointsBytes = (points: PackedPoints) =>
  points.ids.byteLength + points.lat.byteLength + points.lng.byteLength + points.flags.byteLength;
const bytesOf = (data: MapData) =>
  pointsBytes(data.points) +
  (data.zOrder?.bytes ?? 0) +
  (data.overlay ? data.overlay.changed.byteLength + pointsBytes(data.overlay.fresh) : 0) +
  (data.overlayIndex ? data.overlayIndex.removed.byteLength * 3 + data.overlayIndex.added.bytes : 0) +
  (data.merged ? pointsBytes(data.merged) : 0);

function mapData(points: PackedPoints, zOrder?: PointIndex): MapData {
  return { points, ...(zOrder ? { zOrder } : {}), total: points.ids.length };
}

/**
 * Changed reports kept beside the points before they are merged in: a merge copies every point (and
 * the index), so it waits for a share of the set to have changed; below that, a change costs what the
 * changes hold.
 */
const mergeAfter = (size: number) => Math.max(64, Math.min(8192, size >> 7));

/** The points as they are now: the overlay merged in, once. */
function currentPoints(data: MapData): PackedPoints {
  if (!data.overlay) return data.points;
  data.merged ??= updatePoints(data.points, data.overlay.changed, data.overlay.fresh).points;
  return data.merged;
}

interface CachedIndex {
  /** the change journal number the data is current at */
  sequence: number;
  data: Promise<MapData>;
  bytes: number;
}

/** Least recently used first (a Map keeps insertion order; a hit moves its entry to the end). */
export class PointIndexCache {
  private readonly entries = new Map<string, CachedIndex>();

  constructor(readonly budgetBytes = cacheBudgetBytes) {}

  get(key: string): CachedIndex | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, sequence: number, data: Promise<MapData>): void {
    const entry: CachedIndex = { sequence, data, bytes: 0 };
    this.entries.delete(key);
    this.entries.set(key, entry);
    data.then(
      (loaded) => {
        entry.bytes = bytesOf(loaded);
        this.evict();
      },
      // a failed build is not kept: the next request tries again
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
  }

  /** The Z-order index of `data` and its overlay's part, built the first time clusters are asked of it. */
  zOrderOf(key: string, data: MapData): [PointIndex, OverlayIndex | undefined] {
    if (!data.zOrder || (data.overlay && !data.overlayIndex)) {
      data.zOrder ??= buildPointIndex(data.points);
      if (data.overlay) data.overlayIndex = buildOverlayIndex(data.zOrder, data.overlay);
      this.remeasure(key, data);
    }
    return [data.zOrder, data.overlayIndex];
  }

  /** Counts again what `data`, kept under `key`, holds, after a part of it was built. */
  remeasure(key: string, data: MapData): void {
    const entry = this.entries.get(key);
    if (entry) entry.bytes = bytesOf(data);
    this.evict();
  }

  /** What the kept data holds, as far as it is built. */
  bytes(): number {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.bytes;
    return bytes;
  }

  /**
   * Drops the least recently used until the rest fit, but never the most recent: a set larger than the
   * whole budget (ten million reports, about 0.55 GB) is kept alone rather than read again on every request.
   */
  private evict(): void {
    let bytes = this.bytes();
    for (const [key, entry] of this.entries) {
      if ((bytes <= this.budgetBytes && this.entries.size <= cacheEntriesMax) || this.entries.size === 1) break;
      this.entries.delete(key);
      bytes -= entry.bytes;
    }
  }
}

interface MapState {
  cache: PointIndexCache;
  changes: ChangeFollower;
  /** when this process last noted each set as in use (`map_warm_sets`) */
  noted: Map<string, number>;
  /** the warm-up of a start, until it ends (`warmMapIndexes`) */
  warming: Promise<void>;
}

const states = new WeakMap<AppContext, MapState>();

function stateOf(ctx: AppContext): MapState {
  let state = states.get(ctx);
  if (!state) {
    const changes = new ChangeFollower({
      changes: (after, holes, limit) => selectReportChanges(ctx.db, after, holes, limit),
      recent: (span) => selectRecentChangeIds(ctx.db, span),
    });
    states.set(ctx, (state = { cache: new PointIndexCache(), changes, noted: new Map(), warming: Promise.resolve() }));
  }
  return state;
}

/** What `reportVisibleTo` reads of the viewer, as a key: viewers with the same key see the same reports. */
function visibilityKey(viewer: ReportViewer): string {
  // every partner page shares one set; an anonymous submitter's collections are empty
  if (isPublicViewer(viewer)) return 'public';
  if (isAnonymousSubmitter(viewer)) return `anonymous ${viewer.tokenId}`;
  if (isSuperAdmin(viewer)) return 'all';
  const organizations = [...viewer.organizations].sort((a, b) => a - b).join(',');
  return viewer.role === 'Mobile' ? `mobile ${viewer.id} in ${organizations}` : `${viewer.role} in ${organizations}`;
}

/**
 * `data` with the reports `changed` read again: only those rows come from the database. They join the
 * overlay; once it holds enough, it is merged into new points and a new index.
 */
async function patched(
  ctx: AppContext,
  viewer: ReportViewer,
  filters: ReportFilters,
  data: MapData,
  changed: Uint32Array,
): Promise<MapData> {
  const where = and(reportVisibleTo(viewer, { drafts: 'none' }), await reportFilterCondition(ctx.db, filters), reportIdIn(changed));
  const fresh = await selectPackedPoints(ctx.db, where);
  if (pointsUnchanged(data.points, changed, fresh, data.overlay)) return data;
  const overlay = addToOverlay(data.overlay, changed, fresh);
  if (overlay.changed.length > mergeAfter(data.points.ids.length)) {
    const update = updatePoints(data.points, overlay.changed, overlay.fresh);
    return mapData(update.points, data.zOrder && updatePointIndex(data.zOrder, update));
  }
  const total = data.points.ids.length - overlayRemovedCount(data.points, overlay) + overlay.fresh.ids.length;
  return { points: data.points, ...(data.zOrder ? { zOrder: data.zOrder } : {}), overlay, total };
}

/** The data of a set; `noted`: count this as a use of it (not when warming it up). */
async function mapDataFor(
  ctx: AppContext,
  viewer: ReportViewer,
  filters: ReportFilters,
  noted = true,
): Promise<{ cache: PointIndexCache; key: string; data: MapData }> {
  const { cache, changes } = stateOf(ctx);
  // read before the points: an index is never older than the journal number it is filed under
  await changes.refresh();
  const sequence = changes.sequence;
  const key = `${visibilityKey(viewer)}\n${JSON.stringify(filters)}`;
  if (noted) noteInUse(ctx, key, viewer, filters);
  const entry = cache.get(key);
  const catchUp = entry ? changes.catchUp(entry.sequence) : ({ kind: 'rebuild' } as const);
  let data: Promise<MapData>;
  if (entry && catchUp.kind === 'current') {
    data = entry.data;
  } else if (entry && catchUp.kind === 'patch') {
    data = entry.data.then((current) => patched(ctx, viewer, filters, current, catchUp.reports));
    cache.set(key, sequence, data);
  } else {
    data = (async () => {
      const where = and(reportVisibleTo(viewer, { drafts: 'none' }), await reportFilterCondition(ctx.db, filters));
      return mapData(await selectPackedPoints(ctx.db, where));
    })();
    cache.set(key, sequence, data);
  }
  return { cache, key, data: await data };
}

/** A set in use is noted again at most this often by one process. */
const noteEveryMs = 10 * 60 * 1000;
/** Sets used within this long are warmed at a start. */
const warmWithinMs = 24 * 60 * 60 * 1000;
/** Sets warmed at most, and how long a warm-up may start new ones: a start must not wait for ever. */
const warmSetsMax = 8;
const warmForMs = 30_000;

/** What the visibility rule reads of a viewer, as `map_warm_sets` keeps it (anonymous submitters are not warmed). */
const warmViewerSchema = z.union([
  z.object({ kind: z.literal('public') }),
  z.object({ id: z.number().int(), role: z.enum(roleNames), organizations: z.array(z.number().int()) }),
]);

/**
 * Notes (`map_warm_sets`) that the set of `key` is in use, at most every ten minutes per process, for the
 * warm-up of the next start. Nothing waits for it, and a failure costs only that warm-up.
 */
function noteInUse(ctx: AppContext, key: string, viewer: ReportViewer, filters: ReportFilters): void {
  if (isAnonymousSubmitter(viewer)) return;
  const { noted } = stateOf(ctx);
  const now = ctx.now();
  if (now.getTime() - (noted.get(key) ?? -Infinity) < noteEveryMs) return;
  noted.set(key, now.getTime());
  const kept = isPublicViewer(viewer) ? publicViewer : { id: viewer.id, role: viewer.role, organizations: [...viewer.organizations] };
  upsertMapWarmSet(ctx.db, key, kept, filters, now).catch((error: unknown) => {
    noted.delete(key);
    ctx.log.warn({ err: error }, 'could not note a map set in use');
  });
}

/**
 * Builds, at a process's start, the point sets and indexes of the map used most recently by any process
 * (`map_warm_sets`, the last day), the newest first, while they fill at most half the cache and for 30 s at
 * most: the first map after a deploy or a restart then answers from memory, where it read every point
 * (2 s at a million reports on this project's 2-core machine). `GET /health/ready` says not ready until it
 * ends (`mapWarmedUp`), so a load balancer sends the process no one until then. Resolves to the sets built.
 */
export function warmMapIndexes(ctx: AppContext): Promise<number> {
  const state = stateOf(ctx);
  const warmed = (async () => {
    const started = Date.now();
    const sets = await selectMapWarmSets(ctx.db, new Date(ctx.now().getTime() - warmWithinMs), warmSetsMax);
    let built = 0;
    for (const set of sets) {
      if (Date.now() - started > warmForMs || state.cache.bytes() > state.cache.budgetBytes / 2) break;
      const viewer = warmViewerSchema.safeParse(set.viewer);
      const filters = reportFiltersSchema.safeParse(set.filters);
      // a row of an older release, or one changed by hand: not warmed
      if (!viewer.success || !filters.success) continue;
      const { cache, key, data } = await mapDataFor(ctx, viewer.data, filters.data, false);
      cache.zOrderOf(key, data);
      built++;
    }
    return built;
  })();
  state.warming = warmed.then(
    () => undefined,
    (error: unknown) => ctx.log.warn({ err: error }, 'the map warm-up failed'),
  );
  return warmed;
}

/** Resolves when the warm-up of this process's start has ended (at once when none runs). */
export const mapWarmedUp = (ctx: AppContext): Promise<void> => stateOf(ctx).warming;

/**
 * `GET|POST /reports/geo`: every matching report the viewer may see, ids ascending. With `max`, none
 * when more than `max` match (the map then asks for clusters); `total` is always the whole count.
 */
export async function reportPoints(
  ctx: AppContext,
  viewer: ReportViewer,
  filters: ReportFilters,
  max?: number,
): Promise<{ points: PackedPoints; total: number }> {
  const { cache, key, data } = await mapDataFor(ctx, viewer, filters);
  const { total } = data;
  if (max !== undefined && total > max) {
    return { points: emptyPoints(), total };
  }
  const merging = data.overlay && !data.merged;
  const points = currentPoints(data);
  if (merging) cache.remeasure(key, data);
  return { points, total };
}

/** `POST /reports/geo/clusters`: the clusters and single reports of a bounding box at a zoom. */
export async function reportClusters(
  ctx: AppContext,
  viewer: ReportViewer,
  request: ReportClustersRequest,
): Promise<{ data: ReportClusters; total: number }> {
  const { cache, key, data } = await mapDataFor(ctx, viewer, request.filters);
  const [index, overlay] = cache.zOrderOf(key, data);
  return { data: clustersIn(index, request.bbox, request.zoom, overlay), total: data.total };
}

/**
 * `GET /reports/geo/{id}`: the popup of a marker; only reports on the map have one.
 * The public (partner pages) is not told who wrote a report.
 */
export async function reportPopup(ctx: AppContext, viewer: ReportViewer, id: number): Promise<ReportPopup> {
  const report = await findVisibleReport(ctx, viewer, id, 'none');
  const media = await selectReportMedia(ctx.db, [report.id]);
  const firstImage = media.find((row) => row.kind === 'image');
  const countOf = (kind: string) => media.filter((row) => row.kind === kind).length;
  return {
    id: report.id,
    title: report.title,
    excerpt: excerptOf(report.content),
    event_date: report.eventDate.toISOString(),
    author:
      isUser(viewer) && report.authorId !== null && report.authorUsername !== null
        ? { id: report.authorId, username: report.authorUsername }
        : null,
    image: firstImage ? smallImageUrl(ctx, mediaViewerOf(viewer), firstImage) : null,
    media: { images: countOf('image'), videos: countOf('video'), audios: countOf('audio'), documents: countOf('document') },
  };
}
