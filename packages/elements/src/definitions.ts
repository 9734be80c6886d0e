import { createElementClass } from './runtime/createElement.js';
import { ReportFormElement, type ReportFormElementProps } from './report-form/ReportFormElement.js';
import { ReportListElement, type ReportListElementProps } from './report-list/ReportListElement.js';
import { ReportMapElement, type ReportMapElementProps } from './report-map/ReportMapElement.js';

const common = { apiBase: 'string', locale: 'string' } as const;

/** `<report-map>`: public reports (or the signed-in user's view) on a map; maplibre-gl loads with it. */
export const ReportMapElementClass = createElementClass<ReportMapElementProps>(
  ReportMapElement,
  { ...common, organization: 'number', view: 'string', center: 'string', zoom: 'number', clustered: 'boolean', reportHref: 'string' },
  () => import('maplibre-gl/dist/maplibre-gl.css').then((module) => module.default),
);

/** `<report-form>`: submit a report or grievance, anonymously or as the signed-in user; kept when it cannot be sent. */
export const ReportFormElementClass = createElementClass<ReportFormElementProps>(ReportFormElement, { ...common, view: 'string' });

/** `<report-list>`: the latest public reports. */
export const ReportListElementClass = createElementClass<ReportListElementProps>(ReportListElement, {
  ...common,
  organization: 'number',
  limit: 'number',
  reportHref: 'string',
});
