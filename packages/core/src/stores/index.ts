export * from './options.js';
export * from './alerts.js';
