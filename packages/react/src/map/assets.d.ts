// Vite-style imports used by the map's sources, which the builds of the published package and the elements
// turn into plain code (docs/bundlers.md): maplibre-gl's worker URL (Vite does not copy it on its own) and
// the inlined cluster worker. Named one by one, so they do not clash with the `*?url` declarations of
// vite/client in the apps.
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs?url' {
  const url: string;
  export default url;
}
/** Vite's inline worker (and the tsup plugin of packages/react/tsup.config.ts that does the same). */
declare module '*/clusterWorker.ts?worker&inline' {
  const ClusterWorker: { new (options?: { name?: string }): Worker };
  export default ClusterWorker;
}
