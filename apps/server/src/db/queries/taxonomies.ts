/** SQL for tag groups and tags. */
import { and, asc, count, countDistinct, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { activity, organizations, reportTags, reportTagTexts, tagGroups, tags } from '../schema.js';
import type { Queryable } from './reports.js';

export type TagGroupRow = typeof tagGroups.$inferSelect;

export interface TagRecord {
  id: number;
  groupId: number;
  organizationId: number | null;
  organizationName: string | null;
  translations: Record<string, string>;
}

export async function selectTagGroups(db: Queryable): Promise<TagGroupRow[]> {
  return db.select().from(tagGroups).orderBy(asc(tagGroups.id));
}

const tagRecordColumns = {
  id: tags.id,
  groupId: tags.groupId,
  organizationId: tags.organizationId,
  organizationName: organizations.name,
  translations: tags.translations,
};

function selectTagRecords(db: Queryable, where: SQL | undefined): Promise<TagRecord[]> {
  return db
    .select(tagRecordColumns)
    .from(tags)
    .leftJoin(organizations, eq(organizations.id, tags.organizationId))
    .where(where)
    .orderBy(asc(tags.groupId), asc(tags.id));
}

/** Tags shared by every organization plus those of `organizationIds` (every tag for 'all'), of one group if asked. */
export async function selectTags(db: Queryable, organizationIds: readonly number[] | 'all', groupId?: number): Promise<TagRecord[]> {
  let where: SQL | undefined;
  if (organizationIds !== 'all') {
    where =
      organizationIds.length > 0
        ? or(isNull(tags.organizationId), inArray(tags.organizationId, [...organizationIds]))
        : isNull(tags.organizationId);
  }
  return selectTagRecords(db, and(where, groupId === undefined ? undefined : eq(tags.groupId, groupId)));
}

/** One tag with its organization's name. */
export async function findTagRecord(db: Queryable, id: number): Promise<TagRecord | undefined> {
  return (await selectTagRecords(db, eq(tags.id, id)))[0];
}

export async function selectTagsByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; groupId: number; organizationId: number | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, groupId: tags.groupId, organizationId: tags.organizationId })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
}

/** The names of tags per locale (public reports name their tags). */
export async function selectTagNames(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; translations: Record<string, string> }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id, translations: tags.translations })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
}

export async function selectTagGroupsByIds(db: Queryable, ids: readonly number[]): Promise<TagGroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tagGroups)
    .where(inArray(tagGroups.id, [...ids]));
}

// ---------------------------------------------------------------------------------------------------
// Writes (docs/tags.md)
// ---------------------------------------------------------------------------------------------------

export async function findTagGroup(db: Queryable, id: number): Promise<TagGroupRow | undefined> {
  return (await selectTagGroupsByIds(db, [id]))[0];
}

export async function insertTagGroup(
  db: Queryable,
  values: { type: string; translations: Record<string, string>; prompt: Record<string, string> },
): Promise<number> {
  const [row] = await db.insert(tagGroups).values(values).returning({ id: tagGroups.id });
  return row!.id;
}

export async function updateTagGroupRow(
  db: Queryable,
  id: number,
  values: { translations: Record<string, string>; prompt: Record<string, string> },
): Promise<void> {
  await db.update(tagGroups).set(values).where(eq(tagGroups.id, id));
}

export async function insertTag(
  db: Queryable,
  values: { groupId: number; organizationId: number; translations: Record<string, string> },
): Promise<number> {
  const [row] = await db.insert(tags).values(values).returning({ id: tags.id });
  return row!.id;
}

export async function updateTagRow(db: Queryable, id: number, translations: Record<string, string>): Promise<void> {
  await db.update(tags).set({ translations }).where(eq(tags.id, id));
}

/**
 * Makes concurrent writes to one tag group wait for each other until the transaction ends, so that
 * "a text group holds one tag per organization" cannot be broken by two creations at the same moment.
 */
