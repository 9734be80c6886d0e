/** Settings → map, English source. */
export const mapSettingsEn = {
  'mapSettings.title': 'Map settings',
  'mapSettings.intro': 'Where every map opens and which basemaps it offers, embedded maps included.',
  'mapSettings.viewSection': 'Initial view',
  'mapSettings.center': 'Default centre',
  'mapSettings.zoom': 'Default zoom',
  'mapSettings.zoomHint': 'From 0 (the whole world) to 22 (a single building); 11 shows a city.',
  'mapSettings.basemapsSection': 'Basemaps',
  'mapSettings.map': 'Map basemap',
  'mapSettings.mapHint':
    'Leave empty (or type builtin) for the built-in basemap: land, water and borders only, with no streets or names, and no network needed. For a street map give a MapLibre style URL (https), such as OpenFreeMap’s or your own, or a Mapbox style (mapbox://styles/…); a street map needs the network.',
  'mapSettings.mapHintServer':
    'Leave empty for the server’s default style ({url}): a street map that needs the network. Without it, maps show the built-in basemap, with land, water and borders only. Type builtin for the built-in basemap always, or give a MapLibre style URL (https) or a Mapbox style (mapbox://styles/…).',
  'mapSettings.satellite': 'Satellite basemap',
  'mapSettings.satelliteHint':
    "Leave empty to offer no satellite choice. Or give a raster tile template (https, with '{z}', '{x}' and '{y}'; '{s}' stands for the subdomains a, b and c), a MapLibre style URL or a Mapbox style.",
  'mapSettings.attribution': 'Satellite imagery credit',
  'mapSettings.attributionHint': 'The credit the imagery provider asks for, shown on the map with raster tiles (styles bring their own).',
  'mapSettings.examples': 'Examples:',
  'mapSettings.noMapboxToken':
    'The server has no Mapbox token (MAPBOX_TOKEN): Mapbox styles cannot load, and maps will show the built-in basemap instead.',
  'mapSettings.preview': 'Preview',
  'mapSettings.previewShows': 'Basemap shown in the preview',
  'mapSettings.previewMap': 'Map',
  'mapSettings.previewSatellite': 'Satellite',
  'mapSettings.previewLabel': 'Preview map. Arrow keys move it; plus and minus zoom.',
  'mapSettings.previewCenter': 'Centre shown',
  'mapSettings.previewZoom': 'Zoom shown',
  'mapSettings.useView': 'Use this view',
  'mapSettings.viewUsed': 'Default centre and zoom taken from the preview. Save to keep them.',
  'mapSettings.fellBack':
    'This basemap could not be loaded (no network, a wrong address or a refused token). The preview shows the built-in basemap instead, as maps will.',
  'mapSettings.noPreview': 'This browser cannot draw the preview (WebGL is off). The settings still apply to maps that can.',
  'mapSettings.saving': 'Saving…',
  'mapSettings.noChanges': 'Nothing has changed',
  'mapSettings.loadFailed': 'The settings could not be loaded.',
  'mapSettings.retry': 'Try again',
} as const;
