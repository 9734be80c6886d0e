import { preloadMapCode, preloadReportMap } from '@fieldwatch/react';
import type { Services } from './services.js';

/**
 * What the dashboard needs after sign-in, started from the sign-in screens (usePreloadDashboard.ts). A
 * module of its own, imported on demand: the sign-in page does not carry the map's code to offer it.
 */

/** The dashboard page's code, MapLibre's code and workers, and the map service: nothing signed in. */
export function preloadDashboardCode(services: Services): void {
  void preloadMapCode(services.client);
  import('../pages/DashboardPage.js').catch(() => undefined);
}

/** The map's first data and its basemap, as soon as the token is there. */
export function preloadDashboardData(services: Services): void {
  preloadDashboardCode(services);
  preloadReportMap({ client: services.client, reports: services.reports, options: services.options });
}
