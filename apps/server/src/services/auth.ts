/**
 * Sign-in (docs/sign-in.md): password, emailed second factor, remember tokens and
 * password reset. Every failure a guesser could learn from looks the same and costs the same.
 */
import { authErrorData, limits, type LoginInput, type LoginResult, type NewPasswordInput, type VerifyInput } from '@fieldwatch/core';
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
import { unauthenticated } from '../errors.js';
import { passwordResetMail, twoFactorMail } from '../mail/messages.js';
import { assertPasswordNotCommon, dummyPasswordHash, hashPassword, isUsablePasswordHash, verifyPassword } from './passwords.js';
import { assertUnderLimits, consumeLimits, rateLimitKeys, recordEvents, type RateLimitCheck } from './rateLimits.js';
import { newPasswordLink } from './passwordLinks.js';
import { hashCode, hashToken, randomCode, randomToken, sameHash } from './secrets.js';
import { issueTokens } from './tokens.js';
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

/**
 * The user whose username and password these are, or 401 INVALID_LOGIN. Unknown usernames are checked
 * against a dummy hash (as are accounts with no password yet) and inactive users are refused only after
 * the check, so all these cases answer the same body in the same time.
 */
async function checkCredentials(ctx: AppContext, username: string, password: string, ip: string): Promise<UserRecord> {
  const checks = loginLimits(ctx, username, ip);
  await assertUnderLimits(ctx, checks);
  const user = await findUserByUsername(ctx.db, username);
  // an account without a password yet is checked against the dummy hash too: no shortcut to time
  const storedHash = user && isUsablePasswordHash(user.passwordHash) ? user.passwordHash : await dummyPasswordHash();
  const passwordMatches = await verifyPassword(storedHash, password);
  if (!user || !passwordMatches || !user.active) {
    await recordEvents(ctx, checks);
    throw unauthenticated(authErrorData.invalidLogin);
  }
  return user;
}

async function signedIn(ctx: AppContext, user: UserRecord): Promise<LoginResult> {
  return { user: toApiUser(user), token: await issueTokens(ctx, user.id) };
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
  const mail = await twoFactorMail(user, code);
  ctx.tasks.run('two-factor mail', () => ctx.mailer.send(mail));
}

/** `POST /user/login`. */
export async function login(ctx: AppContext, input: LoginInput, ip: string): Promise<LoginResult> {
  const user = await checkCredentials(ctx, input.username, input.password, ip);
  if (user.secondfactor === 'email') {
    const remembered =
      input.remember_token !== undefined && (await isRememberTokenValid(ctx.db, hashToken(input.remember_token), user.id, ctx.now()));
    if (!remembered) {
      await sendCodeUnlessRecent(ctx, user);
      throw unauthenticated(authErrorData.twoFactorRequired);
    }
  }
  return signedIn(ctx, user);
}

/** True when `code` is the user's live code; each call spends one of its attempts. */
async function acceptCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const now = ctx.now();
  const live = await takeCodeAttempt(ctx.db, userId, now, limits.twoFactorMaxAttempts);
  if (!live || !sameHash(live.codeHash, hashCode(ctx.config.jwtSecret, userId, code))) return false;
  return markCodeUsed(ctx.db, live.id, now);
}

/** `POST /user/login/verify`: the password again, then the code. */
export async function verifyLogin(ctx: AppContext, input: VerifyInput, ip: string): Promise<LoginResult> {
  const codeLimit: RateLimitCheck = {
    key: rateLimitKeys.codeUsernameIp(input.username, ip),
    rule: ctx.config.rateLimits.codePerUsernameAndIp,
  };
  await assertUnderLimits(ctx, [codeLimit]);
  const user = await checkCredentials(ctx, input.username, input.password, ip);
  if (!(await acceptCode(ctx, user.id, input.code))) {
    await recordEvents(ctx, [codeLimit]);
    throw unauthenticated(authErrorData.invalidCode);
  }
  const result = await signedIn(ctx, user);
  if (input.remember2fa) {
    const rememberToken = randomToken();
    await insertRememberToken(ctx.db, {
      tokenHash: hashToken(rememberToken),
      userId: user.id,
      expiresAt: new Date(ctx.now().getTime() + limits.rememberTwoFactorDays * day),
    });
    result.remember_token = rememberToken;
  }
  return result;
}

/**
 * `POST /user/{id}/reset`: always answers the same. Looking the user up, storing the token and mailing
 * happen after the answer, so its timing does not tell whether the username exists.
 */
export async function requestPasswordReset(ctx: AppContext, username: string, ip: string): Promise<void> {
  const rules = ctx.config.rateLimits;
  await consumeLimits(ctx, [
    { key: rateLimitKeys.resetIp(ip), rule: rules.resetPerIp },
    { key: rateLimitKeys.resetUsername(username), rule: rules.resetPerUsername },
  ]);
  const requestedAt = ctx.now();
  ctx.tasks.run('password reset mail', async () => {
    const user = await findUserByUsername(ctx.db, username);
    if (!user || !user.active || !user.email) return;
    const link = await newPasswordLink(ctx, user.id, new Date(requestedAt.getTime() + limits.passwordResetMinutes * minute));
    await ctx.mailer.send(await passwordResetMail(user, link));
  });
}

/**
 * `PUT /user/{id}/password` with the uid and token of a mailed link (a reset link: within the hour; a
 * welcome link: within `limits.welcomeLinkDays`), once. A new
 * password ends every session and forgets "don't ask again" devices: whoever asked for a reset may be
 * locking out someone who knew the old password.
 */
export async function resetPassword(ctx: AppContext, pathId: number, input: NewPasswordInput): Promise<void> {
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
}
