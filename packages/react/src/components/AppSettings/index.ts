export { AppSettings, type AppSettingsProps } from './AppSettings.js';
export { appSettingsChanges, appSettingsValues, type AppSettingsValues } from './appSettingsValues.js';
