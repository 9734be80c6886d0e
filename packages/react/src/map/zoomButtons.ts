import type * as maplibreModule from 'maplibre-gl';
import type { Map as MaplibreMap, NavigationControl } from 'maplibre-gl';

/**
 * MapLibre's zoom buttons, without a compass (the product's maps do not rotate), at the inline end:
 * top right, top left in right-to-left layouts.
 */
export function addZoomButtons(maplibregl: typeof maplibreModule, map: MaplibreMap, rtl: boolean): NavigationControl {
  const control = new maplibregl.NavigationControl({ showCompass: false });
  map.addControl(control, rtl ? 'top-left' : 'top-right');
  return control;
}
