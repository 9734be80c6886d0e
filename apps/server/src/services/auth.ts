/**
 * Sign-in (docs/sign-in.md): password, emailed second factor, remember tokens and
 * password reset. Every failure a guesser could learn from looks the same and costs the same.
 */
import {
  authErrorData,
  limits,
  type LoginInput,
  type LoginResult,
  type NewPasswordInput,
  type VerifyInput,
  type VerifyMethod,
} from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import {
  consumePasswordReset,
  deletePasswordResets,
  deleteRememberTokens,
  insertRememberToken,
  isPasswordResetUsable,
  isRememberTokenValid,
  latestTwoFactorCode,
  markCodeUsed,
  replaceTwoFactorCode,
  revokeUserFamilies,
  takeCodeAttempt,
} from '../db/queries/auth.js';
import { findUserById, findUserByUsername, updateUserRow, type UserRecord } from '../db/queries/users.js';
import { secondFactorNeeded, tooManyRequests, unauthenticated } from '../errors.js';
import { recordAudit, type AuditSource } from './audit.js';
import { passwordResetMail, twoFactorMail } from '../mail/messages.js';
import { queueMails } from '../mail/queue.js';
import { assertPasswordNotCommon, dummyPasswordHash, hashPassword, isUsablePasswordHash, verifyPassword } from './passwords.js';
import {
  claimAttempts,
  claimBackoffTurn,
  clearAttempts,
  clearBackoff,
  consumeLimits,
  giveBackAttempts,
  rateLimitKeys,
  type RateLimitCheck,
} from './rateLimits.js';
import { newPasswordLink } from './passwordLinks.js';
import { hashCode, hashToken, randomCode, randomToken, sameHash } from './secrets.js';
import { isDeviceTokenOf, issueTokens, signDeviceToken } from './tokens.js';
import { acceptRecoveryCode, acceptTotpCode, mustSetUpSecondFactor, secondFactorMethods } from './secondFactors.js';
import { toApiUser } from './users.js';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

function loginLimits(ctx: AppContext, username: string, ip: string): RateLimitCheck[] {
  const rules = ctx.config.rateLimits;
  return [
    { key: rateLimitKeys.loginUsernameIp(username, ip), rule: rules.loginPerUsernameAndIp },
    { key: rateLimitKeys.loginIp(ip), rule: rules.loginPerIp },
  ];
}

interface Credentials {
  username: string;
  password: string;
  /** the device token this device holds for the username, if any */
  deviceToken?: string | undefined;
}

/** Why a sign-in failed, for the audit trail only: the client always sees INVALID_LOGIN. */
function failureReason(user: UserRecord | undefined, passwordMatches: boolean): string {
  if (!user) return 'unknown_user';
  if (!isUsablePasswordHash(user.passwordHash)) return 'no_password';
  if (!passwordMatches) return 'wrong_password';
  return 'inactive';
}

/**
 * The user whose username and password these are, or 401 INVALID_LOGIN. Before the password is
 * checked the attempt is claimed on the username+address and address limits and, unless the device
 * proves it signed in to this username before, on the account's back-off; a claim over a limit is
 * refused (429) without any check. A success gives the claims back, so the real user never drifts
 * towards a limit. Unknown usernames are checked against a dummy hash (as are accounts with no
 * password yet) and inactive users are refused only after the check, so all these cases answer the
 * same body in the same time.
 */
export async function checkCredentials(ctx: AppContext, source: AuditSource, credentials: Credentials): Promise<UserRecord> {
  const { username, password, deviceToken } = credentials;
  const claims = await claimAttempts(ctx, loginLimits(ctx, username, source.ip));
  const accountKey = rateLimitKeys.loginAccount(username);
  const trustedDevice = deviceToken !== undefined && (await isDeviceTokenOf(ctx, deviceToken, username));
  if (!trustedDevice) {
    const turn = await claimBackoffTurn(ctx, accountKey, ctx.config.backoffs.signinPerAccount);
    if (!turn.passed) {
      // nothing was checked: the address keeps its attempts for the owner
      await giveBackAttempts(ctx, claims);
      await recordAudit(ctx, source, { action: 'signin.locked', targetType: 'user', details: { username } });
      throw tooManyRequests(turn.retryAfterSeconds);
    }
  }
  const user = await findUserByUsername(ctx.db, username);
  // an account without a password yet is checked against the dummy hash too: no shortcut to time
  const storedHash = user && isUsablePasswordHash(user.passwordHash) ? user.passwordHash : await dummyPasswordHash();
  const passwordMatches = await verifyPassword(storedHash, password);
  if (!user || !passwordMatches || !user.active) {
    await recordAudit(ctx, source, {
      action: 'signin.failure',
      targetType: 'user',
      ...(user ? { targetId: user.id } : {}),
      details: { username, reason: failureReason(user, passwordMatches) },
    });
    throw unauthenticated(authErrorData.invalidLogin);
  }
  const [usernameAndAddress, ...others] = claims;
  if (usernameAndAddress) await clearAttempts(ctx, usernameAndAddress.key);
  await giveBackAttempts(ctx, others);
  await clearBackoff(ctx, accountKey);
  return user;
}

