/**
 * SQL for analytics (docs/analytics.md). Reads only the buckets that migrations 0014 and 0022 keep current
 * by trigger (published reports by organization and UTC day of creation; first verifications), so the
 * cost follows the number of days and organizations asked for, not the number of reports. A bucket is
 * its folded row and the differences written since the last fold, one row each: every read sums them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { stories, tags, users, type Translations } from '../schema.js';
import type { Queryable } from './reports.js';

export interface AnalyticsScope {
  /** the organizations counted; `'all'` for every one (the Administrator without a choice) */
  organizations: readonly number[] | 'all';
  /** first day counted and the day after the last, `YYYY-MM-DD` (UTC) */
  fromDay: string;
  toDay: string;
  /** how many rows each ranking answers */
  top: number;
}

interface AnalyticsWeekRow {
  /** the Monday of the ISO week, `YYYY-MM-DD` */
  week: string;
  reports: number;
  verified: number;
  closed: number;
  urgent: number;
}

export interface AnalyticsFigures {
  /** only weeks holding at least one published report */
  weeks: AnalyticsWeekRow[];
  tags: { id: number; groupId: number; translations: Translations; count: number }[];
  keywords: { word: string; count: number }[];
  topUsers: { id: number; username: string; reports: number }[];
  /** reports first verified in the range, and the median hours from their creation to it */
  verifications: { count: number; medianHours: number | null };
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * `column = any(organizations)`. Every organization is named too, so that the buckets' keys (organization
 * first, then day) still lead to the range's days instead of a read of the whole table.
 */
function inOrganizations(column: SQL, scope: AnalyticsScope): SQL {
  return scope.organizations === 'all'
    ? sql`${column} = any(array(select id from organizations))`
    : sql`${column} = any(${intArray(scope.organizations)})`;
}

const inDays = (scope: AnalyticsScope) => sql`day >= ${scope.fromDay}::date and day < ${scope.toDay}::date`;

/** `column` within the range's days, as instants (midnight UTC, whatever the session's time zone). */
const inRange = (column: SQL, scope: AnalyticsScope) =>
  sql`${column} >= (${scope.fromDay}::timestamp at time zone 'UTC') and ${column} < (${scope.toDay}::timestamp at time zone 'UTC')`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function selectWeeks(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsWeekRow[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, sum(reports)::int as reports,
      sum(verified)::int as verified, sum(closed)::int as closed, sum(urgent)::int as urgent
    from analytics_days
    where ${inOrganizations(sql.raw('organization_id'), scope)} and ${inDays(scope)}
    group by 1 having sum(reports) > 0 order by 1`);
  return rowsOf<AnalyticsWeekRow>(result);
}

async function selectTags(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsFigures['tags']> {
  const result = await db.execute(sql`
    select t.id, t.group_id as "groupId", t.translations, c.count
    from (
      select tag_id, sum(reports)::int as count from analytics_tag_days
      where ${inOrganizations(sql.raw('organization_id'), scope)} and ${inDays(scope)}
      group by tag_id having sum(reports) > 0
    ) c
    join ${tags} t on t.id = c.tag_id
    order by c.count desc, t.id
    limit ${scope.top}`);
  return rowsOf<AnalyticsFigures['tags'][number]>(result);
}

async function selectKeywords(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsFigures['keywords']> {
  const result = await db.execute(sql`
    select word, sum(reports)::int as count from analytics_word_days
    where ${inOrganizations(sql.raw('organization_id'), scope)} and ${inDays(scope)}
    group by word having sum(reports) > 0
    order by count desc, word
    limit ${scope.top}`);
  return rowsOf<AnalyticsFigures['keywords'][number]>(result);
}

async function selectTopUsers(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsFigures['topUsers']> {
  const result = await db.execute(sql`
    select u.id, u.username, c.reports
    from (
      select author_id, sum(reports)::int as reports from analytics_author_days
      where ${inOrganizations(sql.raw('organization_id'), scope)} and ${inDays(scope)}
      group by author_id having sum(reports) > 0
    ) c
    join ${users} u on u.id = c.author_id
    order by c.reports desc, u.id
    limit ${scope.top}`);
  return rowsOf<AnalyticsFigures['topUsers'][number]>(result);
}

async function selectVerifications(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsFigures['verifications']> {
  const result = await db.execute(sql`
    select count(*)::int as count,
      -- date_part, in double precision: extract() of an interval computes in numeric (three months at a million reports: 46 ms, now 28)
      percentile_cont(0.5) within group (order by (date_part('epoch', verified_at) - date_part('epoch', report_created_at)) / 3600) as "medianHours"
    from analytics_verifications
    where published and ${inOrganizations(sql.raw('organization_id'), scope)} and ${inRange(sql.raw('verified_at'), scope)}`);
  return rowsOf<AnalyticsFigures['verifications']>(result)[0]!;
}

/**
 * Every figure of the range, each from its buckets (one query each; none reads a report row). The
 * queries are independent: on PostgreSQL they run side by side on the pool's connections.
 */
export async function selectAnalyticsFigures(db: Queryable, scope: AnalyticsScope): Promise<AnalyticsFigures> {
  const [weeks, tagCounts, keywords, topUsers, verifications] = await Promise.all([
    selectWeeks(db, scope),
    selectTags(db, scope),
    selectKeywords(db, scope),
    selectTopUsers(db, scope),
    selectVerifications(db, scope),
  ]);
  return { weeks, tags: tagCounts, keywords, topUsers, verifications };
}

/** The four tables of day buckets: their keys after organization and day, and their counts. */
const bucketTables = [
  { table: 'analytics_days', keys: [], counts: ['reports', 'verified', 'closed', 'urgent'] },
  { table: 'analytics_author_days', keys: ['author_id'], counts: ['reports'] },
  { table: 'analytics_tag_days', keys: ['tag_id'], counts: ['reports'] },
  { table: 'analytics_word_days', keys: ['word'], counts: ['reports'] },
] as const;

/**
 * Adds the differences the triggers wrote (rows with `delta` > 0) into each bucket's folded row
 * (`delta` = 0) and removes them. Each table in one statement, so a read sums the same totals before,
 * during and after. A write never waits for this: it only inserts rows of its own, and this locks only
 * folded rows (and the differences it removes, already committed).
 */
export async function foldAnalyticsDifferences(db: Queryable): Promise<void> {
  for (const { table, keys, counts } of bucketTables) {
    const key = ['organization_id', 'day', ...keys].join(', ');
    await db.execute(
      sql.raw(`
        with gone as (delete from ${table} where delta <> 0 returning ${key}, ${counts.join(', ')})
        insert into ${table} as a (${key}, ${counts.join(', ')}, delta)
        select ${key}, ${counts.map((count) => `sum(${count})`).join(', ')}, 0 from gone group by ${key}
        on conflict (${key}, delta) do update set ${counts.map((count) => `${count} = a.${count} + excluded.${count}`).join(', ')}`),
    );
  }
}

/**
 * Stories created in the range (published or not), in the scope's organizations.
 */
export async function countStoriesCreated(db: Queryable, scope: AnalyticsScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stories)
    .where(sql`${inOrganizations(sql`${stories.organizationId}`, scope)} and ${inRange(sql`${stories.createdAt}`, scope)}`);
  return row?.count ?? 0;
}
