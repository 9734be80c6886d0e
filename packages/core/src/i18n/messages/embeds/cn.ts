import type { embedsEn } from './en.js';

export const embedsCn: Record<keyof typeof embedsEn, string> = {
  'embeds.latest': '最新报告',
  'embeds.noPublicReports': '暂无公开报告。',
  'embeds.showMore': '显示更多报告',
  'embeds.publicOff': '目前不显示公开报告。',
  'embeds.loading': '正在加载…',
};
