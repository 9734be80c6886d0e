import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  findLanguage,
  limits,
  type LanguageCode,
  type MapCluster,
  type MapFrame,
  type Options,
  type ReportMapStore,
  viewAround,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { fallbackFor, mapboxTransformRequest } from '../../map/basemapStyle.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { followOfflineBasemap } from '../../map/offlineBasemap.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import type { MapService } from '../../map/mapService.js';
import { initialCameraOf } from '../../map/preloadReportMap.js';
import { ReportMapController, type OverlaySpec } from './mapController.js';
import { colorsOf, controlTexts } from './mapTheme.js';
import { styleOf, type MapSource } from './useBasemapSource.js';
import { useLatest } from '../../internal/useLatest.js';

export interface ReportMapControllerArgs {
  store: ReportMapStore;
  /** center and zoom at first; else the options' (taken once either is at hand) */
  center: [number, number] | undefined;
  zoom: number | undefined;
  options: Options | null;
  service: MapService | null;
  source: MapSource | null;
  frame: MapFrame | null;
  overlays: OverlaySpec[];
  /** the cluster (`c<key>`) or report (`r<id>`) ringed for the keyboard path */
  focus: string | null;
  language: LanguageCode;
  /** the id of the text alternative that describes the canvas */
  summaryId: string;
  /** a marker clicked */
  onPoint: (id: number, at: [number, number]) => void;
}

/** Where the map starts: fixed the first time the host's center and zoom, or the options, are at hand. */
function useInitialCamera({ center, zoom, options }: Pick<ReportMapControllerArgs, 'center' | 'zoom' | 'options'>) {
  const [initial, setInitial] = useState<{ center: [number, number]; zoom: number } | null>(null);
  if (!initial && (Boolean(center && zoom !== undefined) || options !== null)) {
    const fromOptions = initialCameraOf(options);
    const fixed = { center: center ?? fromOptions.center, zoom: zoom ?? fromOptions.zoom };
    setInitial(fixed);
    return fixed;
  }
  return initial;
}

/**
 * How long a map that could be made waits for its first data. A map made before its data draws twice,
 * empty and then with the reports, and on a slow machine (software WebGL) each first frame costs a few
 * hundred milliseconds; when the data comes soon, the first frame has it. Past this, the basemap is
 * drawn first and the reports follow.
 */
const firstDataWaitMs = 400;

/** Resolves when the store has a frame to draw (or has failed), or after `waitMs`. */
function firstFrameOf(store: ReportMapStore, waitMs: number): Promise<void> {
  const settled = () => store.getState().frame !== null || store.getState().status === 'error';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const unsubscribe = store.subscribe(() => {
      if (settled()) done();
    });
  });
}

/** A count as a cluster's badge shows it: the interface language's digits, compact (1.2K). */
function useCountLabel(language: LanguageCode) {
  const tag = (findLanguage(language)?.locale ?? 'en_US').replace('_', '-');
  return useMemo(() => {
    const format = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    return (count: number) => format.format(count);
  }, [tag]);
}

/**
 * The MapLibre map of a `ReportMap`, made once into `controller` and driven through it, as react-map-gl's
 * `<Map>` does: the latest arguments live in one ref, the map's events are bound once and read it, and
 * each later change reaches the map through a setter of the controller.
 */
