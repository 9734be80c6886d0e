export { PublicStory, type PublicStoryProps } from './PublicStory.js';
