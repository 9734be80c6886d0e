/**
 * Re-authentication (docs/sign-in.md): a signed-in user who changes their own password, email
 * address or second factor proves again that they are that user, so that a session left open on a
 * shared computer or a stolen access token cannot take the account over. After such a change every
 * other session ends, "don't ask again" devices are forgotten and the user is told by mail.
 */
import type { AppContext } from '../context.js';
import { deleteRememberTokens, revokeUserFamilies } from '../db/queries/auth.js';
import type { UserRecord } from '../db/queries/users.js';
import { invalidFields } from '../errors.js';
import { securityChangeMail, type SecurityChange } from '../mail/messages.js';
import { queueMails } from '../mail/queue.js';
import { isUsablePasswordHash, verifyPassword } from './passwords.js';
import { claimAttempts, giveBackAttempts, rateLimitKeys } from './rateLimits.js';

/**
 * Accepts when `password` is the user's current password; otherwise 422 with the field
 * `current_password` (required, or currentPasswordInvalid). Every attempt is claimed on the user's
 * re-authentication limit first (429 past it) and a right answer gives its claim back, so a stolen
 * session cannot guess the password through here.
 */
export async function confirmCurrentPassword(ctx: AppContext, user: UserRecord, password: string | undefined): Promise<void> {
  if (password === undefined || password === '') throw invalidFields({ current_password: 'required' });
  // claimed before the check, so that parallel guesses cannot all get through (services/rateLimits.ts)
  const claims = await claimAttempts(ctx, [{ key: rateLimitKeys.reauthUser(user.id), rule: ctx.config.rateLimits.reauthPerUser }]);
  if (!isUsablePasswordHash(user.passwordHash) || !(await verifyPassword(user.passwordHash, password))) {
    throw invalidFields({ current_password: 'currentPasswordInvalid' });
  }
  await giveBackAttempts(ctx, claims);
}

/**
 * After a change to the user's own credentials: ends every other session (the one that made the change
 * stays, `keepFamilyId`), forgets remembered second-factor devices and mails the user (at
 * `previousEmail` too when the address itself changed, so that the owner hears of it).
 */
export async function credentialsChanged(
  ctx: AppContext,
  user: UserRecord,
  change: SecurityChange,
  keepFamilyId: string | undefined,
  previousEmail?: string | null,
): Promise<void> {
  const now = ctx.now();
  await revokeUserFamilies(ctx.db, user.id, now, keepFamilyId);
  await deleteRememberTokens(ctx.db, user.id);
  const addresses = new Set([user.email, previousEmail].filter((address): address is string => !!address));
  const mails = [];
  for (const email of addresses)
    mails.push(await securityChangeMail({ email, username: user.username, language: user.language }, change, now));
  await queueMails(ctx, mails);
}
