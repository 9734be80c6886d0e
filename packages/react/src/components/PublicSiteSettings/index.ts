export { PublicSiteSettings, type PublicSiteSettingsProps } from './PublicSiteSettings.js';
export { publicSiteChanges, publicSiteValues, type PublicSiteChange, type PublicSiteValues } from './publicSiteValues.js';
