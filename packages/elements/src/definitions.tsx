import { lazy, Suspense, type ComponentType } from 'react';
import { createElementClass } from './runtime/createElement.js';
import type { ReportFormElementProps } from './report-form/ReportFormElement.js';
import type { ReportListElementProps } from './report-list/ReportListElement.js';
import type { ReportMapElementProps } from './report-map/ReportMapElement.js';

/**
 * An element's component, fetched from next to the bundle when the first such element appears: the
 * entry is React and the registrations only, so a page with a form never downloads the map's code
 * (issue 5 budgets). A download that fails (offline) is tried again when the connection returns.
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

const common = { apiBase: 'string', locale: 'string' } as const;

/** `<report-map>`: public reports (or the signed-in user's view) on a map; maplibre-gl loads with it. */
export const ReportMapElementClass = createElementClass<ReportMapElementProps>(
  lazyElement(() => import('./report-map/ReportMapElement.js').then((m) => m.ReportMapElement)),
  { ...common, organization: 'number', view: 'string', center: 'string', zoom: 'number', clustered: 'boolean', reportHref: 'string' },
);

/** `<report-form>`: submit a report or grievance, anonymously or as the signed-in user; kept when it cannot be sent. */
export const ReportFormElementClass = createElementClass<ReportFormElementProps>(
  lazyElement(() => import('./report-form/ReportFormElement.js').then((m) => m.ReportFormElement)),
  { ...common, view: 'string' },
);

/** `<report-list>`: the latest public reports. */
export const ReportListElementClass = createElementClass<ReportListElementProps>(
  lazyElement(() => import('./report-list/ReportListElement.js').then((m) => m.ReportListElement)),
  { ...common, organization: 'number', limit: 'number', reportHref: 'string' },
);
