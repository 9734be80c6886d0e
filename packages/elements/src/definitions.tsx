import { lazy, Suspense, type ComponentType } from 'react';
import { createElementClass } from './runtime/createElement.js';
import { reportForm, reportList, reportMap, reportStory } from './declarations.js';
import type { ReportFormElement, ReportListElement, ReportMapElement, ReportStoryElement } from './generated/types.js';

/**
 * An element's component, fetched from next to the bundle when the first such element appears: the
 * entry is React and the registrations only, so a page with a form never downloads the map's code
 * (the download budgets, .size-limit.js). A download that fails (offline) is tried again when the connection returns.
 */
function lazyElement<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (component) => ({ default: component }),
      () => new Promise((resolve) => addEventListener('online', () => resolve(attempt()), { once: true })),
    );
  const Component = lazy(attempt);
  return function LazyElement(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** An element's class, typed as its element (src/generated/types.ts). */
type ElementClass<E extends HTMLElement> = { new (): E; prototype: E };

/** `<report-map>`: public reports (or the signed-in user's view) on a map; maplibre-gl loads with it. */
export const ReportMapElementClass = createElementClass(
  reportMap,
  lazyElement(() => import('./report-map/ReportMapElement.js').then((m) => m.ReportMapElement)),
) as ElementClass<ReportMapElement>;

/** `<report-form>`: submit a report or grievance, anonymously or as the signed-in user; kept when it cannot be sent. */
export const ReportFormElementClass = createElementClass(
  reportForm,
  lazyElement(() => import('./report-form/ReportFormElement.js').then((m) => m.ReportFormElement)),
) as ElementClass<ReportFormElement>;

/** `<report-list>`: the latest public reports. */
export const ReportListElementClass = createElementClass(
  reportList,
  lazyElement(() => import('./report-list/ReportListElement.js').then((m) => m.ReportListElement)),
) as ElementClass<ReportListElement>;

/** `<report-story>`: a published story; maplibre-gl loads only when it holds a report. */
export const ReportStoryElementClass = createElementClass(
  reportStory,
  lazyElement(() => import('./report-story/ReportStoryElement.js').then((m) => m.ReportStoryElement)),
) as ElementClass<ReportStoryElement>;
