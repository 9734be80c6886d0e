/** SQL for organizations (docs/organizations.md). */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { roleIds } from '@fieldwatch/core';
import type { Database } from '../connect.js';
import { folders, layers, organizations, reports, stories, tags, userOrganizations, users } from '../schema.js';
import type { Queryable } from './reports.js';

/** Every organization, or only those in `ids`. */
export async function listOrganizations(db: Queryable, ids: readonly number[] | 'all'): Promise<{ id: number; name: string }[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(ids === 'all' ? undefined : inArray(organizations.id, [...ids]))
    .orderBy(asc(organizations.id));
}

/** How many of `ids` exist (to refuse a user linked to an organization that does not). */
export async function countExistingOrganizations(db: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
  return row?.total ?? 0;
}

export async function countOrganizations(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(organizations);
  return row?.total ?? 0;
}

export async function insertOrganization(db: Queryable, name: string): Promise<number> {
  const [row] = await db.insert(organizations).values({ name }).returning({ id: organizations.id });
  return row!.id;
}

export async function renameOrganizationRow(db: Queryable, id: number, name: string): Promise<void> {
  await db.update(organizations).set({ name }).where(eq(organizations.id, id));
}

/**
 * Makes creations, renames and deletions of organizations wait for each other until the transaction
 * ends, so that two of them cannot both find a name free, or both delete "one of two" organizations.
 */
export async function lockOrganizations(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('fieldwatch.organizations'))`);
}

/** Another organization whose name is `name` whatever its case and surrounding spaces. */
export async function nameIsUsed(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`lower(btrim(${organizations.name})) = lower(btrim(${name}))`,
        exceptId === undefined ? undefined : ne(organizations.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface OrganizationUsageRow {
  reports: number;
  users: number;
  users_left_without: number;
  folders: number;
  layers: number;
  tags: number;
}

/**
 * What the organization holds: reports (drafts too), members, members whose only organization it is,
 * folders, layers and its own tags.
 */
export async function selectOrganizationUsage(db: Queryable, id: number): Promise<OrganizationUsageRow> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${reports} where ${reports.organizationId} = ${id}) as reports,
      (select count(*)::int from ${userOrganizations} where ${userOrganizations.organizationId} = ${id}) as users,
      (select count(*)::int from ${userOrganizations} m
        where m.organization_id = ${id}
          and not exists (select 1 from ${userOrganizations} o where o.user_id = m.user_id and o.organization_id <> ${id})
      ) as users_left_without,
      (select count(*)::int from ${folders} where ${folders.organizationId} = ${id}) as folders,
      (select count(*)::int from ${layers} where ${layers.organizationId} = ${id}) as layers,
      (select count(*)::int from ${tags} where ${tags.organizationId} = ${id}) as tags`);
  const [row] = (result as { rows: OrganizationUsageRow[] }).rows;
  return row!;
}

/**
 * Locks the organization's row until the transaction ends: a report, folder or layer being written
 * into it (whose foreign key reads the row) waits, then fails once it is gone, so nothing lands in it
 * between the count and the deletion. False when it does not exist.
 */
export async function lockOrganizationRow(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for('update');
  return rows.length > 0;
}

/** Its reports (drafts too), folders, own tags and stories now belong to `to`. */
export async function moveOrganizationContent(db: Queryable, from: number, to: number): Promise<void> {
  await db.update(reports).set({ organizationId: to }).where(eq(reports.organizationId, from));
  await db.update(folders).set({ organizationId: to }).where(eq(folders.organizationId, from));
  await db.update(tags).set({ organizationId: to }).where(eq(tags.organizationId, from));
  await db.update(stories).set({ organizationId: to }).where(eq(stories.organizationId, from));
}

/** Deletes its layers; answers the storage keys of their files, to remove once the transaction is committed. */
export async function deleteOrganizationLayers(db: Queryable, id: number): Promise<string[]> {
  const rows = await db.delete(layers).where(eq(layers.organizationId, id)).returning({ fileKey: layers.fileKey });
  return rows.flatMap((row) => (row.fileKey === null ? [] : [row.fileKey]));
}

/**
 * Deactivates the members (never an Administrator) whose only organization it is; answers their ids.
 * Their membership itself goes with the organization.
 */
export async function deactivateMembersLeftWithout(db: Queryable, id: number, at: Date): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ active: false, updatedAt: at })
    .where(
      and(
        ne(users.roleId, roleIds.Administrator),
        sql`${users.id} in (select m.user_id from ${userOrganizations} m
          where m.organization_id = ${id}
            and not exists (select 1 from ${userOrganizations} o where o.user_id = m.user_id and o.organization_id <> ${id}))`,
      ),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Deletes the row; memberships, and folders and tags not moved, go with it (foreign keys on delete cascade). */
export async function deleteOrganizationRow(db: Queryable, id: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}
