// Vite asset imports used by the map (Vite does not copy maplibre-gl's worker or world-atlas' data on its
// own, so their URLs are imported as assets). Named one by one, so they do not clash
// with the `*?url` declarations of vite/client in the apps.
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/land-110m.json?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/countries-110m.json?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/land-50m.json?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/countries-50m.json?url' {
  const url: string;
  export default url;
}
declare module 'maplibre-gl/dist/maplibre-gl.css';
/** Vite's inline worker (and the tsup plugin of packages/react/tsup.config.ts that does the same). */
declare module '*/clusterWorker.ts?worker&inline' {
  const ClusterWorker: { new (options?: { name?: string }): Worker };
  export default ClusterWorker;
}
