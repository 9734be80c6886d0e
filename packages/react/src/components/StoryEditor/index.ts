export { StoryEditor, type StoryEditorProps } from './StoryEditor.js';
