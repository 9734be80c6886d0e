import type { storyEditorEn } from './en.js';

export const storyEditorEs: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': 'Nueva historia',
};
