import type { analyticsEn } from './en.js';

export const analyticsAr: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': 'التحليلات',
};
