export { MapSettings, type MapSettingsProps } from './MapSettings.js';
export { mapSettingsChanges, mapSettingsValues, viewValues, type MapSettingsValues } from './mapSettingsValues.js';
