import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { idempotencyKeys } from '../schema.js';

export interface IdempotencyKeyId {
  scope: string;
  route: string;
  key: string;
}

type IdempotencyKeyRecord = typeof idempotencyKeys.$inferSelect;

const byId = (id: IdempotencyKeyId) =>
  and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.route, id.route), eq(idempotencyKeys.key, id.key));

/**
 * Claims a key for the call about to be processed: true when this call inserted it. One statement on the
 * primary key, so of two calls racing with one key exactly one wins, whichever process each runs in.
 */
export async function claimIdempotencyKey(db: Database, id: IdempotencyKeyId, fingerprint: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...id, fingerprint, createdAt: now, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyKey(db: Database, id: IdempotencyKeyId): Promise<IdempotencyKeyRecord | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byId(id));
  return row;
}

/**
 * Takes over a claim whose call never completed (its process died): only while it is still the claim
 * that was read (`claimedAt`), so of two calls taking it over one wins.
 */
export async function takeOverIdempotencyKey(db: Database, stale: IdempotencyKeyRecord, now: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ claimedAt: now })
    .where(and(byId(stale), isNull(idempotencyKeys.status), eq(idempotencyKeys.claimedAt, stale.claimedAt)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/**
 * Names what the call that claimed the key made, in the transaction that makes it (`tx`): false when the
 * claim is no longer this call's (another call took it over), and the transaction must not commit.
 */
export async function noteIdempotentCreation(tx: Database, id: IdempotencyKeyId, claimedAt: Date, created: string): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ created })
    .where(and(byId(id), isNull(idempotencyKeys.status), eq(idempotencyKeys.claimedAt, claimedAt)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Stores the answer of the call that claimed the key, for its repeats. */
export async function completeIdempotencyKey(
  db: Database,
  id: IdempotencyKeyId,
  claimedAt: Date,
  answer: { status: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(byId(id), isNull(idempotencyKeys.status), eq(idempotencyKeys.claimedAt, claimedAt)));
}

/**
 * Gives a claim up (the call was refused or failed), so that a retry is processed afresh; not once the call
 * has made its record (a retry is then answered for that record when the claim lapses).
 */
export async function releaseIdempotencyKey(db: Database, id: IdempotencyKeyId, claimedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(byId(id), isNull(idempotencyKeys.status), isNull(idempotencyKeys.created), eq(idempotencyKeys.claimedAt, claimedAt)));
}

/**
 * Every claim still being processed counts as lapsed (taken over by the next call with its key): for a start
 * in which no other process can be processing one.
 */
export async function lapseIdempotencyClaims(db: Database): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ claimedAt: new Date(0) })
    .where(isNull(idempotencyKeys.status));
}

export async function deleteIdempotencyKeysBefore(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
