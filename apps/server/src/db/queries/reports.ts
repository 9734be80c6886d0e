/**
 * SQL for reports: rows with their organization, author and assignee names, the pieces a report
 * carries (tags, text tags, comment counts), pages in keyset or offset order, and map points.
 * Callers pass the visibility condition (reportVisibility.ts); nothing here decides who sees what.
 */
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connect.js';
import { comments, media, organizations, reportTags, reportTagTexts, reports, tags, users } from '../schema.js';

/** A transaction or the database: both run the same queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const authors = alias(users, 'report_authors');
const assignees = alias(users, 'report_assignees');

const reportColumns = {
  id: reports.id,
  organizationId: reports.organizationId,
  organizationName: organizations.name,
  authorId: reports.authorId,
  authorUsername: authors.username,
  title: reports.title,
  content: reports.content,
  latitude: reports.latitude,
  longitude: reports.longitude,
  eventDate: reports.eventDate,
  createdAt: reports.createdAt,
  updatedAt: reports.updatedAt,
  source: reports.source,
  status: reports.status,
  isNew: reports.isNew,
  lifecycle: reports.lifecycle,
  urgency: reports.urgency,
  verified: reports.verified,
  visibility: reports.visibility,
  assigneeId: reports.assigneeId,
  assigneeUsername: assignees.username,
};

export interface ReportRecord {
  id: number;
  organizationId: number;
  organizationName: string;
  authorId: number | null;
  authorUsername: string | null;
  title: string;
  content: string;
  latitude: number;
  longitude: number;
  eventDate: Date;
  createdAt: Date;
  updatedAt: Date;
  source: string;
  status: string;
  isNew: boolean;
  lifecycle: string;
  urgency: string | null;
  verified: boolean;
  visibility: string;
  assigneeId: number | null;
  assigneeUsername: string | null;
}

function selectReportRecords(db: Queryable) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(organizations, eq(organizations.id, reports.organizationId))
    .leftJoin(authors, eq(authors.id, reports.authorId))
    .leftJoin(assignees, eq(assignees.id, reports.assigneeId));
}

/** One report, if `visible` (the caller's visibility condition) lets it through. */
export async function findReport(db: Queryable, id: number, visible: SQL): Promise<ReportRecord | undefined> {
  const [row] = await selectReportRecords(db).where(and(eq(reports.id, id), visible));
  return row as ReportRecord | undefined;
}

/** The sort keys of API.md `sort`; each has a (column desc, id desc) index. */
export const sortColumns = {
  event_date: reports.eventDate,
  created_date: reports.createdAt,
  updated_date: reports.updatedAt,
} as const;

export interface ReportOrder {
  key: keyof typeof sortColumns;
  direction: 'asc' | 'desc';
}

/** The last row of a page: the next page starts strictly after it. */
export interface Keyset {
  at: Date;
  id: number;
}

/**
 * The ORDER BY and "after this row" condition, written to match the indexes exactly: they are built
 * DESC NULLS LAST, so a descending page reads them forwards and an ascending page backwards.
 */
function orderOf(order: ReportOrder) {
  const column = sortColumns[order.key];
  const direction = order.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  return {
    orderBy: [sql`${column} ${direction}`, sql`${reports.id} ${direction}`],
    after: (keyset: Keyset) =>
      order.direction === 'desc'
        ? sql`(${column}, ${reports.id}) < (${keyset.at.toISOString()}::timestamptz, ${keyset.id})`
        : sql`(${column}, ${reports.id}) > (${keyset.at.toISOString()}::timestamptz, ${keyset.id})`,
  };
}

export interface ReportPageQuery {
  where: SQL | undefined;
  order: ReportOrder;
  limit: number;
  /** keyset paging (preferred); otherwise `offset` */
  after?: Keyset;
  offset?: number;
}

export async function selectReportPage(db: Queryable, query: ReportPageQuery): Promise<ReportRecord[]> {
  const { orderBy, after } = orderOf(query.order);
  const where = query.after ? and(query.where, after(query.after)) : query.where;
  const page = selectReportRecords(db)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit);
  return (await (query.offset ? page.offset(query.offset) : page)) as ReportRecord[];
}

export async function countReports(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(where);
  return row?.total ?? 0;
}

/** The sort value of a row for the keyset cursor. */
export function sortValueOf(record: ReportRecord, key: ReportOrder['key']): Date {
  return key === 'event_date' ? record.eventDate : key === 'created_date' ? record.createdAt : record.updatedAt;
}

