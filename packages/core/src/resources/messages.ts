import { listBroadcasts, listMyMessages, type UserMessagesPage } from '../api/broadcasts.js';
import type { FieldwatchClient } from '../api/client.js';
import type { Broadcast } from '../schemas/broadcast.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** How many of an organization's latest broadcasts its Messages page lists. */
export const recentBroadcastsShown = 20;

/** An organization's latest broadcasts, with their delivered and read counts; a send reads them again. */
export const broadcastsResource = (client: FieldwatchClient, organizationId: number): Resource<Broadcast[]> => ({
  key: resourceKeys.broadcasts(organizationId),
  load: (signal) => listBroadcasts(client, organizationId, { limit: recentBroadcastsShown, signal }).then((page) => page.data),
});

/** A page of the signed-in user's inbox and its unread count; marking one read (or a send) reads it again. */
export const messagesResource = (
  client: FieldwatchClient,
  query: { unread?: boolean; offset?: number; limit?: number } = {},
): Resource<UserMessagesPage> => ({
  key: resourceKeys.messages(JSON.stringify(query)),
  load: (signal) => listMyMessages(client, { ...query, signal }),
});
