/**
 * Broadcasts (docs/messages.md): a message from an organization's admins to its field — everyone, chosen
 * users or one role — stored once per recipient, shown in each recipient's inbox and mailed to those with
 * an address.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idSchema, wholeNumberSchema, requiredString } from './common.js';

export const broadcastTypes = ['everyone', 'users', 'role'] as const;
export type BroadcastType = (typeof broadcastTypes)[number];

/**
 * `POST /organization/{id}/broadcast`. `recipients` are user ids (`users`: active users of that
 * organization, at least one) or one role id (`role`); empty for `everyone` (the organization's active users).
 */
export const broadcastInputSchema = z
  .strictObject({
    subject: requiredString(limits.broadcastSubjectMax, 'messageSubjectExceeded'),
    content: requiredString(limits.broadcastMessageMax, 'messageTextExceeded'),
    type: z.enum(broadcastTypes, { error: 'required' }),
    recipients: z._default(z.array(idSchema).check(z.maxLength(limits.broadcastRecipientsMax, 'invalidValue')), []),
  })
  .check(
    z.refine((input) => input.type === 'everyone' || input.recipients.length > 0, { path: ['recipients'], message: 'required' }),
    z.refine((input) => input.type !== 'role' || input.recipients.length <= 1, { path: ['recipients'], message: 'invalidValue' }),
  );
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

/** A sent broadcast, as its organization's admins list it (`GET /organization/{id}/broadcasts`, newest first). */
export const broadcastSchema = z.object({
  id: z.int(),
  organization: z.object({ id: z.int(), name: z.string() }),
  subject: z.string(),
  content: z.string(),
  type: z.enum(broadcastTypes),
  recipients: z.array(z.int()),
  /** how many users it was delivered to, and how many of them have read it */
  delivered: z.int(),
  read: z.int(),
  author: z.nullable(z.object({ id: z.int(), username: z.string() })),
  created_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/**
 * One message in the signed-in user's inbox (`GET /user/me/messages`, unread first, then newest first;
 * the answer's `unread` counts all unread ones). `PUT /user/me/messages/{id}/read` marks one read.
 */
export const userMessageSchema = z.object({
  id: z.int(),
  organization: z.object({ id: z.int(), name: z.string() }),
  subject: z.string(),
  content: z.string(),
  author: z.nullable(z.object({ id: z.int(), username: z.string() })),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type UserMessage = z.infer<typeof userMessageSchema>;
export const userMessagesQuerySchema = z.strictObject({
  unread: z.optional(z.enum(['1', '0'])),
  offset: z._default(wholeNumberSchema(0, limits.idMax), 0),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
});
export type UserMessagesQuery = z.input<typeof userMessagesQuerySchema>;
