import type { analyticsEn } from './en.js';

export const analyticsPt: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': 'Análises',
};
