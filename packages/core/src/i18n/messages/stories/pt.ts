import type { storiesEn } from './en.js';

export const storiesPt: Record<keyof typeof storiesEn, string> = {
  'stories.title': 'Histórias',
};
