export * from './languages.js';
export * from './catalogues.js';
export * from './format.js';
export * from './translate.js';
export { en, type MessageKey, type Catalogue } from './messages/en.js';
