/** Queries behind sign-in: refresh-token families, two-factor codes, remember tokens, password resets. */
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { publishEndedStreams } from '../../live/publish.js';
import type { Database } from '../connect.js';
import { passwordResets, refreshTokens, rememberTokens, twoFactorCodes } from '../schema.js';
import type { Queryable } from './reports.js';

// ── refresh tokens ───────────────────────────────────────────────────────────────────────────────

export async function insertRefreshToken(
  db: Database,
  values: { tokenHash: string; familyId: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used, only if nobody used it first; false means it was already rotated. */
export async function markRefreshTokenUsed(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

// Every revocation tells the processes' event streams, which end those of the revoked sign-ins at once
// (live/publish.ts); in the caller's transaction, the notice goes out when it commits.

export async function revokeFamily(db: Queryable, familyId: string, at: Date): Promise<void> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  if (revoked.length > 0) await publishEndedStreams(db, { families: [familyId] });
}

const familiesOf = (rows: readonly { familyId: string }[]) => [...new Set(rows.map((row) => row.familyId))];

/** Signs the user out everywhere, or everywhere but `exceptFamilyId`. */
export async function revokeUserFamilies(db: Queryable, userId: number, at: Date, exceptFamilyId?: string): Promise<void> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  await publishEndedStreams(db, { families: familiesOf(revoked) });
}

/** Signs every one of `userIds` out everywhere, in one statement (inside the caller's transaction). */
export async function revokeUsersFamilies(db: Queryable, userIds: readonly number[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(inArray(refreshTokens.userId, [...userIds]), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  await publishEndedStreams(db, { families: familiesOf(revoked) });
}

// ── two-factor codes ─────────────────────────────────────────────────────────────────────────────

export async function latestTwoFactorCode(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.userId, userId))
    .orderBy(desc(twoFactorCodes.sentAt), desc(twoFactorCodes.id))
    .limit(1);
  return row;
}

/** Replaces any code of the user with a new one: only the newest code is ever valid. */
export async function replaceTwoFactorCode(
  db: Database,
  values: { userId: number; codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorCodes).where(eq(twoFactorCodes.userId, values.userId));
    await tx.insert(twoFactorCodes).values(values);
  });
}

/**
 * Counts one attempt on the user's live code and returns it, or nothing when there is no code that is
 * unused, unexpired and under `maxAttempts`. Counting before comparing means parallel guesses cannot
 * exceed the limit.
 */
export async function takeCodeAttempt(db: Database, userId: number, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        isNull(twoFactorCodes.usedAt),
        gt(twoFactorCodes.expiresAt, now),
        lt(twoFactorCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Single use: true only for the first caller. */
export async function markCodeUsed(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorCodes)
    .set({ usedAt: at })
    .where(and(eq(twoFactorCodes.id, id), isNull(twoFactorCodes.usedAt)))
    .returning({ id: twoFactorCodes.id });
  return rows.length === 1;
}

// ── remember tokens ("don't ask again") ──────────────────────────────────────────────────────────

export async function insertRememberToken(db: Database, values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(rememberTokens).values(values);
}

export async function isRememberTokenValid(db: Database, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: rememberTokens.id })
    .from(rememberTokens)
    .where(and(eq(rememberTokens.tokenHash, tokenHash), eq(rememberTokens.userId, userId), gt(rememberTokens.expiresAt, now)));
  return row !== undefined;
}

export async function deleteRememberTokens(db: Database, userId: number): Promise<void> {
  await db.delete(rememberTokens).where(eq(rememberTokens.userId, userId));
}

// ── password resets ──────────────────────────────────────────────────────────────────────────────

export async function insertPasswordReset(db: Database, values: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Uses a reset token once: true only when it belongs to `userId`, is unexpired and was not used. */
export async function consumePasswordReset(db: Database, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

export async function isPasswordResetUsable(db: Database, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row !== undefined;
}

export async function deletePasswordResets(db: Database, userId: number): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

// ── housekeeping ─────────────────────────────────────────────────────────────────────────────────

/** Removes what can no longer be used, so the tables stay small. */
export async function deleteExpiredAuthRows(db: Database, now: Date): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db.delete(twoFactorCodes).where(lt(twoFactorCodes.expiresAt, now));
  await db.delete(rememberTokens).where(lt(rememberTokens.expiresAt, now));
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now), sql`${passwordResets.usedAt} is not null`));
}
