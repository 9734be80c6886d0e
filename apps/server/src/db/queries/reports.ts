/**
 * SQL for reports: rows with their organization, author and assignee names, the pieces a report
 * carries (tags, text tags, comment counts), pages in keyset or offset order, and map points.
 * Callers pass the visibility condition (reportVisibility.ts); nothing here decides who sees what.
 */
import { and, count, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../connect.js';
import { comments, media, organizations, reportTags, reportTagTexts, reports, tags, users } from '../schema.js';
import type { MediaRow } from './media.js';

/** A transaction or the database: both run the same queries. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const authorsAlias = 'report_authors';
const assigneesAlias = 'report_assignees';
const authors = alias(users, authorsAlias);
const assignees = alias(users, assigneesAlias);

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
  anonymousTokenId: reports.anonymousTokenId,
  sourceExportId: reports.sourceExportId,
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
  /** the anonymous submission token that created it; never shown */
  anonymousTokenId: string | null;
  /** the export id an import gave it (schema.ts `reports.sourceExportId`) */
  sourceExportId: string | null;
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
  return row;
}

/** The keys a report list may be sorted by (its `sort` parameter); each has a (column desc, id desc) index. */
const sortColumns = {
  event_date: reports.eventDate,
  created_date: reports.createdAt,
  updated_date: reports.updatedAt,
} as const;

/**
 * The report of the organization that an import row with export id `exportId` refers to: the report
 * itself when the id names one of this installation's reports (`ownId`), else the copy an earlier
 * import made of it. The report itself wins when both exist.
 */
export async function findReportByExportId(
  db: Queryable,
  organizationId: number,
  exportId: string,
  ownId: number | null,
): Promise<ReportRecord | undefined> {
  const copy = eq(reports.sourceExportId, exportId);
  const query = selectReportRecords(db);
  const [row] =
    ownId === null
      ? await query.where(and(eq(reports.organizationId, organizationId), copy)).limit(1)
      : await query
          .where(and(eq(reports.organizationId, organizationId), or(eq(reports.id, ownId), copy)))
          .orderBy(sql`${reports.id} = ${ownId} desc`)
          .limit(1);
  return row;
}

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
  return await (query.offset ? page.offset(query.offset) : page);
}

/** A time as `Date.toISOString` writes it (UTC, milliseconds; years 1 to 9999), written by the database. */
const isoText = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A report row as an export reads it: its times already as text, since it only writes them out. */
export type ExportRecord = Pick<
  ReportRecord,
  | 'id'
  | 'organizationName'
  | 'authorId'
  | 'authorUsername'
  | 'title'
  | 'content'
  | 'latitude'
  | 'longitude'
  | 'status'
  | 'lifecycle'
  | 'urgency'
  | 'verified'
  | 'visibility'
  | 'assigneeId'
  | 'assigneeUsername'
  | 'sourceExportId'
> & { eventDate: string; createdAt: string; updatedAt: string };

/**
 * A page of `selectReportPage`, for an export: turning three timestamps per row into dates and back into
 * text was most of what a 100,000-report export spent in the server.
 */
export async function selectExportPage(db: Queryable, query: Omit<ReportPageQuery, 'offset'>): Promise<ExportRecord[]> {
  const { orderBy, after } = orderOf(query.order);
  const where = (query.after ? and(query.where, after(query.after)) : query.where) ?? sql`true`;
  // raw rows, named as the record's fields: the query builder's mapping of each of a page's 20,000 cells
  // was a sixth of an export's time. node-postgres and PGlite parse the types alike.
  const result = await db.execute(sql`
    select ${reports.id} as "id", ${organizations.name} as "organizationName",
      ${reports.authorId} as "authorId", ${authors.username} as "authorUsername",
      ${reports.title} as "title", ${reports.content} as "content",
      ${reports.latitude} as "latitude", ${reports.longitude} as "longitude",
      ${isoText(reports.eventDate)} as "eventDate", ${isoText(reports.createdAt)} as "createdAt",
      ${isoText(reports.updatedAt)} as "updatedAt",
      ${reports.status} as "status", ${reports.lifecycle} as "lifecycle", ${reports.urgency} as "urgency",
      ${reports.verified} as "verified", ${reports.visibility} as "visibility",
      ${reports.assigneeId} as "assigneeId", ${assignees.username} as "assigneeUsername",
      ${reports.sourceExportId} as "sourceExportId"
    from ${reports}
      join ${organizations} on ${organizations.id} = ${reports.organizationId}
      left join ${users} as ${sql.identifier(authorsAlias)} on ${authors.id} = ${reports.authorId}
      left join ${users} as ${sql.identifier(assigneesAlias)} on ${assignees.id} = ${reports.assigneeId}
    where ${where}
    order by ${sql.join(orderBy, sql`, `)}
    limit ${query.limit}`);
  return (result as { rows: ExportRecord[] }).rows;
}

export interface BoundedCount {
  /** the number of matches, or `cap` when there are more */
  total: number;
  /** false when more than `cap` reports match */
  exact: boolean;
}

