export { adoptStyles } from './adopt-styles.js';
export { defineElement } from './define-element.js';
export { dispatchElementEvent } from './events.js';
