import type { storiesEn } from './en.js';

export const storiesCn: Record<keyof typeof storiesEn, string> = {
  'stories.title': '故事',
};
