export * from './coordinates.js';
export * from './jitter.js';
export * from './points.js';
export * from './clusters.js';
export * from './basemaps.js';
