export * from './common.js';
export * from './password.js';
export * from './user.js';
export * from './auth.js';
export * from './options.js';
export * from './report.js';
export * from './layer.js';
export * from './public.js';
