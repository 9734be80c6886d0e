import type { storiesEn } from './en.js';

export const storiesFr: Record<keyof typeof storiesEn, string> = {
  'stories.title': 'Récits',
};
