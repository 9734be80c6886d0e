/**
 * Registers the four elements under their tags (this module's only effect): `@fieldwatch/elements/define`,
 * and the script tag's bundle, dist/fieldwatch-elements.js. Guarded (defineElement): a second script tag
 * or another copy of the bundle on the page does not throw.
 */
import { reportForm, reportList, reportMap, reportStory } from './declarations.js';
import { defineElement } from './define-element.js';
import { ReportFormElementClass, ReportListElementClass, ReportMapElementClass, ReportStoryElementClass } from './index.js';

defineElement(reportMap.tag, ReportMapElementClass);
defineElement(reportForm.tag, ReportFormElementClass);
defineElement(reportList.tag, ReportListElementClass);
defineElement(reportStory.tag, ReportStoryElementClass);

// the elements' types, with the tag and event maps they add (the classes themselves are `@fieldwatch/elements`')
export type { FieldwatchElementEventMap, ReportFormElement, ReportListElement, ReportMapElement, ReportStoryElement } from './index.js';
