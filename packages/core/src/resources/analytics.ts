import { getAnalytics } from '../api/analytics.js';
import type { FieldwatchClient } from '../api/client.js';
import type { Analytics, AnalyticsRange } from '../schemas/analytics.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** The analytics of a range, over every organization the caller sees (`organizationId` null) or one of them. */
export const analyticsResource = (client: FieldwatchClient, range: AnalyticsRange, organizationId: number | null): Resource<Analytics> => ({
  key: resourceKeys.analytics(range, organizationId),
  load: (signal) => getAnalytics(client, { range, signal, ...(organizationId !== null ? { organization: organizationId } : {}) }),
});
