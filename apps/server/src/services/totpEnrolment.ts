/**
 * Setting up, removing and renewing one's own authenticator app (TOTP) and recovery codes
 * (docs/sign-in.md). Each step asks for proof that the caller is the account's owner (the current
 * password, or for removal a fresh code), then ends the user's other sessions, mails them and leaves an
 * audit entry.
 */
import { limits, type RecoveryCodes, type TotpDisableInput, type TotpEnrolment } from '@fieldwatch/core';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../context.js';
import {
  confirmPendingTotpSecret,
  deleteRecoveryCodes,
  deleteTotpCredential,
  findTotpCredential,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from '../db/queries/secondFactors.js';
import { updateUserRow, type UserRecord } from '../db/queries/users.js';
import { ApiError, invalidFields } from '../errors.js';
import { recordAudit, type AuditSource } from './audit.js';
import { confirmCurrentPassword, credentialsChanged } from './reauth.js';
import { claimAttempts, giveBackAttempts, rateLimitKeys, type RateLimitCheck } from './rateLimits.js';
import { acceptTotpCode, secondFactorMethods, secondFactorRequiredOf, totpFor, totpStepOf } from './secondFactors.js';
import { hashRecoveryCode, openSecret, randomRecoveryCode, sealSecret } from './secrets.js';

/** Who asks, from which sign-in (it stays signed in) and where (for the audit trail). */
export interface OwnAccountRequest {
  user: UserRecord;
  familyId: string;
  source: AuditSource;
}

/** 160 random bits: the size RFC 4226 recommends for an HMAC-SHA1 key. */
const secretBytes = 20;

/**
 * `POST /user/me/totp`: a new secret for an authenticator app, pending until a code from the app
 * confirms it. An app already set up keeps working until then. The secret is shown this once.
 */
export async function startTotpEnrolment(ctx: AppContext, user: UserRecord, currentPassword: string): Promise<TotpEnrolment> {
  await confirmCurrentPassword(ctx, user, currentPassword);
  const secret = new Secret({ size: secretBytes });
  await setPendingTotpSecret(ctx.db, user.id, sealSecret(ctx.config.jwtSecret, secret.base32));
  const otpauthUrl = totpFor(user.username, secret).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.base32, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * A code is checked under a claim on the same limit as a current password (claimed first, kept when the
 * code is wrong, given back when it is right): a stolen session cannot guess.
 */
function wrongCode(): never {
  throw invalidFields({ code: 'invalidCode' });
}

const reauthLimit = (ctx: AppContext, userId: number): RateLimitCheck => ({
  key: rateLimitKeys.reauthUser(userId),
  rule: ctx.config.rateLimits.reauthPerUser,
});

async function newRecoveryCodes(ctx: AppContext, userId: number): Promise<string[]> {
  const codes = Array.from({ length: limits.recoveryCodeCount }, randomRecoveryCode);
  await replaceRecoveryCodes(
    ctx.db,
    userId,
    codes.map((code) => hashRecoveryCode(ctx.config.jwtSecret, userId, code.replace('-', ''))),
  );
  return codes;
}

/**
 * `POST /user/me/totp/confirm`: the first code from the app makes the pending secret the user's second
 * factor. Answers fresh recovery codes, shown this once (only their hashes are kept).
 */
export async function confirmTotpEnrolment(ctx: AppContext, request: OwnAccountRequest, code: string): Promise<RecoveryCodes> {
  const { user } = request;
  const pending = (await findTotpCredential(ctx.db, user.id))?.pendingSealed;
  if (!pending) throw new ApiError('BAD_REQUEST');
  const claims = await claimAttempts(ctx, [reauthLimit(ctx, user.id)]);
  const step = totpStepOf(ctx, user.username, openSecret(ctx.config.jwtSecret, pending), code);
  if (step === null || !(await confirmPendingTotpSecret(ctx.db, user.id, pending, step, ctx.now()))) wrongCode();
  await giveBackAttempts(ctx, claims);
  const recoveryCodes = await newRecoveryCodes(ctx, user.id);
  const previous = user.secondfactor;
  await updateUserRow(ctx.db, user.id, { secondfactor: 'totp' });
  await credentialsChanged(ctx, { ...user, secondfactor: 'totp' }, 'secondfactor', request.familyId);
  await recordAudit(ctx, request.source, {
    action: 'totp.enable',
    targetType: 'user',
    targetId: user.id,
    details: { previous },
  });
  return { recovery_codes: recoveryCodes };
}

/**
 * `DELETE /user/me/totp`, with the current password or a fresh code from the app. The user's second
 * factor becomes none, which an admin-level user may not choose while `require_2fa_admins` is on.
 */
export async function disableTotp(ctx: AppContext, request: OwnAccountRequest, input: TotpDisableInput): Promise<void> {
  const { user } = request;
  if (input.current_password) {
    await confirmCurrentPassword(ctx, user, input.current_password);
  } else {
    const claims = await claimAttempts(ctx, [reauthLimit(ctx, user.id)]);
    if (!(await acceptTotpCode(ctx, user, input.code ?? ''))) wrongCode();
    await giveBackAttempts(ctx, claims);
  }
  const withoutTotp = { ...user, secondfactor: user.secondfactor === 'totp' ? 'none' : user.secondfactor };
  if ((await secondFactorRequiredOf(ctx, user)) && (await secondFactorMethods(ctx, withoutTotp)).length === 0) {
    throw invalidFields({ secondfactor: 'secondFactorRequired' });
  }
  await forgetTotp(ctx, user.id);
  if (withoutTotp.secondfactor !== user.secondfactor) await updateUserRow(ctx.db, user.id, { secondfactor: withoutTotp.secondfactor });
  await credentialsChanged(ctx, withoutTotp, 'secondfactor', request.familyId);
  await recordAudit(ctx, request.source, { action: 'totp.disable', targetType: 'user', targetId: user.id });
}

/** `POST /user/me/recovery-codes`: new codes; every earlier one stops working. Only with an app set up. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  request: OwnAccountRequest,
  currentPassword: string,
): Promise<RecoveryCodes> {
  const { user } = request;
  await confirmCurrentPassword(ctx, user, currentPassword);
  if (user.secondfactor !== 'totp' || !(await findTotpCredential(ctx.db, user.id))?.secretSealed) throw new ApiError('BAD_REQUEST');
  const recoveryCodes = await newRecoveryCodes(ctx, user.id);
  await credentialsChanged(ctx, user, 'secondfactor', request.familyId);
  await recordAudit(ctx, request.source, { action: 'recovery.regenerate', targetType: 'user', targetId: user.id });
  return { recovery_codes: recoveryCodes };
}

/** Dropped with the app: switching one's second factor away from `totp` removes the app and its codes. */
export async function forgetTotp(ctx: AppContext, userId: number): Promise<void> {
  await deleteTotpCredential(ctx.db, userId);
  await deleteRecoveryCodes(ctx.db, userId);
}
