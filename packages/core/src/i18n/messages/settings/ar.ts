import type { settingsEn } from './en.js';

export const settingsAr: Record<keyof typeof settingsEn, string> = {
  'settings.tab': 'الإعدادات',
  'settings.sections': 'أقسام الإعدادات',
  'settings.tab.languages': 'اللغات',
  'settings.tab.map': 'الخريطة',

  'settings.tab.dashboard': 'إعدادات لوحة التحكم',

  'settings.tab.app': 'إعدادات التطبيق',

  'settings.tab.publicSite': 'الموقع العام',
  'settings.tab.terminology': 'المصطلحات',

  'settings.tab.general': 'إعدادات عامة',
};