/**
 * How many reports match `where`, counted no further than `cap`: the scan stops at the (cap + 1)th
 * match, so its cost follows cap ÷ the share of reports that match, never the size of the whole match
 * (a plain count(*) of the unfiltered list reads all million rows: 550 ms). The planner picks the
 * cheapest way to find those rows: the list's covering indexes (index only), the full-text index for
 * a rare search, the table in physical order for a common one.
 */
export async function countReportsUpTo(db: Queryable, where: SQL | undefined, cap: number): Promise<BoundedCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(reports)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  return total > cap ? { total: cap, exact: false } : { total, exact: true };
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
  /** report id → the report's own media (not its comments'), oldest first */
  media: Map<number, MediaRow[]>;
}

/** A media row as `json_agg` gives it: the table's own column names, the time as text. */
export interface MediaJson {
  id: number;
  report_id: number;
  comment_id: number | null;
  activity_id: number | null;
  uploader_id: number | null;
  kind: string;
  mime: string;
  bytes: number;
  name: string;
  storage_key: string;
  width: number | null;
  height: number | null;
  variants: MediaRow['variants'];
  caption: string | null;
  created_at: string;
}

export const mediaRowOf = (row: MediaJson): MediaRow => ({
  id: row.id,
  reportId: row.report_id,
  commentId: row.comment_id,
  activityId: row.activity_id,
  uploaderId: row.uploader_id,
  kind: row.kind,
  mime: row.mime,
  bytes: row.bytes,
  name: row.name,
  storageKey: row.storage_key,
  width: row.width,
  height: row.height,
  variants: row.variants,
  caption: row.caption,
  createdAt: new Date(row.created_at),
});

/**
 * What a page of reports carries besides its columns (tags, text tags, published comment counts and
 * the report's own media) in one query whatever the page size: one round trip instead of four, which
 * on the list's path is worth more than the four small index lookups per report it runs.
 */
export async function loadReportParts(db: Queryable, ids: readonly number[]): Promise<ReportParts> {
  const parts: ReportParts = { tags: new Map(), texts: new Map(), commentCounts: new Map(), media: new Map() };
  if (ids.length === 0) return parts;
  const result = await db.execute(sql`
    select r.id,
      (select json_agg(json_build_array(rt.tag_id, t.group_id) order by rt.tag_id)
        from ${reportTags} rt join ${tags} t on t.id = rt.tag_id where rt.report_id = r.id) as tags,
      (select json_agg(json_build_array(x.group_id, x.value))
        from ${reportTagTexts} x where x.report_id = r.id) as texts,
      (select count(*)::int from ${comments} c where c.report_id = r.id and c.status = 'published') as comments,
      (select json_agg(m order by m.id) from ${media} m where m.report_id = r.id and m.comment_id is null) as media
    from unnest(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]) as r(id)`);
  // node-postgres and PGlite both answer raw SQL with `rows`, json already parsed
  const { rows } = result as {
    rows: { id: number; tags: [number, number][] | null; texts: [number, string][] | null; comments: number; media: MediaJson[] | null }[];
  };
  for (const row of rows) {
    if (row.tags) {
      const groups = new Map<number, number[]>();
      for (const [tagId, groupId] of row.tags) groups.set(groupId, [...(groups.get(groupId) ?? []), tagId]);
      parts.tags.set(row.id, groups);
    }
    if (row.texts) parts.texts.set(row.id, new Map(row.texts));
    if (row.comments > 0) parts.commentCounts.set(row.id, row.comments);
    if (row.media) parts.media.set(row.id, row.media.map(mediaRowOf));
  }
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

/**
 * Gives a report that has none its tags and text tags, `tagIds` and `texts` (group id → text): a report
 * just inserted needs no delete first (two round trips of a creation's dozen).
 */
export async function insertReportTags(
  db: Queryable,
  reportId: number,
  tagIds: readonly number[],
  texts: ReadonlyMap<number, string>,
): Promise<void> {
  if (tagIds.length > 0) await db.insert(reportTags).values(tagIds.map((tagId) => ({ reportId, tagId })));
  const textRows = [...texts].filter(([, value]) => value !== '').map(([groupId, value]) => ({ reportId, groupId, value }));
  if (textRows.length > 0) await db.insert(reportTagTexts).values(textRows);
}

/** Replaces the report's tags and text tags with `tagIds` and `texts` (group id → text). */
export async function replaceReportTags(
  db: Queryable,
  reportId: number,
  tagIds: readonly number[],
  texts: ReadonlyMap<number, string>,
): Promise<void> {
  await db.delete(reportTags).where(eq(reportTags.reportId, reportId));
  await db.delete(reportTagTexts).where(eq(reportTagTexts.reportId, reportId));
  await insertReportTags(db, reportId, tagIds, texts);
}

/** Deletes the report; tags, comments, activity, media rows and folder links go with it (cascade). */
export async function deleteReportRow(db: Queryable, id: number): Promise<void> {
  await db.delete(reports).where(eq(reports.id, id));
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
