export * from './liveUpdates.js';
export * from './follow.js';