/**
 * A finished sign-in, whatever proved it: new tokens, a device token for this username and the
 * `signin.success` entry (the user is the actor).
 */
export async function signedIn(ctx: AppContext, user: UserRecord, source: AuditSource): Promise<LoginResult> {
  await recordAudit(
    ctx,
    { ...source, actorId: user.id, actorUsername: user.username },
    { action: 'signin.success', targetType: 'user', targetId: user.id },
  );
  const result: LoginResult = {
    user: toApiUser(user),
    token: await issueTokens(ctx, user.id),
    device_token: await signDeviceToken(ctx, user.username),
  };
  if (await mustSetUpSecondFactor(ctx, user)) result.second_factor_setup = true;
  return result;
}

/**
 * Mails a fresh code unless one is still pending from less than 45 s ago (the resend delay). A code
 * that was used, or whose attempts ran out long enough ago, is replaced at once.
 */
async function sendCodeUnlessRecent(ctx: AppContext, user: UserRecord): Promise<void> {
  const now = ctx.now();
  const last = await latestTwoFactorCode(ctx.db, user.id);
  if (last && !last.usedAt && now.getTime() - last.sentAt.getTime() < limits.twoFactorResendSeconds * 1000) return;
  const code = randomCode();
  await replaceTwoFactorCode(ctx.db, {
    userId: user.id,
    codeHash: hashCode(ctx.config.jwtSecret, user.id, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + limits.twoFactorCodeMinutes * minute),
  });
  await queueMails(ctx, [await twoFactorMail(user, code)]);
}

/**
 * `POST /user/login`. A user with a second factor gets 401 "2FA_REQUIRED" with the methods that finish
 * the sign-in (the emailed code is mailed only when email is one of them), unless `remember_token` is a
 * valid "don't ask again" token of theirs.
 */
export async function login(ctx: AppContext, input: LoginInput, source: AuditSource): Promise<LoginResult> {
  const user = await checkCredentials(ctx, source, { username: input.username, password: input.password, deviceToken: input.device_token });
  const methods = await secondFactorMethods(ctx, user);
  if (methods.length > 0) {
    const remembered =
      input.remember_token !== undefined && (await isRememberTokenValid(ctx.db, hashToken(input.remember_token), user.id, ctx.now()));
    if (!remembered) {
      if (methods.includes('email')) await sendCodeUnlessRecent(ctx, user);
      throw secondFactorNeeded(methods);
    }
  }
  return signedIn(ctx, user, source);
}

/** True when `code` is the user's live code; each call spends one of its attempts. */
async function acceptCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const now = ctx.now();
  const live = await takeCodeAttempt(ctx.db, userId, now, limits.twoFactorMaxAttempts);
  if (!live || !sameHash(live.codeHash, hashCode(ctx.config.jwtSecret, userId, code))) return false;
  return markCodeUsed(ctx.db, live.id, now);
}

/**
 * True when `code` finishes the sign-in by `method`, one of the user's methods. A recovery code is spent
 * and the audit trail says so: the owner of a lost phone, or someone who found the list.
 */
async function acceptSecondFactor(
  ctx: AppContext,
  user: UserRecord,
  method: VerifyMethod,
  code: string,
  source: AuditSource,
): Promise<boolean> {
  if (!(await secondFactorMethods(ctx, user)).includes(method)) return false;
  if (method === 'email') return acceptCode(ctx, user.id, code);
  if (method === 'totp') return acceptTotpCode(ctx, user, code);
  if (!(await acceptRecoveryCode(ctx, user.id, code))) return false;
  const remaining = (await secondFactorMethods(ctx, user)).includes('recovery');
  await recordAudit(
    ctx,
    { ...source, actorId: user.id, actorUsername: user.username },
    { action: 'recovery.use', targetType: 'user', targetId: user.id, details: { codes_remain: remaining } },
  );
  return true;
}

/**
 * `POST /user/login/verify`: the password again, then the code of `method` (by default the user's own
 * second factor: an emailed or an authenticator code).
 */
