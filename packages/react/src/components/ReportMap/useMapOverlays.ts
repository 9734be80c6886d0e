import { useMemo } from 'react';
import { findLanguage, layerDataResource, rasterSubdomains, type LanguageCode, type Layer } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useLayers } from '../../resources/hooks.js';
import { useResources } from '../../resources/useResources.js';
import type { OverlaySpec } from './mapController.js';

/** A layer's name in the interface language, else in English, else in any language it has. */
export function layerName(layer: Layer, language: LanguageCode): string {
  const locale = findLanguage(language)?.locale;
  return (locale && layer.name[locale]) || layer.name.en_US || Object.values(layer.name).find(Boolean) || String(layer.id);
}

export interface MapOverlays {
  /** every layer of the organizations the viewer sees (the toggles list them all) */
  layers: Layer[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** what the map draws: the shown layers whose data is at hand */
  overlays: OverlaySpec[];
  /** shown layers that could not be drawn (their file failed to load) */
  failed: Set<number>;
}

/**
 * The layers a map offers (`GET /layers`) and the overlays it draws for those shown. A file layer's
 * GeoJSON is fetched when it is first shown, kept per version, and fetched again only when it changes.
 */
export function useMapOverlays(enabled: boolean, hiddenLayers: readonly number[]): MapOverlays {
  const client = useClient();
  const remote = useLayers(enabled);
  const layers = useMemo(() => remote.data ?? [], [remote.data]);
  const hidden = useMemo(() => new Set(hiddenLayers), [hiddenLayers]);

  const shown = useMemo(() => layers.filter((layer) => !hidden.has(layer.id)), [layers, hidden]);
  const fileLayers = useMemo(
    () =>
      shown.filter((layer): layer is Layer & { file: NonNullable<Layer['file']> } => layer.vectorSource === 'file' && Boolean(layer.file)),
    [shown],
  );
  const files = useResources(
    client,
    fileLayers.map((layer) => layerDataResource(client, layer)),
  );
  const failed = useMemo(
    () => new Set(fileLayers.filter((_, index) => files[index]?.status === 'error').map((layer) => layer.id)),
    [fileLayers, files],
  );

  const overlays = useMemo(() => {
    const drawn: OverlaySpec[] = [];
    for (const layer of shown) {
      const id = `fw-layer-${layer.id}`;
      if (layer.type === 'raster' && layer.raster) {
        const template = layer.raster;
        const tiles = template.includes('{s}') ? rasterSubdomains.map((s) => template.replace('{s}', s)) : [template];
        drawn.push({ id, kind: 'raster', tiles });
      } else if (layer.vectorSource === 'mapbox' && layer.vectorTileset && layer.vectorLayerName && layer.vectorGeometry) {
        drawn.push({
          id,
          kind: 'tileset',
          url: layer.vectorTileset,
          sourceLayer: layer.vectorLayerName,
          geometry: layer.vectorGeometry,
          color: layer.colour,
        });
      } else if (layer.vectorSource === 'file' && layer.file) {
        const data = files[fileLayers.indexOf(layer as (typeof fileLayers)[number])]?.data;
        if (data) drawn.push({ id, kind: 'geojson', data, color: layer.colour });
      }
    }
    return drawn;
  }, [shown, fileLayers, files]);
  return { layers, status: remote.status === 'success' ? 'ready' : remote.status, overlays, failed };
}