export interface ReportParts {
  /** report id → tag group id → tag ids */
  tags: Map<number, Map<number, number[]>>;
  /** report id → tag group id → text */
  texts: Map<number, Map<number, string>>;
  /** report id → published comments */
  commentCounts: Map<number, number>;
}

/** What a page of reports carries besides its columns, in three queries whatever the page size. */
export async function loadReportParts(db: Queryable, ids: readonly number[]): Promise<ReportParts> {
  const parts: ReportParts = { tags: new Map(), texts: new Map(), commentCounts: new Map() };
  if (ids.length === 0) return parts;
  const list = [...ids];
  const [tagRows, textRows, countRows] = await Promise.all([
    db
      .select({ reportId: reportTags.reportId, tagId: reportTags.tagId, groupId: tags.groupId })
      .from(reportTags)
      .innerJoin(tags, eq(tags.id, reportTags.tagId))
      .where(inArray(reportTags.reportId, list))
      .orderBy(reportTags.tagId),
    db.select().from(reportTagTexts).where(inArray(reportTagTexts.reportId, list)),
    db
      .select({ reportId: comments.reportId, total: count() })
      .from(comments)
      .where(and(inArray(comments.reportId, list), eq(comments.status, 'published')))
      .groupBy(comments.reportId),
  ]);
  for (const row of tagRows) {
    const groups = parts.tags.get(row.reportId) ?? new Map<number, number[]>();
    groups.set(row.groupId, [...(groups.get(row.groupId) ?? []), row.tagId]);
    parts.tags.set(row.reportId, groups);
  }
  for (const row of textRows) {
    const groups = parts.texts.get(row.reportId) ?? new Map<number, string>();
    groups.set(row.groupId, row.value);
    parts.texts.set(row.reportId, groups);
  }
  for (const row of countRows) parts.commentCounts.set(row.reportId, row.total);
  return parts;
}

/** The report's own media (not its comments'), oldest first. */
export async function selectReportMedia(db: Queryable, reportIds: readonly number[]) {
  if (reportIds.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(and(inArray(media.reportId, [...reportIds]), isNull(media.commentId)))
    .orderBy(media.id);
}

export type NewReport = Omit<typeof reports.$inferInsert, 'id' | 'search'>;

export async function insertReport(db: Queryable, values: NewReport): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}

export type ReportChanges = Partial<Omit<NewReport, 'organizationId' | 'authorId' | 'createdAt'>>;

export async function updateReportRow(db: Queryable, id: number, changes: ReportChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(reports).set(changes).where(eq(reports.id, id));
}

/** Replaces the report's tags and text tags with `tagIds` and `texts` (group id → text). */
export async function replaceReportTags(db: Queryable, reportId: number, tagIds: readonly number[], texts: ReadonlyMap<number, string>): Promise<void> {
  await db.delete(reportTags).where(eq(reportTags.reportId, reportId));
  await db.delete(reportTagTexts).where(eq(reportTagTexts.reportId, reportId));
  if (tagIds.length > 0) await db.insert(reportTags).values(tagIds.map((tagId) => ({ reportId, tagId })));
  const textRows = [...texts].filter(([, value]) => value !== '').map(([groupId, value]) => ({ reportId, groupId, value }));
  if (textRows.length > 0) await db.insert(reportTagTexts).values(textRows);
}

/** Deletes the report; tags, comments, activity, media rows and folder links go with it (cascade). */
export async function deleteReportRow(db: Queryable, id: number): Promise<void> {
  await db.delete(reports).where(eq(reports.id, id));
}

export interface PointRow {
  id: number;
  latitude: number;
  longitude: number;
  verified: boolean;
  urgency: string | null;
  lifecycle: string;
  visibility: string;
}

/** Every report matching `where`, reduced to what a map marker needs. */
export async function selectPoints(db: Queryable, where: SQL | undefined): Promise<PointRow[]> {
  return db
    .select({
      id: reports.id,
      latitude: reports.latitude,
      longitude: reports.longitude,
      verified: reports.verified,
      urgency: reports.urgency,
      lifecycle: reports.lifecycle,
      visibility: reports.visibility,
    })
    .from(reports)
    .where(where)
    .orderBy(reports.id);
}

/** Up to `limit` reports matching `where`, newest event first, for the search suggestions. */
export async function selectSuggestions(db: Queryable, where: SQL | undefined, limit: number) {
  const { orderBy } = orderOf({ key: 'event_date', direction: 'desc' });
  return db
    .select({ id: reports.id, title: reports.title, content: reports.content })
    .from(reports)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
}
