/** Queries behind the authenticator app (TOTP) and its recovery codes. */
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { recoveryCodes, totpCredentials } from '../schema.js';

export type TotpCredential = typeof totpCredentials.$inferSelect;

export async function findTotpCredential(db: Database, userId: number): Promise<TotpCredential | undefined> {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  return row;
}

/** A new secret waiting for its first code, beside the confirmed one (if any), which keeps working. */
export async function setPendingTotpSecret(db: Database, userId: number, pendingSealed: string): Promise<void> {
  await db
    .insert(totpCredentials)
    .values({ userId, pendingSealed })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { pendingSealed } });
}

/**
 * The pending secret `pendingSealed` becomes the confirmed one, with the step of the code that confirmed
 * it; only if it is still the pending one (two confirmations at once: one wins).
 */
export async function confirmPendingTotpSecret(
  db: Database,
  userId: number,
  pendingSealed: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(totpCredentials)
    .set({ secretSealed: pendingSealed, pendingSealed: null, confirmedAt: at, lastStep: step })
    .where(and(eq(totpCredentials.userId, userId), eq(totpCredentials.pendingSealed, pendingSealed)))
    .returning({ userId: totpCredentials.userId });
  return rows.length === 1;
}

/**
 * Records that the code of time step `step` was accepted, only if no code of that step or a later one
 * was: false means the code was already used (two requests with one code, one wins).
 */
export async function takeTotpStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(totpCredentials)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        isNotNull(totpCredentials.secretSealed),
        or(isNull(totpCredentials.lastStep), lt(totpCredentials.lastStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return rows.length === 1;
}

export async function deleteTotpCredential(db: Database, userId: number): Promise<void> {
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
}

/** The user's recovery codes become these (hashes); every earlier one stops working. */
export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

export async function deleteRecoveryCodes(db: Database, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function countUnusedRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

export async function unusedRecoveryCodes(db: Database, userId: number) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** Spends a recovery code, only if nobody spent it first. */
export async function markRecoveryCodeUsed(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}
