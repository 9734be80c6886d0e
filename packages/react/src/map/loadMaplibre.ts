// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the asset declarations are no module, so only a reference brings them along wherever these sources are compiled (the apps compile them through the source condition)
/// <reference path="./assets.d.ts" />
import type * as maplibreModule from 'maplibre-gl';
import { loadMaplibreStylesheet } from './maplibreStylesheet.js';

type Maplibre = typeof maplibreModule;

let loading: Promise<Maplibre> | null = null;

/**
 * MapLibre, loaded on first use (a dynamic import: the list page does not pay for it). Its worker is
 * found next to MapLibre's own module, which a bundle moves, so its URL is imported as an asset and given
 * to `setWorkerUrl`: Vite copies the file (the dashboard, Storybook); the published package and the
 * elements' bundle get it from their builds (`inlineScriptUrl` of `@fieldwatch/build`: a `blob:` URL of
 * the worker's code, so any bundler takes the package as it is; the elements copy the file next to their
 * chunks). Its stylesheet is not imported here, a dynamic CSS import being Vite's alone: the package's
 * `styles.css` carries it and the apps import it once, while the elements, whose shadow roots do not see
 * the page's CSS, fetch it beside the code (`loadMaplibreStylesheet`).
 */
export function loadMaplibre(): Promise<Maplibre> {
  loading ??= Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    // in place before a map is made: MapLibre's controls and markers are laid out by its rules
    loadMaplibreStylesheet(),
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

let webGL: boolean | undefined;

/**
 * WebGL is there (MapLibre draws with it); without it the map shows its coordinates only. Asked once
 * per page: the answer does not change, and each probe makes a WebGL context (tens of milliseconds with
 * software WebGL, and a browser keeps only so many before it drops the oldest, which may be a map's).
 */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  webGL ??= probeWebGL();
  return webGL;
}

function probeWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // the probe's context is given back at once rather than when the canvas is collected
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(context);
  } catch {
    return false;
  }
}
