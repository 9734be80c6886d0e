import type { FieldwatchClient } from '../api/client.js';
import { listPublicReports } from '../api/public.js';
import type { PublicReport } from '../schemas/public.js';
import type { ResourceLoader } from './cache.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** The pages of public reports loaded so far, and the cursor of the next one (null at the end). */
export interface PublicReportPages {
  items: PublicReport[];
  next: string | null;
}

export interface PublicReportsQuery {
  organization?: number | undefined;
  pageSize: number;
}

const page = (client: FieldwatchClient, { organization, pageSize }: PublicReportsQuery, cursor: string | null, signal: AbortSignal) =>
  listPublicReports(client, {
    limit: pageSize,
    signal,
    ...(organization !== undefined ? { organization } : {}),
    ...(cursor ? { cursor } : {}),
  });

/** The latest public reports (`<report-list>`): the first page; fetched again, the first page anew. */
export const publicReportsResource = (client: FieldwatchClient, query: PublicReportsQuery): Resource<PublicReportPages> => ({
  key: resourceKeys.publicReports(query.organization ?? null, query.pageSize),
  load: async (signal) => {
    const first = await page(client, query, null, signal);
    return { items: first.data, next: first.next ?? null };
  },
});

/** The page after those held ("Show more", with `ResourceCache.refetch`). */
export const morePublicReports =
  (client: FieldwatchClient, query: PublicReportsQuery): ResourceLoader<PublicReportPages> =>
  async (signal, previous) => {
    const following = await page(client, query, previous?.next ?? null, signal);
    return { items: [...(previous?.items ?? []), ...following.data], next: following.next ?? null };
  };
