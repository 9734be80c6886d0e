import type * as maplibreModule from 'maplibre-gl';
import type { Map as MaplibreMap, MapOptions } from 'maplibre-gl';
import { followOfflineBasemap } from './offlineBasemap.js';
import { addZoomButtons } from './zoomButtons.js';

/**
 * A small map inside a page that scrolls past it (a report's location, the settings preview): the page
 * keeps scrolling and the map moves with two fingers or Ctrl, no rotation, compact attribution, zoom
 * buttons at the inline end (top left in right-to-left layouts). Its canvas shows once the first view is
 * complete (MapLibre's `load`): before, it would be the basemap's water alone, with the pin seemingly in
 * the sea. The offline basemap, when drawn, follows the view (`followOfflineBasemap`).
 */
export function createInPageMap(maplibregl: typeof maplibreModule, options: MapOptions & { container: HTMLElement }): MaplibreMap {
  const created = new maplibregl.Map({
    attributionControl: { compact: true },
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    ...options,
  });
  const canvas = created.getCanvas();
  canvas.style.visibility = 'hidden';
  created.once('load', () => {
    canvas.style.visibility = '';
  });
  followOfflineBasemap(created);
  addZoomButtons(maplibregl, created, getComputedStyle(options.container).direction === 'rtl');
  return created;
}
