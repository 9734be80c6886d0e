/** Password hashing and the server-side password rules that the shared schema cannot hold. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';
import { invalidFields } from '../errors.js';

/**
 * argon2id with 64 MiB, 3 passes, 1 lane (RFC 9106's second recommended setting): about 80 ms per
 * hash on the 2-core reference machine, well under the 300 ms a sign-in may take.
 * (`algorithm` defaults to argon2id in @node-rs/argon2.)
 */
const hashOptions = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/**
 * An account created without a password (its welcome email carries a set-password link) stores this
 * instead of a hash: no argon2 hash starts with `!`, so no password ever matches it.
 */
const unusableMark = '!';

export function unusablePasswordHash(): string {
  return `${unusableMark}${randomBytes(16).toString('hex')}`;
}

/** False for an account that has no password yet. */
export function isUsablePasswordHash(passwordHash: string): boolean {
  return !passwordHash.startsWith(unusableMark);
}

/**
 * How many argon2 verifications this process has run: the tests of the sign-in limits count the
 * password checks an attack really cost, rather than trusting the answers.
 */
export const passwordChecks = { count: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!isUsablePasswordHash(passwordHash)) return false;
  passwordChecks.count += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password with the same cost, verified for unknown usernames so that a wrong
 * username takes as long as a wrong password (docs/sign-in.md).
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
}

/** Common passwords are refused whatever their case ("P@ssw0rd" is as weak as "p@ssw0rd"). */
function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** Throws 400 VALIDATION_ERROR {field: 'passwordCommon'} for a password on the block list. */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw invalidFields({ [field]: 'passwordCommon' });
}
