export { StoryBody, type StoryBodyProps } from './StoryBody.js';
