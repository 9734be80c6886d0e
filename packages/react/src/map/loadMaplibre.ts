// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the asset declarations are no module, so only a reference brings them along wherever these sources are compiled (the apps compile them through the source condition)
/// <reference path="./assets.d.ts" />
import type * as maplibreModule from 'maplibre-gl';

type Maplibre = typeof maplibreModule;

let loading: Promise<Maplibre> | null = null;

/**
 * MapLibre, loaded on first use (a dynamic import: the list page does not pay for it). Its worker is
 * not copied by Vite on its own, so its URL is imported as an asset and given to `setWorkerUrl`.
 * The stylesheet comes along: markers and controls need it.
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]).then(([maplibregl, worker]) => {
    maplibregl.setWorkerUrl(worker.default);
    // start MapLibre's workers now rather than with the first map: they take a third of a second to
    // load and start, which a map being created then does not wait for
    maplibregl.prewarm();
    return maplibregl;
  });
  loading.catch(() => {
    // a failed load (offline while the chunk was fetched) may be retried by the next map
    loading = null;
  });
  return loading;
}

/** WebGL is there (MapLibre draws with it); without it the map shows its coordinates only. */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
