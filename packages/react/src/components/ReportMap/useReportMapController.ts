import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { findLanguage, limits, type LanguageCode, type MapCluster, type MapFrame, type Options, type ReportMapStore } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { mapboxTransformRequest } from '../../map/basemapStyle.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import type { MapService } from '../../map/mapService.js';
import { ReportMapController, type OverlaySpec } from './mapController.js';
import { colorsOf, controlTexts } from './mapTheme.js';
import { styleOf, type MapSource } from './useBasemapSource.js';

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
  const initial = useRef<{ center: [number, number]; zoom: number } | null>(null);
  if (!initial.current && (Boolean(center && zoom !== undefined) || options !== null)) {
    initial.current = {
      center: center ?? [Number(options?.longitude ?? limits.mapDefaultLongitude), Number(options?.latitude ?? limits.mapDefaultLatitude)],
      zoom: zoom ?? Number(options?.zoom ?? limits.mapDefaultZoom),
    };
  }
  return initial.current;
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
  const latest = useRef({ ...args, t, labelOf, initial });
  latest.current = { ...args, t, labelOf, initial };

  const element = useRef<HTMLDivElement>(null);
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  // the frame last on screen, and whether the configured basemap failed and the offline one stands in
  const [drawn, setDrawn] = useState<MapFrame | null>(null);
  const [fellBack, setFellBack] = useState(false);
  // the basemap the map draws now (a change of `source` restyles it)
  const shownSource = useRef(source);

  const zoomTo = useCallback(
    async (cluster: MapCluster) => {
      const [west, south, east, north] = await store.getState().clusterBounds(cluster);
      // a clicked cluster zooms in on its reports, with padding 50
      controller.current?.map.fitBounds(
        [
          [west, south],
          [east < west ? east + 360 : east, north],
        ],
        { padding: limits.clusterPadding, maxZoom: limits.mapZoomMax },
      );
    },
    [store, controller],
  );

  // MapLibre's code and workers load while the options and the handshake are on their way
  useEffect(() => {
    if (drawable) loadMaplibre().catch(() => undefined);
  }, [drawable]);

  // the map itself: once the basemap service, the options and MapLibre are at hand
  const created = drawable && !failed && source !== null && service !== null && initial !== null;
  useEffect(() => {
    const container = element.current;
    const made = latest.current;
    if (!created || !container || controller.current || !made.source || !made.service || !made.initial) return;
    const { source: madeSource, service: madeService, initial: start } = made;
    let cancelled = false;
    let detachFallback: (() => void) | undefined;
    Promise.all([loadMaplibre(), styleOf(madeSource, madeService.mapbox_token)])
      .then(([maplibregl, style]) => {
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
          onView: (view) => latest.current.store.getState().setView(view),
          onCluster: (key) => {
            const cluster = latest.current.frame?.clusters.find((candidate) => candidate.key === key);
            if (cluster) void zoomTo(cluster);
          },
          onPoint: (id, at) => latest.current.onPoint(id, at),
          onDrawn: () => {
            // the frame of a finished load is on screen: the benchmark's "first complete frame"
            if (latest.current.store.getState().status === 'ready') globalThis.performance?.mark?.('fw-map:ready');
            setDrawn(latest.current.frame);
          },
        });
        globalThis.performance?.mark?.('fw-map:map');
        map.map.getCanvas().setAttribute('aria-describedby', made.summaryId);
        detachFallback = fallBackToOfflineBasemap(map.map, { onFallback: () => setFellBack(true) });
        controller.current = map;
        shownSource.current = madeSource;
        map.setFrame(latest.current.frame);
        map.setOverlays(latest.current.overlays);
        map.setFocus(latest.current.focus);
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
  }, [created]);

  // a language shown after the map was made (an element's `locale` changed): texts and sides follow
  const madeWith = useRef(t);
  useEffect(() => {
    const container = element.current;
    if (!controller.current || !container || madeWith.current === t) return;
    madeWith.current = t;
    controller.current.setLanguage(getComputedStyle(container).direction === 'rtl', controlTexts(t), t('map.label'));
  }, [t, drawn]);

  useEffect(() => controller.current?.setFrame(frame), [frame]);
  useEffect(() => controller.current?.setOverlays(overlays), [overlays]);
  useEffect(() => controller.current?.setFocus(focus), [focus]);

  // another basemap (the user's choice, or the settings): same map, new style
  useEffect(() => {
    if (!controller.current || shownSource.current === source || !source || !service) return;
    shownSource.current = source;
    setFellBack(false);
    let cancelled = false;
    void styleOf(source, service.mapbox_token).then((style) => {
      if (!cancelled) controller.current?.setBasemap(style);
    });
    return () => {
      cancelled = true;
    };
  }, [source, service]);

  return { element, canDraw: drawable && !failed, drawn, fellBack, zoomTo };
}
