/**
 * SQL for stories: rows with their organization and author names, the list page, the saves guarded by
 * the version, and the reports their report blocks show. Callers pass the report visibility condition
 * (reportVisibility.ts); nothing here decides who sees what.
 */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { media, organizations, reports, stories, users, type StoredStoryBlock, type StoredStoryCover } from '../schema.js';
import type { MediaRow } from './media.js';
import { likePattern } from './reportFilters.js';
import { mediaRowOf, type MediaJson, type Queryable } from './reports.js';

export interface StorySummaryRecord {
  id: number;
  organizationId: number;
  organizationName: string;
  authorId: number | null;
  authorUsername: string | null;
  title: string;
  subtitle: string;
  published: boolean;
  colour: string;
  cover: StoredStoryCover | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** blocks in its body */
  blocks: number;
}

export interface StoryRecord extends StorySummaryRecord {
  body: StoredStoryBlock[];
}

const summaryColumns = {
  id: stories.id,
  organizationId: stories.organizationId,
  organizationName: organizations.name,
  authorId: stories.authorId,
  authorUsername: users.username,
  title: stories.title,
  subtitle: stories.subtitle,
  published: stories.published,
  colour: stories.colour,
  cover: stories.cover,
  version: stories.version,
  createdAt: stories.createdAt,
  updatedAt: stories.updatedAt,
  blocks: sql<number>`jsonb_array_length(${stories.body})`.mapWith(Number),
};

/** `q` anywhere in the title or the subtitle, ignoring case (served by the trigram indexes). */
const matching = (q: string | undefined): SQL | undefined =>
  q ? or(ilike(stories.title, likePattern(q)), ilike(stories.subtitle, likePattern(q))) : undefined;

/** A page of an organization's stories, last changed first, and how many there are in all. */
export async function selectStoryPage(
  db: Queryable,
  query: { organizationId: number; q: string | undefined; offset: number; limit: number },
): Promise<{ rows: StorySummaryRecord[]; total: number }> {
  const where = and(eq(stories.organizationId, query.organizationId), matching(query.q));
  const rows = await db
    .select(summaryColumns)
    .from(stories)
    .innerJoin(organizations, eq(organizations.id, stories.organizationId))
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(where)
    // matches stories_organization_updated_idx (organization_id, updated_at desc nulls last, id desc nulls last)
    .orderBy(sql`${stories.updatedAt} desc nulls last`, sql`${stories.id} desc nulls last`)
    .offset(query.offset)
    .limit(query.limit);
  const [counted] = await db.select({ total: count() }).from(stories).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One story with its body. */
export async function findStory(db: Queryable, id: number): Promise<StoryRecord | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, body: stories.body })
    .from(stories)
    .innerJoin(organizations, eq(organizations.id, stories.organizationId))
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(eq(stories.id, id));
  return row;
}

export interface NewStory {
  organizationId: number;
  authorId: number | null;
  title: string;
  subtitle: string;
  published: boolean;
  colour: string;
  body: StoredStoryBlock[];
  createdAt: Date;
  updatedAt: Date;
}

export async function insertStory(db: Queryable, values: NewStory): Promise<number> {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  return row!.id;
}

export interface StoryChanges {
  title?: string;
  subtitle?: string;
  published?: boolean;
  body?: StoredStoryBlock[];
}

/**
 * Writes the changes and moves the version on by one, only if the story is still at `version`: the
 * check and the write are one statement, so of two saves made on the same version exactly one
 * matches (the second waits for the first's row lock, then finds the version moved on). True when
 * it was written.
 */
export async function updateStoryIfVersion(db: Queryable, id: number, version: number, changes: StoryChanges, at: Date): Promise<boolean> {
  const rows = await db
    .update(stories)
    .set({ ...changes, version: sql`${stories.version} + 1`, updatedAt: at })
    .where(and(eq(stories.id, id), eq(stories.version, version)))
    .returning({ id: stories.id });
  return rows.length > 0;
}

/** The story's current version; undefined when it is gone. */
export async function selectStoryVersion(db: Queryable, id: number): Promise<number | undefined> {
  const [row] = await db.select({ version: stories.version }).from(stories).where(eq(stories.id, id));
  return row?.version;
}

/** Sets (or clears) the cover; answers the cover it replaced, whose files the caller removes. */
export async function replaceStoryCover(
  db: Database,
  id: number,
  cover: StoredStoryCover | null,
  at: Date,
): Promise<{ found: boolean; previous: StoredStoryCover | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ cover: stories.cover }).from(stories).where(eq(stories.id, id)).for('update');
    if (!row) return { found: false, previous: null };
    await tx.update(stories).set({ cover, updatedAt: at }).where(eq(stories.id, id));
    return { found: true, previous: row.cover };
  });
}

/** Deletes the story; answers its cover, whose files the caller removes. */
export async function deleteStoryRow(db: Queryable, id: number): Promise<StoredStoryCover | null> {
  const [row] = await db.delete(stories).where(eq(stories.id, id)).returning({ cover: stories.cover });
  return row?.cover ?? null;
}

/** The covers of an organization's stories (removed with the organization). */
export async function selectOrganizationStoryCovers(db: Queryable, organizationId: number): Promise<StoredStoryCover[]> {
  const rows = await db.select({ cover: stories.cover }).from(stories).where(eq(stories.organizationId, organizationId));
  return rows.flatMap((row) => (row.cover ? [row.cover] : []));
}

/** What a report block shows of its report, and the report's first image. */
export interface StoryReportRecord {
  id: number;
  title: string;
  eventDate: Date;
  latitude: number;
  longitude: number;
  image: MediaRow | null;
}

/**
 * The reports of `reportIds` that pass `visible`, each with its own first image (not a comment's), in
 * one query for all the blocks of a story.
 */
export async function selectStoryReports(db: Queryable, reportIds: readonly number[], visible: SQL): Promise<StoryReportRecord[]> {
  if (reportIds.length === 0) return [];
  // the outer report named in full: inside a single-table select Drizzle writes a column unqualified,
  // and a bare "id" here would be the image's own
  const firstImage = sql<MediaJson | null>`(
    select to_json(m) from ${media} m
    where m.report_id = "reports"."id" and m.comment_id is null and m.kind = 'image'
    order by m.id limit 1
  )`;
  const rows = await db
    .select({
      id: reports.id,
      title: reports.title,
      eventDate: reports.eventDate,
      latitude: reports.latitude,
      longitude: reports.longitude,
      image: firstImage,
    })
    .from(reports)
    .where(and(inArray(reports.id, [...reportIds]), visible));
  return rows.map((row) => ({ ...row, image: row.image ? mediaRowOf(row.image) : null }));
}

/**
 * Does published story `storyId` hold a report block of `reportId`? (An image URL made for the
 * readers of a public story serves only while it does.)
 */
export async function isReportInPublishedStory(db: Queryable, storyId: number, reportId: number): Promise<boolean> {
  const block = JSON.stringify([{ type: 'report', reportId }]);
  const rows = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.published, true), sql`${stories.body} @> ${block}::jsonb`));
  return rows.length > 0;
}
