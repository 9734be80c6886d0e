import type { FieldwatchClient } from '../api/client.js';
import { listActivity } from '../api/reports.js';
import { limits } from '../limits.js';
import type { ActivityEntry } from '../schemas/report.js';
import type { ResourceLoader } from './cache.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** The pages of a report's activity loaded so far, newest first, and how many entries there are. */
export interface ActivityPages {
  entries: ActivityEntry[];
  total: number;
}

/** Newest first: a later time, or the same time and a later id. */
const isNewer = (entry: ActivityEntry, than: ActivityEntry) =>
  entry.created_at > than.created_at || (entry.created_at === than.created_at && entry.id > than.id);

/**
 * A report's activity (docs/reports.md): the first page of 20; fetched again (after a write, a
 * refresh) it asks for the latest 30 and adds only the entries newer than the first one held, so
 * nothing is shown twice and nothing is lost from the pages loaded.
 */
export const activityResource = (client: FieldwatchClient, reportId: number): Resource<ActivityPages> => ({
  key: resourceKeys.activity(reportId),
  load: async (signal, previous) => {
    if (!previous) {
      const page = await listActivity(client, reportId, { limit: limits.activityPage, offset: 0 }, signal);
      return { entries: page.data, total: page.total };
    }
    const page = await listActivity(client, reportId, { limit: limits.activityRefresh, offset: 0 }, signal);
    const first = previous.entries[0];
    const newer = first ? page.data.filter((entry) => isNewer(entry, first)) : page.data;
    return { entries: [...newer, ...previous.entries], total: page.total };
  },
});

/** The next page after the entries held (`ResourceCache.refetch` with it: "load more"). */
export const moreActivity =
  (client: FieldwatchClient, reportId: number): ResourceLoader<ActivityPages> =>
  async (signal, previous) => {
    const held = previous?.entries ?? [];
    const page = await listActivity(client, reportId, { limit: limits.activityPage, offset: held.length }, signal);
    const known = new Set(held.map((entry) => entry.id));
    return { entries: [...held, ...page.data.filter((entry) => !known.has(entry.id))], total: page.total };
  };
