import type { storyEditorEn } from './en.js';

export const storyEditorTa: Record<keyof typeof storyEditorEn, string> = {
  'storyEditor.title': 'புதிய கதை',
};
