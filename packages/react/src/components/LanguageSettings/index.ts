export { LanguageSettings, type LanguageSettingsProps } from './LanguageSettings.js';
export { languageSettingsChanges, languageSettingsValues, type LanguageSettingsValues } from './languageSettingsValues.js';
