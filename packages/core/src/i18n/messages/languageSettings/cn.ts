import type { languageSettingsEn } from './en.js';

export const languageSettingsCn: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': '语言设置',
  'languageSettings.intro': '用户可在仪表板、公共网站和移动应用中使用的语言。',
  'languageSettings.enabledSection': '已启用的语言',
  'languageSettings.enabledHint': '关闭的语言会从所有语言选项中消失。正在使用它的人下次打开仪表板时将看到默认语言。',
  'languageSettings.defaultLocked': '默认语言无法停用',
  'languageSettings.defaultLanguage': '默认语言',
  'languageSettings.defaultLanguageHint': '用户选择语言之前看到的语言。只有已启用的语言才能设为默认语言。',
  'languageSettings.saving': '正在保存…',
  'languageSettings.noChanges': '没有任何更改',
  'languageSettings.loadFailed': '无法加载设置。',
  'languageSettings.retry': '重试',
};
