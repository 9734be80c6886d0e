import type { storiesEn } from './en.js';

export const storiesAr: Record<keyof typeof storiesEn, string> = {
  'stories.title': 'القصص',
};
