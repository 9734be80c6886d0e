/** The story editor: fields, cover, body blocks, the side list of reports, reordering, English source. */
export const storyEditorEn = {
  'storyEditor.title': 'New story',
} as const;
