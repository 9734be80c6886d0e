import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { rateLimits } from '../schema.js';

export async function countInWindow(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return row?.count ?? 0;
}

/** Adds one event atomically (several server processes may count the same key) and returns the total. */
export async function incrementWindow(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export async function deleteWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
