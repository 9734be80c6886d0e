/**
 * The map's data (docs/map.md): what a map of the shared reports store shows for
 * its current view. It follows the reports store's applied filters, so a filter changes the list and
 * the map together.
 *
 * Two ways to a frame, chosen by the server's count (`limits.mapClientPointsMax`), asked for together:
 * - **points**: every matching report comes to the browser once (the compact binary form) and is
 *   clustered there (a `ClusterEngine`, a Web Worker in the React package); panning asks nothing more;
 * - **clusters**: past that many, the server sends the clusters of what the map shows, a little
 *   beyond its edges so that a small pan needs nothing new.
 * Each phase leaves a `performance.mark('fw-map:…')` (request; points: fetched, and indexed when held
 * here; frame: the first of a load) for the benchmark's "where the time goes".
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { fieldwatchErrorOf, type FieldwatchClient } from '../api/client.js';
import { getPackedReportPoints, getReportClusters, mapPathOf, type MapScope } from '../api/reportsGeo.js';
import { FieldwatchError } from '../errors.js';
import {
  frameOfServerClusters,
  PointsFetchError,
  type ClusterEngine,
  type FetchedPoints,
  type MapCluster,
  type MapFrame,
  type MapView,
} from '../geo/clusters.js';
import { pointsMediaType } from '../geo/points.js';
import { limits } from '../limits.js';
import { createRetries } from '../resources/retry.js';
import type { BoundingBox, ReportFilters } from '../schemas/report.js';
import { compactFilters, type ReportsStore } from './reports.js';

export type ReportMapMode = 'points' | 'clusters';

export interface ReportMapState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** how frames are made for the current filters; null until the first answer */
  mode: ReportMapMode | null;
  /** reports matching the filters, on screen or not */
  total: number | null;
  /** what to draw for the current view */
  frame: MapFrame | null;
  view: MapView | null;
  error: FieldwatchError | null;
  /** The map moved: a new frame follows (from the browser's index, or the server when needed). */
  setView(view: MapView): void;
  /**
   * The map has drawn the current frame: points held back so as not to slow that drawing
   * (`ClusterEngine.deferIndexing`) are indexed now.
   */
  frameDrawn(): void;
  /** Where a cluster's reports lie, for the click that zooms to them. */
  clusterBounds(cluster: MapCluster): Promise<BoundingBox>;
  /** Loads the points (or the first clusters) for the current filters again. */
  reload(): Promise<void>;
  /** Stops following the reports store and frees the cluster engine. */
  dispose(): void;
}

export type ReportMapStore = StoreApi<ReportMapState>;

export interface ReportMapStoreOptions {
  client: FieldwatchClient;
  /** the shared reports store: the map shows its applied `filters` */
  reports: ReportsStore;
  /** where points held in the browser are clustered (the React package gives a Web Worker) */
  engine: () => ClusterEngine;
  /**
   * `public`: the public reports of partner pages (`/public/reports/geo`), whatever the filters;
   * `user`: what the signed-in user may see, with the shared filters.
   * @default 'user'
   */
  scope?: MapScope;
  /** On the public map: only this organization's reports. */
  organization?: number;
  /**
   * Past this many reports the server clusters.
   * @default limits.mapClientPointsMax
   */
  maxPoints?: number;
}

/**
 * How long the points wait at most to be indexed while the map draws the server's first clusters: past
 * this (a map that never says it drew, or no map at all) they are indexed anyway.
 */
const indexingHoldMs = 2000;

const isAbort = (error: unknown) => Boolean(error && typeof error === 'object' && 'name' in error && error.name === 'AbortError');
const mark = (name: string) => globalThis.performance?.mark?.(`fw-map:${name}`);

/**
 * A view grown by half its size on every side (within the world), so that small pans and the edges of
 * the screen are already covered by the answer.
 */
