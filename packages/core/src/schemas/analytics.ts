/**
 * Analytics (docs/analytics.md): `GET /analytics?range=7d|1m|3m[&organization=id]`, computed by the
 * server from the reports the viewer may see (a private report counts only for those who may see it).
 * The range is whole UTC days, today included: the last 7 days, or back to the same day a month or three
 * months before tomorrow; reports count by their creation date.
 */
import * as z from 'zod/mini';
import { idSchema } from './common.js';

export const analyticsRanges = ['7d', '1m', '3m'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const analyticsQuerySchema = z.strictObject({
  range: z._default(z.enum(analyticsRanges, { error: 'invalidValue' }), '7d'),
  organization: z.optional(idSchema),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const count = z.int().check(z.gte(0));

export const analyticsSchema = z.object({
  range: z.enum(analyticsRanges),
  /** ISO timestamps: the range is [from, to) */
  from: z.string(),
  to: z.string(),
  counters: z.object({
    total: count,
    verified: count,
    closed: count,
    /** reports with an urgency set (any level) */
    urgent: count,
    /** median hours from a report's creation to its first verification, among those verified in the range; null when none */
    median_hours_to_verification: z.nullable(z.number()),
  }),
  /** reports created per ISO week (Monday, UTC), oldest first, every week of the range present (0 included) */
  weeks: z.array(z.object({ week: z.string(), count })),
  /** reports per tag, most first (at most analyticsTopMax); names per locale as tags carry them */
  tags: z.array(z.object({ id: z.int(), group_id: z.int(), translations: z.record(z.string(), z.string()), count })),
  /** the most frequent words of titles and descriptions (stop words of the seven languages left out) */
  keywords: z.array(z.object({ word: z.string(), count })),
  /** users with the most reports created in the range */
  top_users: z.array(z.object({ id: z.int(), username: z.string(), reports: count })),
  /** what was done in the range: reports submitted, reports verified, stories created */
  user_types: z.object({ submissions: count, verified_reports: count, stories_created: count }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
