export * from './client.js';
export * from './auth.js';
export * from './users.js';
export * from './options.js';