export function useReportMapController(controller: RefObject<ReportMapController | null>, args: ReportMapControllerArgs) {
  const { store, service, source, frame, overlays, focus } = args;
  const t = useT();
  const labelOf = useCountLabel(args.language);
  const initial = useInitialCamera(args);

  const element = useRef<HTMLDivElement>(null);
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  // the frame last on screen, and whether the configured basemap failed and the offline one stands in
  const [drawn, setDrawn] = useState<MapFrame | null>(null);
  const [fellBack, setFellBack] = useState(false);
  // the basemap the map draws now (a change of `source` restyles it)
  const shownSource = useRef(source);

  // the map's cluster handler calls the latest one, through latestRef
  const zoomTo = async (cluster: MapCluster) => {
    const [west, south, east, north] = await store.getState().clusterBounds(cluster);
    // a clicked cluster zooms in on its reports, with padding 50
    controller.current?.map.fitBounds(
      [
        [west, south],
        [east < west ? east + 360 : east, north],
      ],
      { padding: limits.clusterPadding, maxZoom: limits.mapZoomMax },
    );
  };
  const latestRef = useLatest({ ...args, t, labelOf, initial, zoomTo });

  // MapLibre's code and workers load while the options and the handshake are on their way
  useEffect(() => {
    if (drawable) loadMaplibre().catch(() => undefined);
  }, [drawable]);

  // the map's first view is known before MapLibre is made (its camera and its box's size): the store
  // asks for that view's clusters now, beside the points, and the first answer that comes draws the
  // first frame; the map's own view, reported once it exists, is the same one
  useEffect(() => {
    const box = element.current;
    if (!drawable || !initial || !box || store.getState().view) return;
    const { clientWidth, clientHeight } = box;
    if (clientWidth > 0 && clientHeight > 0) store.getState().setView(viewAround(initial.center, initial.zoom, clientWidth, clientHeight));
  }, [drawable, initial, store]);

  // the map itself: once the basemap service, the options and MapLibre are at hand
  const created = drawable && !failed && source !== null && service !== null && initial !== null;
  useEffect(() => {
    const container = element.current;
    const made = latestRef.current;
    if (!created || !container || controller.current || !made.source || !made.service || !made.initial) return;
    const { source: madeSource, service: madeService, initial: start } = made;
    let cancelled = false;
    let detachFallback: (() => void) | undefined;
    const view = { center: start.center, zoom: start.zoom, size: [container.clientWidth, container.clientHeight] as [number, number] };
    Promise.all([loadMaplibre(), styleOf(madeSource, madeService.mapbox_token, view)])
      .then(async ([maplibregl, style]) => {
        await firstFrameOf(made.store, firstDataWaitMs);
        if (cancelled) return;
        const map = new ReportMapController(maplibregl, {
          element: container,
          style,
          center: start.center,
          zoom: start.zoom,
          rtl: getComputedStyle(container).direction === 'rtl',
          transformRequest: mapboxTransformRequest(madeService.mapbox_token),
          colors: colorsOf(container),
          font: getComputedStyle(container).fontFamily || 'sans-serif',
          labelOf: made.labelOf,
          label: made.t('map.label'),
          locale: controlTexts(made.t),
          onView: (view) => latestRef.current.store.getState().setView(view),
          onCluster: (key) => {
            const cluster = latestRef.current.frame?.clusters.find((candidate) => candidate.key === key);
            if (cluster) void latestRef.current.zoomTo(cluster);
          },
          onPoint: (id, at) => latestRef.current.onPoint(id, at),
          onDrawn: () => {
            // the frame of a finished load is on screen: the benchmark's "first complete frame"
            const state = latestRef.current.store.getState();
            if (state.status === 'ready') globalThis.performance?.mark?.('fw-map:ready');
            setDrawn(latestRef.current.frame);
            // work held back while the map drew (the points' indexing) goes on
            state.frameDrawn();
          },
        });
        globalThis.performance?.mark?.('fw-map:map');
        map.map.getCanvas().setAttribute('aria-describedby', made.summaryId);
        // the default style (OpenFreeMap) gives way quickly and quietly; a chosen one is waited for and missed aloud
        detachFallback = fallBackToOfflineBasemap(map.map, {
          timeoutMs: fallbackFor(madeSource).timeoutMs,
          onFallback: () => setFellBack(!fallbackFor(shownSource.current).quiet),
        });
        followOfflineBasemap(map.map);
        controller.current = map;
        shownSource.current = madeSource;
        // the store's frame: it may have come in the wait above, before React rendered with it
        map.setFrame(latestRef.current.store.getState().frame);
        map.setOverlays(latestRef.current.overlays);
        map.setFocus(latestRef.current.focus);
        map.start();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      detachFallback?.();
      controller.current?.destroy();
      controller.current = null;
    };
    // created once; later changes reach the map through the effects below
  }, [created, controller, latestRef]);

  // a language shown after the map was made (an element's `locale` changed): texts and sides follow
  const madeWith = useRef(t);
  useEffect(() => {
    const container = element.current;
    if (!controller.current || !container || madeWith.current === t) return;
    madeWith.current = t;
    controller.current.setLanguage(getComputedStyle(container).direction === 'rtl', controlTexts(t), t('map.label'));
  }, [t, drawn, controller]);

  useEffect(() => controller.current?.setFrame(frame), [controller, frame]);
  useEffect(() => controller.current?.setOverlays(overlays), [controller, overlays]);
  useEffect(() => controller.current?.setFocus(focus), [controller, focus]);

  // another basemap (the user's choice, or the settings): same map, new style
  useEffect(() => {
    if (!controller.current || shownSource.current === source || !source || !service) return;
    shownSource.current = source;
    setFellBack(false);
    let cancelled = false;
    const { map } = controller.current;
    const canvas = map.getCanvas();
    const view = {
      center: map.getCenter().toArray(),
      zoom: map.getZoom(),
      size: [canvas.clientWidth, canvas.clientHeight] as [number, number],
    };
    void styleOf(source, service.mapbox_token, view).then((style) => {
      if (!cancelled) controller.current?.setBasemap(style);
    });
    return () => {
      cancelled = true;
    };
  }, [source, service, controller]);

  return { element, canDraw: drawable && !failed, drawn, fellBack, zoomTo };
}
