import { defaultMapStyleUrl, mapboxRequestUrl, type BasemapSource } from '@fieldwatch/core';
import type { RequestTransformFunction, StyleSpecification } from 'maplibre-gl';
import { loadOfflineBasemap, type OfflineView } from './offlineBasemap.js';

/**
 * From a basemap source (core `basemapSource` / `basemapFor`) to what `new maplibregl.Map({ style })`
 * and `map.setStyle()` take, plus the `transformRequest` that sends Mapbox requests with the maps
 * service's access token (style and tile requests to a maps service need it).
 */

/** The source and layer id of a raster basemap; overlays go above it. */
export const rasterBasemapId = 'fieldwatch-raster-basemap';

/** MapLibre draws attributions as HTML: a credit typed by an administrator is shown as text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A style of one raster source drawn edge to edge (a satellite template), credited when a credit is given. */
export function rasterBasemapStyle(tiles: readonly string[], attribution = ''): StyleSpecification {
  return {
    version: 8,
    name: 'Fieldwatch raster basemap',
    sources: {
      [rasterBasemapId]: {
        type: 'raster',
        tiles: [...tiles],
        tileSize: 256,
        ...(attribution.trim() ? { attribution: escapeHtml(attribution.trim()) } : {}),
      },
    },
    layers: [{ id: rasterBasemapId, type: 'raster', source: rasterBasemapId }],
  };
}

export interface BasemapStyleOptions {
  /** the server's MAPBOX_TOKEN (handshake `map.mapbox_token`), for `mapbox://` styles */
  mapboxToken?: string;
  /** where the map will look first: the offline basemap loads the detail of that view before it is drawn */
  view?: OfflineView;
}

/**
 * The style to draw for a basemap source: the offline basemap (also for `null`, `invalid` and
 * `offline`), a style URL as it is, a Mapbox style as its https address with the token, a raster
 * template as a one-source raster style. Give the map `mapboxTransformRequest` too, so the sprites,
 * fonts and tiles a Mapbox style names are fetched with the token as well.
 */
export async function basemapStyle(source: BasemapSource | null, options: BasemapStyleOptions = {}): Promise<StyleSpecification | string> {
  switch (source?.kind) {
    case 'style':
      return source.url;
    case 'mapbox':
      return mapboxRequestUrl(source.url, options.mapboxToken ?? '');
    case 'raster':
      return rasterBasemapStyle(source.tiles, source.attribution);
    default:
      return loadOfflineBasemap(options.view);
  }
}

/**
 * MapLibre's `transformRequest` for maps that may draw Mapbox styles: `mapbox://` addresses become
 * https://api.mapbox.com ones and Mapbox hosts get the token (core `mapboxRequestUrl`); other hosts
 * never see it. `then` transforms the request further (e.g. headers for the product's own API).
 */
export function mapboxTransformRequest(mapboxToken: string, then?: RequestTransformFunction): RequestTransformFunction {
  return (url, resourceType) => {
    const rewritten = mapboxRequestUrl(url, mapboxToken);
    return then?.(rewritten, resourceType) ?? { url: rewritten };
  };
}

/**
 * How the offline basemap stands in for a basemap that cannot be drawn: the default style
 * (OpenFreeMap, core `defaultMapStyleUrl`) is replaced after 4 s at most and quietly — without network
 * it is simply not there, and the built-in basemap is what the product promises offline; a basemap an
 * Administrator chose gets the usual 15 s, and users are told when it fails.
 */
export function fallbackFor(source: { kind: string; url?: string } | null): { timeoutMs: number; quiet: boolean } {
  const builtIn = source?.kind === 'style' && source.url === defaultMapStyleUrl;
  return builtIn ? { timeoutMs: 4_000, quiet: true } : { timeoutMs: 15_000, quiet: false };
}
