export * from './client.js';
export * from './auth.js';
export * from './users.js';
export * from './options.js';
export * from './reports.js';
export * from './folders.js';
export * from './taxonomies.js';
export * from './organizations.js';
