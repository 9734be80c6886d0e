import {
  basemapFor,
  createReportMapStore,
  limits,
  viewAround,
  type FieldwatchClient,
  type Options,
  type OptionsStore,
  type ReportMapStore,
  type ReportsStore,
} from '@fieldwatch/core';
import { basemapStyle } from './basemapStyle.js';
import { hasWebGL, loadMaplibre } from './loadMaplibre.js';
import { loadMapService } from './mapService.js';
import { createWorkerClusterEngine, prewarmClusterWorker } from './workerClusterEngine.js';

/**
 * Getting the report map ready before it is on screen (docs/map.md "First frame after sign-in"): a page
 * that knows a map comes next (the sign-in form) starts its code, its basemap and its first data, and the
 * `ReportMap` that mounts later takes what was started instead of starting again.
 */

/** Where a map starts when its host gives no center and zoom: the options', else the defaults. */
export function initialCameraOf(options: Options | null): { center: [number, number]; zoom: number } {
  return {
    center: [Number(options?.longitude ?? limits.mapDefaultLongitude), Number(options?.latitude ?? limits.mapDefaultLatitude)],
    zoom: Number(options?.zoom ?? limits.mapDefaultZoom),
  };
}

/** How long `preloadMapCode` waits for MapLibre's workers to answer before it resolves all the same. */
const workersStartMs = 5_000;

/**
 * MapLibre's code and workers, a cluster worker, and the handshake's map service: what every map needs
 * and nothing signed in does. Safe to call often (each is loaded once); a browser without WebGL loads
 * nothing. Resolves when all are there (or failed: the map tries again when it needs them): MapLibre's
 * workers once they have answered a ping, that is compiled and run their module (a few hundred
 * milliseconds of CPU on a slow machine, which a map drawn meanwhile would share).
 */
export function preloadMapCode(client: FieldwatchClient): Promise<void> {
  if (!hasWebGL()) return Promise.resolve();
  const maplibreWorkers = loadMaplibre().then((maplibregl) => maplibregl.getGlobalDispatcher().ping(workersStartMs));
  return Promise.all([maplibreWorkers, loadMapService(client), prewarmClusterWorker()]).then(
    () => undefined,
    () => undefined,
  );
}

interface Preloaded {
  store: ReportMapStore;
  client: FieldwatchClient;
  reports: ReportsStore;
  stop: () => void;
}

let preloaded: Preloaded | null = null;
/** A preloaded map that no `ReportMap` takes in this long (the user went elsewhere) is let go. */
const keptMs = 30_000;

function discard(): void {
  const held = preloaded;
  preloaded = null;
  held?.stop();
  held?.store.getState().dispose();
}

export interface PreloadReportMapArgs {
  client: FieldwatchClient;
  /** the shared reports store: the preloaded map follows its filters as a mounted one does */
  reports: ReportsStore;
  /** the options store: once it has the options, the first view and the basemap are known */
  options: OptionsStore;
}

/**
 * Starts the signed-in report map's first data now (call it as soon as the token arrives): the points of
 * the current filters, and, once the options give the map's center and zoom, the server's clusters of a
 * window-sized view around them (which covers the map's own view, so the first answer draws the first
 * frame), and the basemap's style. The next `ReportMap` of the same client and reports store with the
 * default scope takes this map's store (`takePreloadedReportMap`).
 */
export function preloadReportMap({ client, reports, options }: PreloadReportMapArgs): void {
  void preloadMapCode(client);
  if (!hasWebGL()) return;
  discard();
  const store = createReportMapStore({ client, reports, engine: () => createWorkerClusterEngine() });
  let unsubscribe = () => {};
  const withOptions = (loaded: Options) => {
    unsubscribe();
    const { center, zoom } = initialCameraOf(loaded);
    // the window is at least the map's size: its view covers the map's at the same center and zoom
    const size: [number, number] | undefined = typeof window !== 'undefined' ? [window.innerWidth, window.innerHeight] : undefined;
    if (!store.getState().view && size) store.getState().setView(viewAround(center, zoom, ...size));
    loadMapService(client)
      .then((service) =>
        basemapStyle(basemapFor('map', loaded, service.style_url), {
          mapboxToken: service.mapbox_token,
          view: { center, zoom, ...(size ? { size } : {}) },
        }),
      )
      .then(preloadStyle)
      .catch(() => undefined);
  };
  const current = options.getState().options;
  if (current) withOptions(current);
  else
    unsubscribe = options.subscribe((state) => {
      if (state.options) withOptions(state.options);
    });
  void store.getState().reload();
  const timer = setTimeout(discard, keptMs);
  preloaded = {
    store,
    client,
    reports,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/** A style given by its address is fetched by MapLibre later: the browser has it by then. */
function preloadStyle(style: unknown): void {
  if (typeof style !== 'string' || typeof document === 'undefined' || !/^https?:/.test(style)) return;
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(style)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = style;
  document.head.append(link);
}

/** The preloaded map's store for this client and reports store, handed over once; else null. */
export function takePreloadedReportMap(client: FieldwatchClient, reports: ReportsStore): ReportMapStore | null {
  if (!preloaded || preloaded.client !== client || preloaded.reports !== reports) return null;
  const { store, stop } = preloaded;
  preloaded = null;
  stop();
  return store;
}
