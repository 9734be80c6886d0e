export { AppSettings, type AppSettingsProps } from './AppSettings.js';
export { appSettingsChanges, appSettingsValues, type AppSettingsChange, type AppSettingsValues } from './appSettingsValues.js';
