import type { analyticsEn } from './en.js';

export const analyticsFr: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': 'Analyses',
};
