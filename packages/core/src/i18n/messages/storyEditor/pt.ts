import type { storyEditorEn } from './en.js';

export const storyEditorPt: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': 'Nova história',
};
