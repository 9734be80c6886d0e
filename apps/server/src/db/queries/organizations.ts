import { asc, count, inArray } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { organizations } from '../schema.js';

/** Every organization, or only those in `ids`. */
export async function listOrganizations(db: Database, ids: readonly number[] | 'all'): Promise<{ id: number; name: string }[]> {
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

export async function insertOrganization(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(organizations).values({ name }).returning({ id: organizations.id });
  return row!.id;
}
