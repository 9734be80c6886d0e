export { SecuritySettings, type SecuritySettingsProps } from './SecuritySettings.js';
