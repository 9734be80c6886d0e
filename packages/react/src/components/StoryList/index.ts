export { StoryList, type StoryListProps } from './StoryList.js';
