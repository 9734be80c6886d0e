import type { storyEditorEn } from './en.js';

export const storyEditorFr: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': 'Nouvelle histoire',
};
