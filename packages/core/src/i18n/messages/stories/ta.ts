import type { storiesEn } from './en.js';

export const storiesTa: Record<keyof typeof storiesEn, string> = {
  'stories.title': 'கதைகள்',
};
