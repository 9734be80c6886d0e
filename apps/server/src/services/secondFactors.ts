/**
 * Second factors (docs/sign-in.md): which ones a user has, checking an authenticator (TOTP) code or a
 * recovery code at sign-in, and the rule that admin-level users must have one when
 * `require_2fa_admins` is on.
 */
import { canAdminister, defaultOptions, limits, normalizeRecoveryCode, type SecondFactorMethod } from '@fieldwatch/core';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../context.js';
import {
  countUnusedRecoveryCodes,
  findTotpCredential,
  markRecoveryCodeUsed,
  takeTotpStep,
  unusedRecoveryCodes,
} from '../db/queries/secondFactors.js';
import type { UserRecord } from '../db/queries/users.js';
import { readOptions } from './options.js';
import { hasPasskeys } from './passkeys.js';
import { hashRecoveryCode, openSecret, sameHash } from './secrets.js';
import { actorOf } from './users.js';

/** The parts of a user that decide their second factors. */
type SecondFactorUser = Pick<UserRecord, 'id' | 'secondfactor'>;

/**
 * The ways the user may finish a sign-in; empty when they have no second factor. `email` and `totp`
 * follow their chosen second factor, `recovery` goes with an authenticator while unused codes remain.
 */
export async function secondFactorMethods(ctx: AppContext, user: SecondFactorUser): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (user.secondfactor === 'email') methods.push('email');
  if (user.secondfactor === 'totp') {
    methods.push('totp');
    if ((await countUnusedRecoveryCodes(ctx.db, user.id)) > 0) methods.push('recovery');
  }
  // a user with a passkey always proves a second factor, whatever their code setting
  if (await hasPasskeys(ctx, user.id)) methods.push('passkey');
  return methods;
}

/** True when admin-level users must have a second factor (option `require_2fa_admins`) and this is one. */
export async function secondFactorRequiredOf(ctx: AppContext, user: UserRecord): Promise<boolean> {
  if (!canAdminister(actorOf(user))) return false;
  return (await readOptions(ctx)).require_2fa_admins === '1';
}

/**
 * True when the user must set up a second factor before anything else: an Organization Admin or
 * Administrator without one while `require_2fa_admins` is on. `stored`: the option's stored value when
 * the caller already read it (null: not stored, its default), so that it is not read twice.
 */
export async function mustSetUpSecondFactor(ctx: AppContext, user: UserRecord, stored?: string | null): Promise<boolean> {
  const required =
    stored === undefined
      ? await secondFactorRequiredOf(ctx, user)
      : canAdminister(actorOf(user)) && (stored ?? defaultOptions.require_2fa_admins) === '1';
  return required && (await secondFactorMethods(ctx, user)).length === 0;
}

/** The authenticator settings every app understands: SHA-1, 6 digits, 30-second steps (RFC 6238). */
export function totpFor(username: string, secret: Secret): TOTP {
  return new TOTP({
    issuer: 'Fieldwatch',
    label: username,
    secret,
    algorithm: 'SHA1',
    digits: limits.twoFactorCodeLength,
    period: limits.totpStepSeconds,
  });
}

/**
 * The time step of `code` under the base-32 `secret` at the server's now, accepting the step before and
 * after (a clock a little off, a code typed as it turned over); null when it matches none.
 */
export function totpStepOf(ctx: AppContext, username: string, secret: string, code: string): number | null {
  const totp = totpFor(username, Secret.fromBase32(secret));
  const timestamp = ctx.now().getTime();
  const delta = totp.validate({ token: code.trim(), timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/**
 * True when `code` is the user's current authenticator code and no code of its step (or a later one)
 * was accepted before: a code works once, even within its 30 seconds.
 */
export async function acceptTotpCode(ctx: AppContext, user: Pick<UserRecord, 'id' | 'username'>, code: string): Promise<boolean> {
  const credential = await findTotpCredential(ctx.db, user.id);
  if (!credential?.secretSealed) return false;
  const step = totpStepOf(ctx, user.username, openSecret(ctx.config.jwtSecret, credential.secretSealed), code);
  return step !== null && (await takeTotpStep(ctx.db, user.id, step));
}

/** Spends the recovery code if it is one of the user's unused ones; each works once. */
export async function acceptRecoveryCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(ctx.config.jwtSecret, userId, normalizeRecoveryCode(code));
  // compare with every unused code, in constant time each, so the time says nothing about which matched
  let match: number | undefined;
  for (const row of await unusedRecoveryCodes(ctx.db, userId)) if (sameHash(row.codeHash, hash)) match = row.id;
  return match !== undefined && (await markRecoveryCodeUsed(ctx.db, match, ctx.now()));
}
