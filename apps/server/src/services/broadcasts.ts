/**
 * Broadcasts (docs/messages.md): an organization's admins send a message to its active users — all of
 * them, chosen ones, or those of one role. Delivery is fixed when it is sent: one inbox row per
 * recipient, then one mail per recipient with an address, in that recipient's language. The author is
 * never a recipient of their own broadcast (it is on their Messages page). Needs option
 * `broadcasts_enabled` to send and list; the inbox stays readable without it, since what was delivered
 * belongs to its recipients.
 */
import {
  canSendBroadcasts,
  roleById,
  type Actor,
  type Broadcast,
  type BroadcastType,
  type broadcastInputSchema,
  type UserMessage,
  type UserMessagesPage,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import {
  countBroadcasts,
  countInbox,
  insertBroadcast,
  markInboxRead,
  selectActiveRecipients,
  selectBroadcasts,
  selectInbox,
  type BroadcastRecord,
  type InboxRecord,
  type RecipientRow,
} from '../db/queries/broadcasts.js';
import { ApiError, forbidden, invalidFields, notFound } from '../errors.js';
import { broadcastMail } from '../mail/messages.js';
import { queueMails } from '../mail/queue.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';

export type BroadcastInput = z.output<typeof broadcastInputSchema>;

const authorOf = (record: { authorId: number | null; authorUsername: string | null }) =>
  record.authorId === null || record.authorUsername === null ? null : { id: record.authorId, username: record.authorUsername };

function toApiBroadcast(record: BroadcastRecord): Broadcast {
  return {
    id: record.id,
    organization: { id: record.organizationId, name: record.organizationName },
    subject: record.subject,
    content: record.content,
    type: record.type as BroadcastType,
    recipients: record.recipients,
    delivered: record.delivered,
    read: record.read,
    author: authorOf(record),
    created_at: record.createdAt.toISOString(),
  };
}

function toApiMessage(record: InboxRecord): UserMessage {
  return {
    id: record.id,
    organization: { id: record.organizationId, name: record.organizationName },
    subject: record.subject,
    content: record.content,
    author: authorOf(record),
    created_at: record.createdAt.toISOString(),
    read_at: record.readAt?.toISOString() ?? null,
  };
}

/** Broadcasts on (403 otherwise), the organization visible (404) and the caller one of its admins (403). */
async function assertBroadcaster(ctx: AppContext, actor: Actor, organizationId: number): Promise<void> {
  if ((await readOptions(ctx)).broadcasts_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!canSendBroadcasts(actor)) throw forbidden();
}

export async function listBroadcasts(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  page: { offset: number; limit: number },
): Promise<{ data: Broadcast[]; total: number }> {
  await assertBroadcaster(ctx, actor, organizationId);
  const [records, total] = await Promise.all([
    selectBroadcasts(ctx.db, { organizationId, ...page }),
    countBroadcasts(ctx.db, organizationId),
  ]);
  return { data: records.map(toApiBroadcast), total };
}

/**
 * Who gets it: every named user must be an active user of the organization, and a role must exist;
 * otherwise 400 on `recipients` and nothing is sent.
 */
async function resolveRecipients(ctx: AppContext, organizationId: number, input: BroadcastInput): Promise<RecipientRow[]> {
  switch (input.type) {
    case 'everyone':
      return selectActiveRecipients(ctx.db, organizationId);
    case 'users': {
      const named = [...new Set(input.recipients)];
      const found = await selectActiveRecipients(ctx.db, organizationId, { userIds: named });
      if (found.length !== named.length) throw invalidFields({ recipients: 'invalidValue' });
      return found;
    }
    case 'role': {
      const roleId = input.recipients[0]!;
      if (!roleById(roleId)) throw invalidFields({ recipients: 'invalidValue' });
      return selectActiveRecipients(ctx.db, organizationId, { roleId });
    }
  }
}

export async function sendBroadcast(ctx: AppContext, actor: Actor, organizationId: number, input: BroadcastInput): Promise<Broadcast> {
  await assertBroadcaster(ctx, actor, organizationId);
  const recipients = (await resolveRecipients(ctx, organizationId, input)).filter((user) => user.id !== actor.id);
  const recipientIds = input.type === 'everyone' ? [] : [...new Set(input.recipients)];
  const id = await ctx.db.transaction((tx) =>
    insertBroadcast(
      tx,
      {
        organizationId,
        subject: input.subject,
        content: input.content,
        type: input.type,
        recipients: recipientIds,
        authorId: actor.id,
        createdAt: ctx.now(),
      },
      recipients.map((user) => user.id),
    ),
  );
  const [record] = await selectBroadcasts(ctx.db, { organizationId, broadcastId: id });
  const broadcast = toApiBroadcast(record!);
  await mailBroadcast(ctx, broadcast, recipients);
  return broadcast;
}

/**
 * One mail per recipient with an address (never a shared To: list), queued after the broadcast is
 * stored, one job each: a refused mail is tried again alone and the others still go. The message is in
 * every inbox whatever the mail does.
 */
async function mailBroadcast(ctx: AppContext, broadcast: Broadcast, recipients: readonly RecipientRow[]): Promise<void> {
  const mails = [];
  for (const user of recipients) if (user.email !== '') mails.push(await broadcastMail(user, broadcast, ctx.config.publicUrl));
  await queueMails(ctx, mails);
}

export async function listMyMessages(
  ctx: AppContext,
  actor: Actor,
  query: { unread?: '1' | '0' | undefined; offset: number; limit: number },
): Promise<UserMessagesPage> {
  const unread = query.unread === undefined ? undefined : query.unread === '1';
  const [records, total, unreadCount] = await Promise.all([
    selectInbox(ctx.db, { userId: actor.id, unread, offset: query.offset, limit: query.limit }),
    countInbox(ctx.db, { userId: actor.id, unread }),
    countInbox(ctx.db, { userId: actor.id, unread: true }),
  ]);
  return { data: records.map(toApiMessage), total, unread: unreadCount };
}

/** Only one's own messages: another user's (or none) is 404. Reading again keeps the first time. */
export async function markMyMessageRead(ctx: AppContext, actor: Actor, messageId: number): Promise<UserMessage> {
  if (!(await markInboxRead(ctx.db, actor.id, messageId, ctx.now()))) throw notFound();
  const [record] = await selectInbox(ctx.db, { userId: actor.id, messageId });
  return toApiMessage(record!);
}
