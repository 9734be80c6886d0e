/**
 * Analytics (docs/analytics.md): figures of the reports of the caller's organizations over a range of
 * whole UTC days ending today. Needs option `analytics_enabled`; Mobile users are refused.
 *
 * Counting by organization is the visibility rule itself for everyone who may open analytics: the
 * Administrator, Organization Admins and Readers see every published report of their organizations,
 * public and private (db/queries/reportVisibility.ts), and never a draft.
 */
import { canSeeAnalytics, limits, visibleOrganizations, type Actor, type Analytics, type AnalyticsRange } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { countStoriesCreated, foldAnalyticsDifferences, selectAnalyticsFigures, type AnalyticsScope } from '../db/queries/analytics.js';
import { ApiError, forbidden } from '../errors.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const foldJob = 'analytics-fold';

/**
 * The job queue folds the differences the triggers wrote into the buckets every minute, once across all
 * processes, so that a read sums a minute of writes at most besides the folded rows.
 */
export function defineAnalyticsFoldJob(ctx: AppContext): void {
  ctx.jobs.define(foldJob, {
    // the next minute's run folds whatever this one left
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 10 * 60,
    run: () => foldAnalyticsDifferences(ctx.db),
  });
  ctx.jobs.schedule(foldJob, '* * * * *');
}

/** `months` calendar months before the UTC day `time`, the day of month kept where that month has it (else its last). */
function monthsBefore(time: number, months: number): number {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay));
}

/**
 * The range's days: today (UTC) and the days before it, 7 of them or back to the same day one or three
 * months ago; `to` is the start of tomorrow, so that the range is exactly the days counted.
 */
function rangeDays(range: AnalyticsRange, now: Date): { from: number; to: number } {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + dayMs;
  const from = range === '7d' ? to - 7 * dayMs : monthsBefore(to, range === '1m' ? 1 : 3);
  return { from, to };
}

/** The Monday (UTC) of the ISO week holding `time`. */
const mondayOf = (time: number) => time - ((new Date(time).getUTCDay() + 6) % 7) * dayMs;

/** Every ISO week that has a day in the range, oldest first, with its count (0 where nothing was created). */
function everyWeek(from: number, to: number, counted: ReadonlyMap<string, number>): Analytics['weeks'] {
  const weeks: Analytics['weeks'] = [];
  for (let monday = mondayOf(from); monday < to; monday += 7 * dayMs) {
    const week = isoDay(monday);
    weeks.push({ week, count: counted.get(week) ?? 0 });
  }
  return weeks;
}

/** Organizations counted: one the caller names (404 unless visible), else all they may see. */
async function organizationsOf(ctx: AppContext, actor: Actor, organization: number | undefined): Promise<AnalyticsScope['organizations']> {
  if (organization === undefined) return visibleOrganizations(actor);
  await assertOrganizationVisible(ctx, actor, organization);
  return [organization];
}

export async function getAnalytics(
  ctx: AppContext,
  actor: Actor,
  query: { range: AnalyticsRange; organization?: number | undefined },
): Promise<Analytics> {
  if ((await readOptions(ctx)).analytics_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
  if (!canSeeAnalytics(actor)) throw forbidden();
  const organizations = await organizationsOf(ctx, actor, query.organization);
  const { from, to } = rangeDays(query.range, ctx.now());
  const scope: AnalyticsScope = { organizations, fromDay: isoDay(from), toDay: isoDay(to), top: limits.analyticsTopMax };
  const figures = await selectAnalyticsFigures(ctx.db, scope);
  const storiesCreated = await countStoriesCreated(ctx.db, scope);

  const sum = (key: 'reports' | 'verified' | 'closed' | 'urgent') => figures.weeks.reduce((total, week) => total + week[key], 0);
  const { medianHours } = figures.verifications;
  return {
    range: query.range,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    counters: {
      total: sum('reports'),
      verified: sum('verified'),
      closed: sum('closed'),
      urgent: sum('urgent'),
      // to the hundredth of an hour (under a minute): more would only be noise
      median_hours_to_verification: medianHours === null ? null : Math.round(medianHours * 100) / 100,
    },
    weeks: everyWeek(from, to, new Map(figures.weeks.map((week) => [week.week, week.reports]))),
    tags: figures.tags.map((tag) => ({ id: tag.id, group_id: tag.groupId, translations: tag.translations, count: tag.count })),
    keywords: figures.keywords,
    top_users: figures.topUsers,
    user_types: { submissions: sum('reports'), verified_reports: figures.verifications.count, stories_created: storiesCreated },
  };
}
