import type { generalSettingsEn } from './en.js';

export const generalSettingsCn: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': '常规设置',
  'generalSettings.intro': '适用于整个部署的设置。',
  'generalSettings.timezoneSection': '时区',
  'generalSettings.timezoneSearch': '查找时区',
  'generalSettings.timezoneSearchHint': '输入名称的一部分，例如 London、Asia 或 +05:30。',
  'generalSettings.timezoneMatches': '匹配的时区：{count}',
  'generalSettings.timezone': '部署的时区',
  'generalSettings.timezoneHint': '报告表单按此时区的时钟读取输入的事件时间。仪表板以 UTC 显示所有日期。',
  'generalSettings.saving': '正在保存…',
  'generalSettings.noChanges': '没有任何更改',
  'generalSettings.loadFailed': '无法加载设置。',
  'generalSettings.retry': '重试',
};
