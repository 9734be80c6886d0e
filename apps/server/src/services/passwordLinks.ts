/**
 * The set-password links mailed to a user (docs/sign-in.md): the password-reset link and the welcome of
 * an account created without a password. Both are a random token stored hashed in `password_resets`,
 * used once through `PUT /user/{id}/password`; only their lifetime differs.
 */
import { limits } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { insertPasswordReset } from '../db/queries/auth.js';
import type { UserRecord } from '../db/queries/users.js';
import { welcomeMail } from '../mail/messages.js';
import { queueMails } from '../mail/queue.js';
import { hashToken, randomToken } from './secrets.js';

const day = 24 * 60 * 60 * 1000;

/** Stores a new token for the user and answers its link `PUBLIC_URL/confirm-password?uid=…&token=…`. */
export async function newPasswordLink(ctx: AppContext, userId: number, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await insertPasswordReset(ctx.db, { tokenHash: hashToken(token), userId, expiresAt });
  return `${ctx.config.publicUrl}/confirm-password?uid=${userId}&token=${token}`;
}

/**
 * Welcomes a new user by email (nothing when they have no address). `withLink`: the account has no
 * password yet, and the mail carries a link to choose one, valid `limits.welcomeLinkDays`. The token is
 * stored before the answer, the mail queued with it; it goes out after it.
 */
export async function sendWelcome(ctx: AppContext, user: UserRecord, withLink: boolean): Promise<void> {
  if (!user.email) return;
  const link = withLink ? await newPasswordLink(ctx, user.id, new Date(ctx.now().getTime() + limits.welcomeLinkDays * day)) : undefined;
  await queueMails(ctx, [await welcomeMail(user, ctx.config.publicUrl, link)]);
}
