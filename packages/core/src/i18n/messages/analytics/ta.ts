import type { analyticsEn } from './en.js';

export const analyticsTa: Record<keyof typeof analyticsEn, string> = {
  'analytics.title': 'பகுப்பாய்வு',
};
