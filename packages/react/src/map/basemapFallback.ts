import type { Map as MaplibreMap, StyleSpecification, StyleSwapOptions } from 'maplibre-gl';
import { loadOfflineBasemap } from './offlineBasemap.js';

/** The few parts of a MapLibre map the fallback uses. */
export type BasemapFallbackMap = Pick<MaplibreMap, 'on' | 'off' | 'setStyle' | 'getStyle' | 'getCenter' | 'getZoom'>;

export interface BasemapFallbackOptions {
  /** Told once the offline basemap replaces a basemap that could not be drawn, with the reason. */
  onFallback?: (error: Error) => void;
  /**
   * The style drawn instead.
   * @default the offline basemap, with the detail of the map's view
   */
  offlineStyle?: () => Promise<StyleSpecification>;
  /**
   * Milliseconds a style may take to load before the offline basemap is drawn instead (a network
   * that hangs rather than fails).
   * @default 15000
   */
  timeoutMs?: number;
  /** Passed to the fallback's `setStyle` (e.g. `transformStyle`, to keep overlay layers). */
  swapOptions?: StyleSwapOptions;
}

interface MapErrorLike {
  error?: unknown;
  sourceId?: string;
}

interface SourceDataLike {
  sourceId?: string;
  tile?: unknown;
}

/** A tile that is just not there (sea, beyond the provider's zoom) says nothing about the basemap. */
const isMissingTile = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

// what MapLibre reports is an Error; anything else is kept as the cause of one, said in words when it is text
const errorOf = (error: unknown) =>
  error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'basemap failed', { cause: error });

/**
 * Replaces a basemap that cannot be drawn (no network, a refused token, a wrong address) with the
 * offline basemap, so a map is never left blank. Call it right after creating the map; it watches
 * every style the map loads from then on (switch basemaps with `setStyle(style, { diff: false })` so
 * that a new load is seen). A basemap fails when, before any of its tiles drew:
 * - its style document fails or does not load within `timeoutMs`, or
 * - one of its own sources fails for another reason than a missing (404) tile.
 * Sources added after the style loaded (overlays) are not the basemap's. Returns the detach function.
 */
export function fallBackToOfflineBasemap(map: BasemapFallbackMap, options: BasemapFallbackOptions = {}): () => void {
  const viewOf = () => ({ center: map.getCenter().toArray(), zoom: map.getZoom() });
  const { onFallback, offlineStyle = () => loadOfflineBasemap(viewOf()), timeoutMs = 15_000, swapOptions } = options;
  // watching: a style we did not set ourselves is loading or drawing its first tiles
  let watching = true;
  let styleLoaded = false;
  let tileDrawn = false;
  let basemapSources = new Set<string>();
  let settingFallback = false;
  let detached = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const startTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (watching && !styleLoaded) void fallBack(new Error('the basemap style did not load in time'));
    }, timeoutMs);
  };

  const fallBack = async (reason: Error) => {
    watching = false;
    clearTimeout(timer);
    const swap: StyleSwapOptions & { diff: false } = { ...swapOptions, diff: false };
    // MapLibre waits for the old style to load before it calls transformStyle: forever, for a style that
    // failed; an explicit undefined also overrides a transformStyle given to the map's constructor
    if (!styleLoaded) Object.assign(swap, { transformStyle: undefined });
    try {
      const style = await offlineStyle();
      if (detached) return;
      settingFallback = true;
      map.setStyle(style, swap);
      onFallback?.(reason);
    } catch {
      // the offline basemap ships with the product; if even it fails there is nothing better to draw
    } finally {
      settingFallback = false;
    }
  };

  const onStyleLoading = () => {
    // setStyle fires this synchronously: our own offline style is not watched (no loop)
    watching = !settingFallback;
    styleLoaded = false;
    tileDrawn = false;
    basemapSources = new Set();
    if (watching) startTimer();
    else clearTimeout(timer);
  };
  const onStyleLoad = () => {
    styleLoaded = true;
    clearTimeout(timer);
    basemapSources = new Set(Object.keys(map.getStyle()?.sources ?? {}));
  };
  const onSourceData = (event: SourceDataLike) => {
    if (event.tile && event.sourceId && basemapSources.has(event.sourceId)) tileDrawn = true;
  };
  const onError = (event: MapErrorLike) => {
    if (!watching || tileDrawn) return;
    if (!styleLoaded) {
      void fallBack(errorOf(event.error));
      return;
    }
    if (event.sourceId && basemapSources.has(event.sourceId) && !isMissingTile(event.error)) void fallBack(errorOf(event.error));
  };

  map.on('styledataloading', onStyleLoading);
  map.on('style.load', onStyleLoad);
  map.on('sourcedata', onSourceData);
  map.on('error', onError);
  // the style given to the constructor is already loading
  startTimer();

  return () => {
    detached = true;
    clearTimeout(timer);
    map.off('styledataloading', onStyleLoading);
    map.off('style.load', onStyleLoad);
    map.off('sourcedata', onSourceData);
    map.off('error', onError);
  };
}
