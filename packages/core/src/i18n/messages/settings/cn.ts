import type { settingsEn } from './en.js';

export const settingsCn: Record<keyof typeof settingsEn, string> = {
  'settings.tab': '设置',
  'settings.sections': '设置分区',
  'settings.tab.languages': '语言',
  'settings.tab.map': '地图',

  'settings.tab.dashboard': '仪表板配置',

  'settings.tab.app': '应用配置',

  'settings.tab.publicSite': '公共网站',
  'settings.tab.terminology': '术语',

  'settings.tab.general': '常规',
};
