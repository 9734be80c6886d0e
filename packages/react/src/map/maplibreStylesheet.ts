/**
 * maplibre-gl's stylesheet, where a page has to load it with MapLibre's code (`loadMaplibre` waits for it).
 * Nothing to load in the apps and this package: they import `maplibre-gl/dist/maplibre-gl.css` once (the
 * package's `styles.css` carries it). The elements' build puts its own module in this one's place
 * (packages/elements/src/maplibreStylesheet.ts): their shadow roots do not see the page's CSS.
 */
export function loadMaplibreStylesheet(): Promise<void> {
  return Promise.resolve();
}
