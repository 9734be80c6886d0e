/** SQL for a report's activity entries (docs/reports.md "Activity data, by event"). */
import type { ActivityEvent } from '@fieldwatch/core';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { activity, media, users } from '../schema.js';
import type { Queryable } from './reports.js';

export interface NewActivity {
  reportId: number;
  event: ActivityEvent;
  data: Record<string, unknown>;
  authorId: number | null;
  createdAt: Date;
}

/** Writes entries in the given order; ids grow with it, so the newest-first feed shows the last first. */
export async function insertActivity(db: Queryable, entries: readonly NewActivity[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insert(activity)
    .values([...entries])
    .returning({ id: activity.id });
  return rows.map((row) => row.id);
}

export interface ActivityRecord {
  id: number;
  event: string;
  data: unknown;
  authorId: number | null;
  authorUsername: string | null;
  createdAt: Date;
}

/** A page of the report's entries, newest first, with the total. */
export async function selectActivityPage(
  db: Queryable,
  reportId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: activity.id,
        event: activity.event,
        data: activity.data,
        authorId: activity.authorId,
        authorUsername: users.username,
        createdAt: activity.createdAt,
      })
      .from(activity)
      .leftJoin(users, eq(users.id, activity.authorId))
      .where(eq(activity.reportId, reportId))
      // matches activity_report_idx (report_id, created_at desc nulls last, id desc nulls last)
      .orderBy(sql`${activity.createdAt} desc nulls last`, sql`${activity.id} desc nulls last`)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(activity).where(eq(activity.reportId, reportId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function selectActivityMedia(db: Queryable, activityIds: readonly number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(inArray(media.activityId, [...activityIds]))
    .orderBy(media.id);
}

/** The entry a new upload joins: same report, same event, same author, written since `since`. */
export async function findRecentEntry(
  db: Queryable,
  query: { reportId: number; event: ActivityEvent; authorId: number; since: Date },
): Promise<{ id: number; data: unknown } | undefined> {
  const [row] = await db
    .select({ id: activity.id, data: activity.data })
    .from(activity)
    .where(
      and(
        eq(activity.reportId, query.reportId),
        eq(activity.event, query.event),
        eq(activity.authorId, query.authorId),
        gte(activity.createdAt, query.since),
      ),
    )
    .orderBy(desc(activity.id))
    .limit(1);
  return row;
}

/** The report's `created` entry, which the media of a draft belong to. */
export async function findCreatedEntry(db: Queryable, reportId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: activity.id })
    .from(activity)
    .where(and(eq(activity.reportId, reportId), eq(activity.event, 'created')))
    .orderBy(activity.id)
    .limit(1);
  return row?.id;
}

export async function updateActivityData(db: Queryable, id: number, data: Record<string, unknown>): Promise<void> {
  await db.update(activity).set({ data }).where(eq(activity.id, id));
}
