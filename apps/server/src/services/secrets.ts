/** Random tokens and how they are kept: only a hash ever reaches the database. */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/**
 * A recovery code has about 50 random bits; a keyed HMAC (as for emailed codes) keeps a leaked table of
 * hashes from being worth attacking offline at all.
 */
export function hashRecoveryCode(secret: string, userId: number, normalizedCode: string): string {
  const key = createHash('sha256').update(`fieldwatch:recovery-code:${secret}`).digest();
  return createHmac('sha256', key).update(`${userId}:${normalizedCode}`).digest('hex');
}

// letters and digits without i, l, o and u, which people misread (Crockford's base 32)
const recoveryAlphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** A recovery code as shown to the user: `k7q2m-x9d4t`, 50 random bits. */
export function randomRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

const sealKey = (secret: string) => createHash('sha256').update(`fieldwatch:sealed-secret:${secret}`).digest();

/**
 * Encrypts a secret the server must read again (an authenticator's TOTP key) with AES-256-GCM under a
 * key derived from the server secret: a copy of the database alone does not give it away, and a
 * changed ciphertext fails to open instead of yielding another key.
 */
export function sealSecret(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(secret: string, sealed: string): string {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
