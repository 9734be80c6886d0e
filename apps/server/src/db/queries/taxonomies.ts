/** SQL for tag groups and tags (reads only). */
import { asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { organizations, tagGroups, tags } from '../schema.js';
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

/** Tags shared by every organization plus those of `organizationIds` (every tag for 'all'). */
export async function selectTags(db: Queryable, organizationIds: readonly number[] | 'all'): Promise<TagRecord[]> {
  let where: SQL | undefined;
  if (organizationIds !== 'all') {
    where =
      organizationIds.length > 0
        ? or(isNull(tags.organizationId), inArray(tags.organizationId, [...organizationIds]))
        : isNull(tags.organizationId);
  }
  return db
    .select({
      id: tags.id,
      groupId: tags.groupId,
      organizationId: tags.organizationId,
      organizationName: organizations.name,
      translations: tags.translations,
    })
    .from(tags)
    .leftJoin(organizations, eq(organizations.id, tags.organizationId))
    .where(where)
    .orderBy(asc(tags.groupId), asc(tags.id));
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
