// The offline basemap's topologies (world-atlas, Natural Earth), each a module imported when a map first
// needs it. JavaScript with its typings beside it (atlases.d.ts), so that TypeScript never reads the
// 1.3 MB of JSON to type it (offlineBasemap.ts says why these are imports).
export const atlases = {
  '110m': () => Promise.all([import('world-atlas/land-110m.json'), import('world-atlas/countries-110m.json')]),
  '50m': () => Promise.all([import('world-atlas/land-50m.json'), import('world-atlas/countries-50m.json')]),
};
