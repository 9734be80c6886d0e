/**
 * The map's calls (docs/map.md): the points, clusters and popups of the signed-in user's reports under
 * `/reports/geo`, or of the public reports under `/public/reports/geo`. Apart from the reports' other
 * calls so that a page without a map (a partner's `<report-form>`) does not download them.
 */
import type { ReportClusters, ReportClustersRequest, ReportFilters, ReportPoints, ReportPopup } from '../schemas/report.js';
import { FieldwatchError } from '../errors.js';
import { decodePoints, pointsMediaType, type DecodedPoints } from '../geo/points.js';
import type { FieldwatchClient } from './client.js';

/** `POST /reports/geo {filters}`: every matching report as columnar points (see `reportPointsSchema`). */
export async function getReportPoints(
  client: FieldwatchClient,
  filters: ReportFilters = {},
  signal?: AbortSignal,
): Promise<{ data: ReportPoints; total: number }> {
  const answer = await client.requestList<never>('/reports/geo', { method: 'POST', body: { filters }, ...(signal ? { signal } : {}) });
  return answer as unknown as { data: ReportPoints; total: number };
}

/**
 * Where the map's calls go: the signed-in user's reports (`/reports/geo`), or the public reports that
 * partner pages show to everyone (`/public/reports/geo`, same bodies and answers, no token sent).
 */
export type MapScope = 'user' | 'public';
export const mapPathOf = (scope: MapScope = 'user') => (scope === 'public' ? '/public/reports/geo' : '/reports/geo');

/**
 * `POST /reports/geo {filters, max}` in the compact binary form (docs/map.md): every matching report as
 * typed columns, or none with the `total` when more than `max` match (the map then asks for clusters).
 */
export async function getPackedReportPoints(
  client: FieldwatchClient,
  filters: ReportFilters = {},
  options: { max?: number; signal?: AbortSignal; scope?: MapScope } = {},
): Promise<DecodedPoints> {
  const response = await client.requestRaw(mapPathOf(options.scope), {
    method: 'POST',
    ...(options.scope === 'public' ? { auth: false } : {}),
    body: { filters, ...(options.max !== undefined ? { max: options.max } : {}) },
    headers: { Accept: pointsMediaType },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const bytes = await response.arrayBuffer();
  try {
    return decodePoints(bytes);
  } catch {
    // not the points answer (a proxy's page, a cut transfer): as unexpected as any server failure
    throw new FieldwatchError('SERVER_ERROR', { status: response.status });
  }
}

/** `POST /reports/geo/clusters {filters, bbox, zoom}`: the clusters and single reports of a screen. */
export async function getReportClusters(
  client: FieldwatchClient,
  request: ReportClustersRequest,
  signal?: AbortSignal,
  scope: MapScope = 'user',
): Promise<{ data: ReportClusters; total: number }> {
  const answer = await client.requestList<never>(`${mapPathOf(scope)}/clusters`, {
    method: 'POST',
    body: request,
    ...(scope === 'public' ? { auth: false } : {}),
    ...(signal ? { signal } : {}),
  });
  return answer as unknown as { data: ReportClusters; total: number };
}

/** `GET /reports/geo/{id}`: the map popup (without its author on the public map). */
export const getReportPopup = (client: FieldwatchClient, id: number, scope: MapScope = 'user', signal?: AbortSignal) =>
  client.request<ReportPopup>(`${mapPathOf(scope)}/${id}`, {
    ...(scope === 'public' ? { auth: false } : {}),
    ...(signal ? { signal } : {}),
  });
