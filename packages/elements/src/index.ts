/**
 * The element classes and their types, without registering them (`@fieldwatch/elements/define`, or the
 * script tag's bundle, registers them under their tags). Importing this module defines nothing.
 */
import './generated/jsx.js';

export { ReportFormElementClass, ReportListElementClass, ReportMapElementClass, ReportStoryElementClass } from './definitions.js';
export type * from './generated/types.js';
