export { layerFileError, type LayerFileProblem } from './errors.js';
export { normalizeLayerGeoJson, type NormalizedLayer } from './geojson.js';
export { readLayerFile, layerWorkFolder, removeWorkFolder } from './read.js';
export { canFetchTile, isPublicAddress, type TileCheckOptions } from './rasterCheck.js';
export { storeLayerData, openLayerData, removeLayerData, type StoredLayerData } from './store.js';
