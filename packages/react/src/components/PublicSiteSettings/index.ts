export { PublicSiteSettings, type PublicSiteSettingsProps } from './PublicSiteSettings.js';
export { publicSiteChanges, publicSiteValues, type PublicSiteValues } from './publicSiteValues.js';