export async function verifyLogin(ctx: AppContext, input: VerifyInput, source: AuditSource): Promise<LoginResult> {
  // the code attempt is claimed before the password or the code is checked
  const codeClaims = await claimAttempts(ctx, [
    { key: rateLimitKeys.codeUsernameIp(input.username, source.ip), rule: ctx.config.rateLimits.codePerUsernameAndIp },
  ]);
  const user = await checkCredentials(ctx, source, { username: input.username, password: input.password, deviceToken: input.device_token });
  const method = input.method ?? (user.secondfactor === 'totp' ? 'totp' : 'email');
  if (!(await acceptSecondFactor(ctx, user, method, input.code, source))) {
    await recordAudit(ctx, source, {
      action: 'signin.failure',
      targetType: 'user',
      targetId: user.id,
      details: { username: input.username, reason: 'wrong_code' },
    });
    throw unauthenticated(authErrorData.invalidCode);
  }
  await giveBackAttempts(ctx, codeClaims);
  const result = await signedIn(ctx, user, source);
  if (input.remember2fa) result.remember_token = await rememberDevice(ctx, user.id);
  return result;
}

/** A "don't ask again" token for this device: the second factor is skipped with it for 30 days. */
export async function rememberDevice(ctx: AppContext, userId: number): Promise<string> {
  const rememberToken = randomToken();
  await insertRememberToken(ctx.db, {
    tokenHash: hashToken(rememberToken),
    userId,
    expiresAt: new Date(ctx.now().getTime() + limits.rememberTwoFactorDays * day),
  });
  return rememberToken;
}

const passwordResetJob = 'password-reset';

interface PasswordResetJob {
  username: string;
  requestedAt: string;
}

/**
 * `POST /user/{id}/reset`: always answers the same. Looking the user up, storing the token and mailing
 * happen after the answer, in a job, so its timing does not tell whether the username exists. Mails for one
 * username are spaced by a growing pause (config `resetMailPerUsername`): a request within it is
 * answered the same and mails nothing, and the link mailed last stays valid. So nobody can bomb a
 * mailbox, and nobody can stop the owner getting a working link either: only an address asking
 * too often is refused (429).
 */
export async function requestPasswordReset(ctx: AppContext, username: string, source: AuditSource): Promise<void> {
  await consumeLimits(ctx, [{ key: rateLimitKeys.resetIp(source.ip), rule: ctx.config.rateLimits.resetPerIp }]);
  await ctx.jobs.send(passwordResetJob, { username, requestedAt: ctx.now().toISOString() } satisfies PasswordResetJob);
}

/**
 * The reset request's work, run as a job after the answer: the back-off turn, the lookup and the link.
 * Its mail is a job of its own, so that a mail server's refusal is tried again without claiming another
 * turn or making another link.
 */
export function definePasswordResetJob(ctx: AppContext): void {
  ctx.jobs.define<PasswordResetJob>(passwordResetJob, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    async run({ username, requestedAt }) {
      // the turn is the request's, whenever the job runs (a busy queue must not shift it)
      const turn = await claimBackoffTurn(
        ctx,
        rateLimitKeys.resetMailUsername(username),
        ctx.config.backoffs.resetMailPerUsername,
        new Date(requestedAt),
      );
      if (!turn.passed) return;
      const user = await findUserByUsername(ctx.db, username);
      if (!user || !user.active || !user.email) return;
      const expires = new Date(new Date(requestedAt).getTime() + limits.passwordResetMinutes * minute);
      const link = await newPasswordLink(ctx, user.id, expires);
      await queueMails(ctx, [await passwordResetMail(user, link)]);
    },
  });
}

/**
 * `PUT /user/{id}/password` with the uid and token of a mailed link (a reset link: within the hour; a
 * welcome link: within `limits.welcomeLinkDays`), once. A new
 * password ends every session and forgets "don't ask again" devices: whoever asked for a reset may be
 * locking out someone who knew the old password.
 */
export async function resetPassword(ctx: AppContext, pathId: number, input: NewPasswordInput, source: AuditSource): Promise<void> {
  const now = ctx.now();
  const tokenHash = hashToken(input.token);
  if (pathId !== input.uid || !(await isPasswordResetUsable(ctx.db, tokenHash, input.uid, now))) {
    throw unauthenticated(authErrorData.invalidToken);
  }
  assertPasswordNotCommon(input.password);
  const user = await findUserById(ctx.db, input.uid);
  if (!user || !(await consumePasswordReset(ctx.db, tokenHash, input.uid, now))) throw unauthenticated(authErrorData.invalidToken);
  await updateUserRow(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
  await revokeUserFamilies(ctx.db, user.id, now);
  await deleteRememberTokens(ctx.db, user.id);
  await deletePasswordResets(ctx.db, user.id);
  await recordAudit(
    ctx,
    { ...source, actorId: user.id, actorUsername: user.username },
    { action: 'password.reset', targetType: 'user', targetId: user.id },
  );
}