export async function lockTagGroup(db: Queryable, groupId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('fieldwatch.tag_group'), ${groupId}::int)`);
}

/** Tags of the group usable in the organization: its own and the shared ones. */
export async function countTagsOfGroupFor(db: Queryable, groupId: number, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tags)
    .where(and(eq(tags.groupId, groupId), or(isNull(tags.organizationId), eq(tags.organizationId, organizationId))));
  return row?.total ?? 0;
}

/** Reports carrying the tag (drafts too). */
export async function countReportsWithTag(db: Queryable, tagId: number): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(reportTags.reportId) })
    .from(reportTags)
    .where(eq(reportTags.tagId, tagId));
  return row?.total ?? 0;
}

/** Reports carrying any tag of the group or a text in it (each counted once), and the group's tags. */
export async function tagGroupUsage(db: Queryable, groupId: number): Promise<{ reports: number; tags: number }> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from (
        select ${reportTags.reportId} as report_id from ${reportTags}
          join ${tags} on ${tags.id} = ${reportTags.tagId} where ${tags.groupId} = ${groupId}
        union
        select ${reportTagTexts.reportId} from ${reportTagTexts} where ${reportTagTexts.groupId} = ${groupId}
      ) as carried) as reports,
      (select count(*)::int from ${tags} where ${tags.groupId} = ${groupId}) as tags`);
  const [row] = (result as { rows: { reports: number; tags: number }[] }).rows;
  return { reports: row?.reports ?? 0, tags: row?.tags ?? 0 };
}

/**
 * Deletes a tag. Every report that carried it gets a `tags` activity entry by `authorId` saying it was
 * removed, with the tag's names in the entry (`names`), so that its history still names a tag that no
 * longer exists: one statement takes the tag off its reports and writes their entries, whatever their
 * number. Its row is locked first, so a report edit adding the tag meanwhile waits, then fails, instead
 * of losing it without an entry. Deleting `report_tags` rows bumps the map data version (migration 0007).
 */
export async function deleteTagWithHistory(db: Queryable, tagId: number, authorId: number, at: Date): Promise<void> {
  await db.select({ id: tags.id }).from(tags).where(eq(tags.id, tagId)).for('update');
  await db.execute(sql`
    with gone as (
      delete from ${reportTags} where ${reportTags.tagId} = ${tagId} returning report_id, tag_id
    )
    insert into ${activity} (report_id, event, data, author_id, created_at)
    select gone.report_id, 'tags',
      jsonb_build_object(
        'added', '[]'::jsonb,
        'removed', jsonb_build_array(t.id),
        'names', jsonb_build_object(t.id::text, t.translations)),
      ${authorId}::int, ${at.toISOString()}::timestamptz
    from gone join ${tags} t on t.id = gone.tag_id
    order by gone.report_id`);
  await db.delete(tags).where(eq(tags.id, tagId));
}

/**
 * Deletes a tag group with its tags and the texts reports had in it. Every report that carried any of
 * it gets one `tags` entry by `authorId`: the tag ids removed with their names (`names`), for a text
 * group `text: {groupId: ''}` (the text is gone) with the text it had (`removed_text`), and the group's
 * names (`groups`), so that the history still reads after the group is gone. One statement, as for a
 * tag; the group's and its tags' rows are locked first, for the same reason.
 */
export async function deleteTagGroupWithHistory(db: Queryable, groupId: number, authorId: number, at: Date): Promise<void> {
  await db.select({ id: tagGroups.id }).from(tagGroups).where(eq(tagGroups.id, groupId)).for('update');
  await db.select({ id: tags.id }).from(tags).where(eq(tags.groupId, groupId)).for('update');
  const key = sql`${String(groupId)}::text`;
  await db.execute(sql`
    with gone_tags as (
      delete from ${reportTags} rt using ${tags} t
      where rt.tag_id = t.id and t.group_id = ${groupId}
      returning rt.report_id, rt.tag_id, t.translations
    ), gone_texts as (
      delete from ${reportTagTexts} where ${reportTagTexts.groupId} = ${groupId} returning report_id, value
    ), carried as (
      select report_id, jsonb_agg(tag_id order by tag_id) as removed, jsonb_object_agg(tag_id::text, translations) as names
      from gone_tags group by report_id
    )
    insert into ${activity} (report_id, event, data, author_id, created_at)
    select coalesce(c.report_id, x.report_id), 'tags',
      jsonb_build_object(
        'added', '[]'::jsonb,
        'removed', coalesce(c.removed, '[]'::jsonb),
        'groups', jsonb_build_object(${key}, g.translations))
      || case when c.names is null then '{}'::jsonb else jsonb_build_object('names', c.names) end
      || case when x.value is null then '{}'::jsonb
         else jsonb_build_object('text', jsonb_build_object(${key}, ''), 'removed_text', jsonb_build_object(${key}, x.value)) end,
      ${authorId}::int, ${at.toISOString()}::timestamptz
    from carried c
    full join gone_texts x on x.report_id = c.report_id
    cross join (select translations from ${tagGroups} where id = ${groupId}) g
    order by 1`);
  // its tags go with it (foreign keys on delete cascade)
  await db.delete(tagGroups).where(eq(tagGroups.id, groupId));
}
