import { useEffect, useMemo, useRef, useState } from 'react';
import { findLanguage, getLayerData, listLayers, rasterSubdomains, type LanguageCode, type Layer } from '@fieldwatch/core';
import type { FeatureCollection } from 'geojson';
import { useRemote } from '../../internal/useRemote.js';
import { useClient } from '../../provider/useClient.js';
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
  const remote = useRemote(enabled ? () => listLayers(client).then((page) => page.data) : null, [client, enabled]);
  const layers = useMemo(() => remote.data ?? [], [remote.data]);
  const hidden = useMemo(() => new Set(hiddenLayers), [hiddenLayers]);
  const files = useRef(new Map<string, FeatureCollection>());
  // bumped when a file arrives, so the overlays are worked out again
  const [arrived, setArrived] = useState(0);
  const [failed, setFailed] = useState<Set<number>>(() => new Set());

  const shown = useMemo(() => layers.filter((layer) => !hidden.has(layer.id)), [layers, hidden]);
  useEffect(() => {
    const controller = new AbortController();
    for (const layer of shown) {
      if (layer.vectorSource !== 'file' || !layer.file) continue;
      const key = `${layer.id}:${layer.file.version}`;
      if (files.current.has(key)) continue;
      getLayerData(client, layer.organization.id, layer.id, controller.signal).then(
        (data) => {
          files.current.set(key, data as FeatureCollection);
          setArrived((n) => n + 1);
        },
        () => {
          if (!controller.signal.aborted) setFailed((previous) => new Set(previous).add(layer.id));
        },
      );
    }
    return () => controller.abort();
  }, [client, shown]);

  const overlays = useMemo(() => {
    const drawn: OverlaySpec[] = [];
    for (const layer of shown) {
      const id = `fw-layer-${layer.id}`;
      if (layer.type === 'raster' && layer.raster) {
        const template = layer.raster;
        const tiles = template.includes('{s}') ? rasterSubdomains.map((s) => template.replace('{s}', s)) : [template];
        drawn.push({ id, kind: 'raster', tiles });
      } else if (layer.vectorSource === 'mapbox' && layer.vectorTileset && layer.vectorLayerName && layer.vectorGeometry) {
        drawn.push({ id, kind: 'tileset', url: layer.vectorTileset, sourceLayer: layer.vectorLayerName, geometry: layer.vectorGeometry, colour: layer.colour });
      } else if (layer.vectorSource === 'file' && layer.file) {
        const data = files.current.get(`${layer.id}:${layer.file.version}`);
        if (data) drawn.push({ id, kind: 'geojson', data, colour: layer.colour });
      }
    }
    return drawn;
    // `arrived` stands for the files that came in since
  }, [shown, arrived]);
  return { layers, status: remote.status, overlays, failed };
}
