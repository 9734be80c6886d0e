export * from './storage.js';
export * from './store.js';
