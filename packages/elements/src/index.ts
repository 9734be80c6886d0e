import './register.js';
import './jsx.js';

export type { FieldwatchElementEventMap, ReportFormElement, ReportListElement, ReportMapElement } from './register.js';
export { ReportFormElementClass, ReportListElementClass, ReportMapElementClass } from './definitions.js';
export { adoptStyles } from './adopt-styles.js';
export { defineElement } from './define-element.js';
export { dispatchElementEvent } from './events.js';
