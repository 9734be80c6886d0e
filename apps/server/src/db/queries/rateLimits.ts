import { and, eq, lt, sql } from 'drizzle-orm';
import type { BackoffRule } from '../../config.js';
import type { Database } from '../connect.js';
import { backoffs, rateLimits } from '../schema.js';

/** Adds one event atomically (several server processes may count the same key) and returns the total. */
export async function incrementWindow(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Takes back one event counted by `incrementWindow` (an attempt that turned out to be the real user). */
export async function decrementWindow(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** Forgets every window of one key. */
export async function deleteWindows(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

/**
 * Lets one event through and counts it, in one statement, when the key's pause has passed: fewer than
 * `free` events so far, or the last one at least `baseSeconds · 2^(count − free)` (capped) ago, or
 * quiet for `forgetSeconds`. Answers the new count, or undefined when the event must wait (then
 * nothing changes, so waiting requests never lengthen the pause).
 */
export async function claimBackoff(db: Database, key: string, now: Date, rule: BackoffRule): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${backoffs.lastAt} <= ${at} - make_interval(secs => ${rule.forgetSeconds}::float8)`;
  const pause = sql`make_interval(secs => least(${rule.maxSeconds}::float8, ${rule.baseSeconds}::float8 * power(2::float8, ${backoffs.count} - ${rule.free}::int)))`;
  const [row] = await db
    .insert(backoffs)
    .values({ key, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: backoffs.key,
      set: { count: sql`case when ${forgotten} then 1 else ${backoffs.count} + 1 end`, lastAt: now },
      setWhere: sql`${forgotten} or ${backoffs.count} < ${rule.free}::int or ${backoffs.lastAt} + ${pause} <= ${at}`,
    })
    .returning({ count: backoffs.count });
  return row?.count;
}

export async function findBackoff(db: Database, key: string): Promise<{ count: number; lastAt: Date } | undefined> {
  const [row] = await db.select({ count: backoffs.count, lastAt: backoffs.lastAt }).from(backoffs).where(eq(backoffs.key, key));
  return row;
}

export async function deleteBackoff(db: Database, key: string): Promise<void> {
  await db.delete(backoffs).where(eq(backoffs.key, key));
}

export async function deleteBackoffsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(backoffs).where(lt(backoffs.lastAt, before));
}
