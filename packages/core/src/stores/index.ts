export * from './options.js';
export * from './alerts.js';
export * from './reports.js';
export * from './reportMap.js';
