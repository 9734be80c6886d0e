import { registerStyles } from './styles.js';

/**
 * maplibre-gl's own rules (controls, popups, attribution, the picker's pin) into every shadow root: the
 * elements' build puts this module in the place of the React package's `map/maplibreStylesheet.ts`
 * (tsup.config.ts), so `loadMaplibre` fetches the stylesheet beside maplibre-gl's code and resolves once
 * it is adopted, before a map is made. A page whose elements draw no map (no WebGL, a story without a
 * report, a list) never fetches it. The build loads a stylesheet as its text (src/css.d.ts).
 */
export function loadMaplibreStylesheet(): Promise<void> {
  return import('maplibre-gl/dist/maplibre-gl.css').then((module) => registerStyles(module.default));
}
