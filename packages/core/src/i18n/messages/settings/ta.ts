import type { settingsEn } from './en.js';

export const settingsTa: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'அமைப்புகள்',
  'settings.sections': 'அமைப்புப் பிரிவுகள்',
  'settings.tab.languages': 'மொழிகள்',
  'settings.tab.map': 'வரைபடம்',

  'settings.tab.dashboard': 'டாஷ்போர்டு உள்ளமைவு',

  'settings.tab.app': 'செயலி உள்ளமைவு',

  'settings.tab.publicSite': 'பொது தளம்',
  'settings.tab.terminology': 'கலைச்சொற்கள்',

  'settings.tab.general': 'பொது அமைப்புகள்',
};
