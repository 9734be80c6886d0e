import type { Analytics, AnalyticsRange } from '../schemas/analytics.js';
import type { FieldwatchClient } from './client.js';

/** `GET /analytics?range=7d|1m|3m[&organization=id]`: computed by the server from what the caller may see. */
export const getAnalytics = (
  client: FieldwatchClient,
  request: { range: AnalyticsRange; organization?: number; signal?: AbortSignal },
): Promise<Analytics> => {
  const query: Record<string, string | number> = { range: request.range };
  if (request.organization !== undefined) query.organization = request.organization;
  return client.request<Analytics>('/analytics', { query, ...(request.signal ? { signal: request.signal } : {}) });
};