export function paddedView({ bbox: [west, south, east, north], zoom }: MapView): MapView {
  const width = (east >= west ? east - west : east + 360 - west) / 2;
  const height = (north - south) / 2;
  const padded: BoundingBox =
    width * 4 >= 360
      ? [-180, Math.max(-90, south - height), 180, Math.min(90, north + height)]
      : [wrap(west - width), Math.max(-90, south - height), wrap(east + width), Math.min(90, north + height)];
  return { bbox: padded, zoom };
}

const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

function covers(outer: BoundingBox, inner: BoundingBox): boolean {
  const [ow, os, oe, on] = outer;
  const [iw, is, ie, inn] = inner;
  if (is < os || inn > on) return false;
  if (ow === -180 && oe === 180) return true;
  // compare on one unrolled line starting at the outer box's west edge
  const unroll = (longitude: number) => ((longitude - ow + 360) % 360) + ow;
  const outerEast = ow <= oe ? oe : oe + 360;
  const innerWest = unroll(iw);
  const innerEast = iw <= ie ? innerWest + (ie - iw) : innerWest + (ie + 360 - iw);
  return innerWest >= ow && innerEast <= outerEast;
}

export function createReportMapStore(options: ReportMapStoreOptions): ReportMapStore {
  const { client, reports } = options;
  const scope = options.scope ?? 'user';
  // the public map ignores the list's filters: a partner page shows an organization's public reports
  const filtersOf = (applied: ReportFilters): ReportFilters =>
    scope === 'public' ? (options.organization ? { organizations: [options.organization] } : {}) : compactFilters(applied);
  const maxPoints = options.maxPoints ?? limits.mapClientPointsMax;
  // made at once: a worker that starts now is ready when the points arrive
  const engine: ClusterEngine = options.engine();
  let generation = 0;
  let loadController: AbortController | null = null;
  let frameController: AbortController | null = null;
  /** the (padded) view of the frame shown: a move inside it at the same zoom level needs no new frame */
  let fetched: MapView | null = null;
  /** the points of the current load being indexed, after a first frame from the server's clusters */
  let indexing: Promise<void> = Promise.resolve();
  /** lets that indexing go on when it was held; nothing to do otherwise */
  let indexNow = () => {};
  let filters: ReportFilters = filtersOf(reports.getState().filters);
  /** loads waiting for the map's first view */
  let viewWaiters: ((view: MapView) => void)[] = [];
  /** a load that got no answer is made again by itself (resources/retry.ts): the map recovers when the server returns */
  const retries = createRetries();

  const store = createStore<ReportMapState>()((set, get) => {
    /** A new frame to draw; the first of each load is marked. */
    let marked = -1;
    const setFrame = (frame: MapFrame, total?: number) => {
      if (marked !== generation) {
        marked = generation;
        mark('frame');
      }
      set(total === undefined ? { frame } : { frame, total });
    };

    const failed = (mine: number, error: unknown) => {
      if (mine !== generation || isAbort(error)) return;
      retries.failed(error, () => void load());
      set({ status: 'error', error: error instanceof FieldwatchError ? error : new FieldwatchError('ERROR') });
    };

    async function drawView(view: MapView, mine: number) {
      const { mode } = get();
      if (mode !== 'points' && mode !== 'clusters') return;
      // the same clusters (whole zoom levels) over an area the frame already covers: nothing to redo
      if (fetched && Math.floor(fetched.zoom) === Math.floor(view.zoom) && covers(fetched.bbox, view.bbox)) return;
      const wanted = paddedView(view);
      if (mode === 'points') {
        indexNow();
        await indexing;
        if (mine !== generation) return;
        const frame = await engine.frame(wanted);
        if (mine !== generation) return;
        fetched = wanted;
        setFrame(frame);
        return;
      }
      frameController?.abort();
      const controller = (frameController = new AbortController());
      const answer = await getReportClusters(client, { filters, bbox: wanted.bbox, zoom: wanted.zoom }, controller.signal, scope);
      if (mine !== generation || controller.signal.aborted) return;
      fetched = wanted;
      setFrame(frameOfServerClusters(answer.data), answer.total);
    }

    /**
     * The points of the filters, indexed by the engine when there are few enough: fetched by the engine
     * itself where it can (a worker: the page's thread stays free to make the map), else here.
     */
    async function fetchPoints(signal: AbortSignal): Promise<{ total: number; indexed: boolean; first?: FetchedPoints['first'] }> {
      const body = { filters, max: maxPoints };
      if (engine.fetchPoints) {
        for (let attempt = 0; attempt < 2; attempt++) {
          const request = await client.prepare(mapPathOf(scope), {
            method: 'POST',
            body,
            headers: { Accept: pointsMediaType },
            ...(scope === 'public' ? { auth: false } : {}),
          });
          try {
            const fetched = await engine.fetchPoints(request);
            if (!fetched) break;
            return { total: fetched.total, indexed: fetched.count === fetched.total, ...(fetched.first ? { first: fetched.first } : {}) };
          } catch (error) {
            if (!(error instanceof PointsFetchError)) throw error;
            // a token refused before its computed expiry: refresh once and ask again, as the client does
            if (error.status === 401 && attempt === 0 && client.session?.getState().refreshToken) {
              await client.refresh();
              continue;
            }
            throw error.status === 0 ? new FieldwatchError('NETWORK_ERROR', { status: 0 }) : fieldwatchErrorOf(error.status, error.body);
          }
        }
      }
      const points = await getPackedReportPoints(client, filters, { max: maxPoints, signal, scope });
      const indexed = points.ids.length === points.total;
      if (indexed) await engine.load(points);
      return { total: points.total, indexed };
    }

    /**
     * Holds the indexing of the points on their way while the map draws its first frame: the map's
     * `frameDrawn`, a frame or a cluster's bounds asked for, a new load, or `indexingHoldMs` lets it go
     * on. Returns what lets it go on.
     */
    function holdIndexing(): () => void {
      if (!engine.deferIndexing || !engine.indexNow) return () => {};
      engine.deferIndexing();
      let held = true;
      const timer = setTimeout(() => release(), indexingHoldMs);
      const release = () => {
        if (!held) return;
        held = false;
        clearTimeout(timer);
        engine.indexNow?.();
      };
      return release;
    }

    /** The map's view: now, or at its first `setView` (the map reports it as soon as it exists). */
    const viewKnown = (): Promise<MapView> => {
      const { view } = get();
      return view ? Promise.resolve(view) : new Promise((resolve) => viewWaiters.push(resolve));
    };

    async function load() {
      const mine = ++generation;
      retries.cancel();
      loadController?.abort();
      frameController?.abort();
      const controller = (loadController = new AbortController());
      fetched = null;
      indexNow();
      indexNow = () => {};
      indexing = Promise.resolve();
      set({ status: 'loading', error: null });
      try {
        mark('request');
        // the view known now (a map made, or one preloaded): its frame comes with the points
        const known = get().view;
        if (known) engine.expectView?.(paddedView(known));
        // With the view known, its clusters are asked for at once beside the points, and the points'
        // indexing (a tenth of a second at 10,000 on a slow machine) would take the CPU the map needs for
        // the first frame whichever answer makes it: held from the start, before the points are asked
        // for, so points that come first wait for the clusters (released when these fail, or are not needed)
        const releaseHeld = known ? holdIndexing() : null;
        if (releaseHeld) indexNow = releaseHeld;
        // Both at once: the points (kept here when few enough) and the server's clusters of the view
        // (when too many). The first answer tells which by its total and draws the first frame, so
        // neither size waits for a second round trip; the clusters of a small set are dropped once the
        // points are indexed (the next view comes from the browser).
        const points = fetchPoints(controller.signal);
        const clusters = viewKnown().then((view) => {
          const wanted = paddedView(view);
          return getReportClusters(client, { filters, bbox: wanted.bbox, zoom: wanted.zoom }, controller.signal, scope).then((answer) => ({
            wanted,
            answer,
          }));
        });
        // the points request decides when it fails (the clusters one would fail alike, and the map may
        // have no view yet to ask it with)
        let firstAnswer: 'points' | 'clusters' | null = null;
        const total = await new Promise<number>((resolve, reject) => {
          points.then((answer) => {
            firstAnswer ??= 'points';
            resolve(answer.total);
          }, reject);
          clusters.then(
            ({ answer }) => {
              firstAnswer ??= 'clusters';
              resolve(answer.total);
            },
            () => releaseHeld?.(),
          );
        });
        if (mine !== generation) return;
        mark('points');
        const mode: ReportMapMode = total <= maxPoints ? 'points' : 'clusters';
        if (mode === 'points' && firstAnswer === 'clusters') {
          // few enough to hold, but the server's clusters of the view came first: they are the first
          // frame, and the browser's index makes every later one once the points are in
          const early = await clusters;
          if (mine !== generation) return;
          indexing = points.then(() => undefined);
          indexing.catch((error: unknown) => failed(mine, error));
          if (!releaseHeld) indexNow = holdIndexing();
          set({ mode, total });
          fetched = early.wanted;
          setFrame(frameOfServerClusters(early.answer.data), early.answer.total);
        } else if (mode === 'points') {
          clusters.catch(() => undefined);
          const { first } = await points;
          if (mine !== generation) return;
          set({ mode, total });
          // the engine made the first frame with the points: drawn now, unless the map has moved out of it
          const { view } = get();
          if (first && view && Math.floor(first.view.zoom) === Math.floor(view.zoom) && covers(first.view.bbox, view.bbox)) {
            fetched = first.view;
            setFrame(first.frame);
          }
        } else {
          // too many to hold: the engine keeps none of them, so nothing is left to hold
          releaseHeld?.();
          points.catch(() => undefined);
          // a clusters answer that failed is asked again below, for the view of now
          const early = await clusters.catch(() => null);
          if (mine !== generation) return;
          set({ mode, total, frame: null });
          if (early) {
            fetched = early.wanted;
            setFrame(frameOfServerClusters(early.answer.data), early.answer.total);
          }
        }
        // the view now (the map may have moved meanwhile); a view the frame covers costs nothing
        const { view } = get();
        if (view) await drawView(view, mine);
        if (mine !== generation) return;
        retries.succeeded();
        set({ status: 'ready' });
      } catch (error) {
        failed(mine, error);
      }
    }

    return {
      status: 'idle',
      mode: null,
      total: null,
      frame: null,
      view: null,
      error: null,
      setView: (view) => {
        // the first view while the points are on their way: the engine makes its frame with them
        if (!get().view && get().status === 'loading' && get().mode === null) engine.expectView?.(paddedView(view));
        set({ view });
        const waiting = viewWaiters;
        viewWaiters = [];
        for (const resolve of waiting) resolve(view);
        if (get().status !== 'ready') return;
        const mine = generation;
        drawView(view, mine).catch((error: unknown) => failed(mine, error));
      },
      frameDrawn: () => indexNow(),
      clusterBounds: async (cluster) => {
        if (cluster.bounds) return cluster.bounds;
        indexNow();
        await indexing;
        return engine.bounds(cluster.key);
      },
      reload: load,
      dispose: () => {
        generation += 1;
        indexNow();
        retries.cancel();
        unsubscribe();
        loadController?.abort();
        frameController?.abort();
        engine.dispose();
      },
    };
  });

  // the list's filters are the map's: Apply, Reset, the search bar and folders change both
  const unsubscribe = reports.subscribe((state, previous) => {
    if (state.filters === previous.filters || scope === 'public') return;
    filters = filtersOf(state.filters);
    void store.getState().reload();
  });
  return store;
}
