export { GeneralSettings, type GeneralSettingsProps } from './GeneralSettings.js';
export { generalSettingsChanges, generalSettingsValues, type GeneralSettingsValues } from './generalSettingsValues.js';
