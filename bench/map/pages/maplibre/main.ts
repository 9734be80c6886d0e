// Baseline 1: maplibre-gl's own clustering. The GeoJSON file is the source's `data` URL (MapLibre's
// worker fetches and parses it, and supercluster indexes it there), `cluster: true` with radius 50,
// drawn with circle layers only: count labels would be a symbol layer, which needs glyphs that the
// offline basemap does not ship. The basemap is the product's offline one (`loadOfflineBasemap`),
// loaded with MapLibre itself, and its workers started, before the clock starts, as on the Fieldwatch page.
import type { StyleSpecification } from 'maplibre-gl';
import { loadMaplibre, loadOfflineBasemap } from '@fieldwatch/react';
// the badge Fieldwatch draws, so that both pages draw the same clusters (a workspace-only subpath)
import { drawBadge } from '@fieldwatch/react/cluster-badges';
import { benchParams, markReady, markStart, reportError } from '../bench.js';
import 'maplibre-gl/dist/maplibre-gl.css';
import '../page.css';

/** `?basemap=plain`: the water color only, no land or borders (nothing for MapLibre to tile). */
const plainBasemap: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'water', type: 'background', paint: { 'background-color': '#c9dfee' } }],
};

async function main() {
  const { data, center, zoom, search } = benchParams();
  const counts = search.get('counts') === '1';
  const [maplibregl, basemap] = await Promise.all([
    loadMaplibre(),
    search.get('basemap') === 'plain' ? plainBasemap : loadOfflineBasemap({ center, zoom }),
  ]);
  // its workers started and answering (`loadMaplibre` starts them), as the Fieldwatch page has them
  await maplibregl.getGlobalDispatcher().ping(5_000);
  const style: StyleSpecification = {
    ...basemap,
    sources: {
      ...basemap.sources,
      reports: { type: 'geojson', data, cluster: true, clusterRadius: 50 },
    },
    layers: [
      ...basemap.layers,
      // `?counts=1`: each cluster a badge with its count, as the product draws them (the same canvas
      // badges, made on demand through MapLibre's image resolver); else colored circles without counts
      counts
        ? {
            id: 'clusters',
            type: 'symbol',
            source: 'reports',
            filter: ['has', 'point_count'],
            layout: {
              'icon-image': [
                'concat',
                'fw-cluster:',
                ['step', ['get', 'point_count'], 0, 10, 1, 100, 2, 1000, 3],
                ':',
                ['get', 'point_count_abbreviated'],
              ],
              'icon-allow-overlap': true,
              'icon-ignore-placement': true,
            },
          }
        : {
            id: 'clusters',
            type: 'circle',
            source: 'reports',
            filter: ['has', 'point_count'],
            paint: {
              'circle-color': ['step', ['get', 'point_count'], '#51bbd6', 100, '#f1b13b', 1000, '#e8590c'],
              'circle-radius': ['step', ['get', 'point_count'], 12, 100, 16, 1000, 22, 10000, 28],
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 1,
            },
          },
      {
        id: 'reports',
        type: 'circle',
        source: 'reports',
        filter: ['!', ['has', 'point_count']],
        paint: { 'circle-color': '#c92a2a', 'circle-radius': 4, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 },
      },
    ],
  };

  markStart();
  // the data request leaves with the style: the source is in it from the start
  // the same settings as the product's map where they matter to drawing the counts
  const map = new maplibregl.Map({ container: 'map', style, center, zoom, ...(counts ? { fadeDuration: 0 } : {}) });
  if (counts) {
    const colors = { fill: '#1f5f8b', ring: 'rgba(255, 255, 255, 0.9)', text: '#ffffff' };
    map.setMissingStyleImageResolver((id) => {
      const image = drawBadge(id, colors, 'sans-serif', 1);
      if (image) map.addImage(id, image);
    });
  }
  map.on('error', (event) => reportError(event.error));
  const onIdle = () => {
    if (!map.isSourceLoaded('reports')) return;
    map.off('idle', onIdle);
    markReady();
  };
  map.on('idle', onIdle);
  window.__benchView = () => ({ zoom: map.getZoom(), center: map.getCenter().toArray() });
}

main().catch(reportError);
