/** Random tokens and how they are kept: only a hash ever reaches the database. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe (they travel in mailed links and JSON). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 is enough for 256-bit random tokens: nobody can guess one to match a leaked hash. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A two-factor code of exactly 6 digits, uniformly drawn from a cryptographic source. */
export const randomCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * A 6-digit code has only a million values, so a plain hash of it would fall to a lookup table if the
 * database leaked; a keyed HMAC (key derived from the server secret) does not.
 */
export function hashCode(secret: string, userId: number, code: string): string {
  const key = createHash('sha256').update(`fieldwatch:two-factor:${secret}`).digest();
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
