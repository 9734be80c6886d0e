export { TerminologySettings, type TerminologySettingsProps } from './TerminologySettings.js';
