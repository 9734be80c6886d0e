export { ActivityFeed, type ActivityFeedProps } from './ActivityFeed.js';
export { describeEntry, type EntryWords } from './activityText.js';
