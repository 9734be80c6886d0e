import type { Broadcast, BroadcastInput, UserMessage } from '../schemas/broadcast.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient, ListResult } from './client.js';
import { idempotencyHeader, type IdempotencyOptions } from './idempotency.js';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET /organization/{id}/broadcasts?offset&limit`: what its admins sent, newest first. */
export const listBroadcasts = (
  client: FieldwatchClient,
  organizationId: number,
  request: { offset?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<ListResult<Broadcast>> => {
  const query: Record<string, number> = {};
  if (request.offset !== undefined) query.offset = request.offset;
  if (request.limit !== undefined) query.limit = request.limit;
  return client.requestList<Broadcast>(`/organization/${organizationId}/broadcasts`, { query, ...withSignal(request.signal) });
};

/** `POST /organization/{id}/broadcast`: delivers to every recipient's inbox, and by email to those with an address. */
export const sendBroadcast = (client: FieldwatchClient, organizationId: number, input: BroadcastInput, options?: IdempotencyOptions) =>
  client
    .request<Broadcast>(`/organization/${organizationId}/broadcast`, { method: 'POST', body: input, headers: idempotencyHeader(options) })
    .then(written(client, { invalidate: [resourceKeys.broadcasts(organizationId), ['messages']] }));

/** The signed-in user's inbox: a page, and how many are unread in all. */
export type UserMessagesPage = ListResult<UserMessage> & { unread: number };

/** `GET /user/me/messages?unread=1|0&offset&limit`: unread first, then newest first. */
export const listMyMessages = (
  client: FieldwatchClient,
  request: { unread?: boolean; offset?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<UserMessagesPage> => {
  const query: Record<string, string | number> = {};
  if (request.unread !== undefined) query.unread = request.unread ? '1' : '0';
  if (request.offset !== undefined) query.offset = request.offset;
  if (request.limit !== undefined) query.limit = request.limit;
  // the whole answer, not only its `data`: the list envelope carries `unread` beside `total`
  return client.requestList<UserMessage>('/user/me/messages', { query, ...withSignal(request.signal) }) as Promise<UserMessagesPage>;
};

/** `PUT /user/me/messages/{id}/read`: marks one of the user's messages read (again: no change). */
export const markMessageRead = (client: FieldwatchClient, messageId: number) =>
  client
    .request<UserMessage>(`/user/me/messages/${messageId}/read`, { method: 'PUT' })
    .then(written(client, { invalidate: [['messages']] }));
