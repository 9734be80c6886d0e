import type { analyticsEn } from './en.js';

export const analyticsCn: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': '分析',
};
