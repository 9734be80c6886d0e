/** Queries behind passkeys: the user's credentials and the challenges handed out for them. */
import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { passkeyChallenges, passkeys } from '../schema.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

export async function listPasskeysOf(db: Database, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeysOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** A passkey of this user only: another user's id reads as missing. */
export async function findPasskeyOf(db: Database, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row;
}

export async function findPasskeyByCredentialId(db: Database, userId: number, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)));
  return row;
}

export async function insertPasskey(
  db: Database,
  values: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; name: string; createdAt: Date },
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function renamePasskeyOf(db: Database, userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskeyOf(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

/**
 * Stores the new signature count and the time of use, only if the count still moves forward (or the
 * authenticator keeps no count: both zero). False when another sign-in with a clone got there first.
 */
export async function recordPasskeyUse(db: Database, id: number, newCounter: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, id), or(lt(passkeys.counter, newCounter), and(eq(passkeys.counter, 0), sql`${newCounter} = 0`))))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function insertChallenge(
  db: Database,
  values: { challenge: string; userId: number; purpose: ChallengePurpose; rpId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passkeyChallenges).values(values);
}

/**
 * Takes a live challenge of this user and purpose, deleting it in the same statement: a challenge
 * answers once, even when two processes receive the same answer at the same time.
 */
export async function takeChallenge(
  db: Database,
  values: { challenge: string; userId: number; purpose: ChallengePurpose; now: Date },
): Promise<{ rpId: string } | undefined> {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, values.challenge),
        eq(passkeyChallenges.userId, values.userId),
        eq(passkeyChallenges.purpose, values.purpose),
        gt(passkeyChallenges.expiresAt, values.now),
      ),
    )
    .returning({ rpId: passkeyChallenges.rpId });
  return row;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
}
