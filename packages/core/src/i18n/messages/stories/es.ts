import type { storiesEn } from './en.js';

export const storiesEs: Record<keyof typeof storiesEn, string> = {
  'stories.title': 'Historias',
};
