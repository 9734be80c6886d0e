export { readLayerFile, layerWorkFolder, removeWorkFolder } from './read.js';
export { canFetchTile } from './rasterCheck.js';
export { storeLayerData, openLayerData, removeLayerData, type StoredLayerData } from './store.js';
