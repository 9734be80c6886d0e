import { useMemo } from 'react';
import { basemapFor, type BasemapChoice, type BasemapSource, type Options } from '@fieldwatch/core';
import type { StyleSpecification } from 'maplibre-gl';
import { basemapStyle } from '../../map/basemapStyle.js';
import type { MapService } from '../../map/mapService.js';
import type { OfflineView } from '../../map/offlineBasemap.js';

/** What the map draws under the reports: a style its host gave, or one of the configured basemaps. */
export type MapSource = { kind: 'given'; style: string | StyleSpecification } | BasemapSource;

/**
 * What `new Map({ style })` takes for a source; the offline basemap comes with the detail of `view`
 * already in it, so its geometry is cut into tiles once, not again when that detail follows.
 */
export const styleOf = (shown: MapSource, token: string, view?: OfflineView) =>
  shown.kind === 'given' ? Promise.resolve(shown.style) : basemapStyle(shown, { mapboxToken: token, ...(view ? { view } : {}) });

/**
 * Which basemap the map draws, from the host's style, the options and the user's choice, kept as one
 * object while its kind and address stay the same (a new object restyles the map).
 */
export function useBasemapSource(
  mapStyle: string | StyleSpecification | undefined,
  options: Options | null,
  service: MapService | null,
  preferred: BasemapChoice,
) {
  const satellite = options && !mapStyle ? basemapFor('satellite', options, service?.style_url) : null;
  const choice: BasemapChoice = preferred === 'satellite' && satellite ? 'satellite' : 'map';
  // the options are a new object each render; only these fields of theirs make the basemap
  const hasOptions = options !== null;
  const basemapMap = options?.basemap_map;
  const basemapSatellite = options?.basemap_satellite;
  const attribution = options?.basemap_satellite_attribution;
  const source = useMemo<MapSource | null>(() => {
    if (mapStyle) return { kind: 'given' as const, style: mapStyle };
    if (!hasOptions || !service) return null;
    // (with options, each field is there)
    const settings = {
      basemap_map: basemapMap ?? '',
      basemap_satellite: basemapSatellite ?? '',
      basemap_satellite_attribution: attribution ?? '',
    };
    return basemapFor(choice, settings, service.style_url);
  }, [mapStyle, hasOptions, basemapMap, basemapSatellite, attribution, service, choice]);
  return { source, choice, satelliteOffered: satellite !== null };
}
