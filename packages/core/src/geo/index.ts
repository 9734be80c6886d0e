export * from './coordinates.js';
export * from './jitter.js';
