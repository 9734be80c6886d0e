import type { storyEditorEn } from './en.js';

export const storyEditorCn: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': '新故事',
};
