export { StoryView, type StoryViewProps } from './StoryView.js';
