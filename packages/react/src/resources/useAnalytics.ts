import { analyticsResource, type AnalyticsRange } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useResource } from './useResource.js';

/** The analytics of a range (`GET /analytics`), of every organization the user sees (null) or one. */
export function useAnalytics(range: AnalyticsRange, organizationId: number | null) {
  const client = useClient();
  return useResource(client, analyticsResource(client, range, organizationId));
}
