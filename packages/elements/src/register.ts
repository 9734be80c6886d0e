/**
 * Registers the three elements (this module's only effect). Guarded: a second script tag or another
 * copy of the bundle on the page does not throw (STYLE.md).
 */
import { defineElement } from './define-element.js';
import { ReportFormElementClass, ReportListElementClass, ReportMapElementClass } from './definitions.js';
import type { ReportFormElementProps } from './report-form/ReportFormElement.js';
import type { ReportListElementProps } from './report-list/ReportListElement.js';
import type { ReportMapElementProps } from './report-map/ReportMapElement.js';

defineElement('report-map', ReportMapElementClass);
defineElement('report-form', ReportFormElementClass);
defineElement('report-list', ReportListElementClass);

/** Properties an element has (the attributes, camelCased). */
type ElementOf<P> = HTMLElement & Omit<P, 'container'>;
export type ReportMapElement = ElementOf<ReportMapElementProps>;
export type ReportFormElement = ElementOf<ReportFormElementProps>;
export type ReportListElement = ElementOf<ReportListElementProps>;

/** The events the elements send; they bubble and cross the shadow root. */
export interface FieldwatchElementEventMap {
  'report-submitted': CustomEvent<{ id: number }>;
  'report-selected': CustomEvent<{ id: number }>;
  error: CustomEvent<{ code: string }>;
}

/**
 * The element's own events first, so that `error` is its `CustomEvent<{ code }>` rather than the DOM's
 * `ErrorEvent` (an intersection's overloads are tried in order); every other event keeps its DOM type.
 */
type WithEvents<E extends HTMLElement> = {
  addEventListener<K extends keyof FieldwatchElementEventMap>(
    type: K,
    listener: (this: E, event: FieldwatchElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof FieldwatchElementEventMap>(
    type: K,
    listener: (this: E, event: FieldwatchElementEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
} & E;

declare global {
  interface HTMLElementTagNameMap {
    'report-map': WithEvents<ReportMapElement>;
    'report-form': WithEvents<ReportFormElement>;
    'report-list': WithEvents<ReportListElement>;
  }
  interface HTMLElementEventMap {
    'report-submitted': CustomEvent<{ id: number }>;
    'report-selected': CustomEvent<{ id: number }>;
  }
}
