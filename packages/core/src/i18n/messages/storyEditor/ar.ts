import type { storyEditorEn } from './en.js';

export const storyEditorAr: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': 'قصة جديدة',
};
