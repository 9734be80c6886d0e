// Baseline 2: Leaflet with Leaflet.markercluster, as the best-known peer's dashboard draws reports
// (Ushahidi's platform client: `L.markerClusterGroup`, radius 50, animated, a DOM marker per report).
// Choices, each in Leaflet's favour:
// - `chunkedLoading: true` (Leaflet.markercluster's own advice for large sets): markers are clustered
//   in 200 ms slices, so the page stays responsive instead of freezing in one task for the whole load
//   (the 50 ms pauses between slices count in its first frame). `?chunked=0` measures the other way.
// - markers are made straight from the parsed features and added with one `addLayers` call (the peer
//   goes through `L.geoJSON` and adds them one by one, which is slower);
// - no tiles (no tile server offline): a plain background in the basemap's water color.
// Leaflet's zoom is MapLibre's + 1 for the same scale (256 vs 512 px tiles).
import * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { afterFrames, benchParams, markReady, markStart, reportError } from '../bench.js';
import '../page.css';
import './leaflet.css';

interface PointFeature {
  geometry: { coordinates: [number, number] };
}

async function main() {
  const { data, center, zoom, search } = benchParams();
  // Leaflet.markercluster is a UMD script that extends the global `L` that Leaflet's UMD build sets
  const L = (window as unknown as { L: typeof Leaflet }).L ?? Leaflet;
  (window as unknown as { L: typeof Leaflet }).L = L;
  await import('leaflet.markercluster');

  // the clock starts before the map is made, as on the MapLibre pages; the data request leaves first,
  // and the map is made while it is on its way
  markStart();
  const loading = fetch(data).then((response) => {
    if (!response.ok) throw new Error(`${data}: ${response.status}`);
    return response.json() as Promise<{ features: PointFeature[] }>;
  });
  // maxZoom: Leaflet.markercluster needs one, and no tile layer sets it here
  const map = L.map('map', { center: [center[1], center[0]], zoom: zoom + 1, maxZoom: 18 });
  window.__benchView = () => ({ zoom: map.getZoom() - 1, center: [map.getCenter().lng, map.getCenter().lat] });
  const icon = L.divIcon({ className: 'report-marker', iconSize: [10, 10] });
  const clusters = L.markerClusterGroup({
    maxClusterRadius: 50,
    chunkedLoading: search.get('chunked') !== '0',
    chunkProgress: (processed, total) => {
      // the last call comes before the visible clusters are put on the map, in the same task
      // (an empty call comes first, when the group joins the map)
      if (total > 0 && processed === total) afterFrames(2).then(() => markReady(), reportError);
    },
  });
  map.addLayer(clusters);

  const { features } = await loading;
  const markers = features.map(({ geometry: { coordinates } }) => L.marker([coordinates[1], coordinates[0]], { icon }));
  clusters.addLayers(markers);
}

main().catch(reportError);
