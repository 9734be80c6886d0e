import type { analyticsEn } from './en.js';

export const analyticsEs: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': 'Análisis',
};
