import { useEffect, useRef } from 'react';
import { broadcastsResource, messagesResource } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useSession } from '../provider/useSession.js';
import { useResource } from './useResource.js';

const selectUserId = (s: { user: { id: number } | null }) => s.user?.id ?? null;

/** How often the unread count is asked again while a page shows it. */
const unreadRefreshMs = 60_000;

/** An organization's latest broadcasts (`GET /organization/{id}/broadcasts`); a send reads them again. */
export function useBroadcasts(organizationId: number | null) {
  const client = useClient();
  return useResource(client, organizationId === null ? null : broadcastsResource(client, organizationId));
}

/** The first `limit` messages of the signed-in user's inbox, unread first, and the unread count. */
export function useMyMessages(limit: number) {
  const client = useClient();
  const signedIn = useSession(selectUserId) !== null;
  return useResource(client, signedIn ? messagesResource(client, { limit }) : null);
}

/**
 * How many of the signed-in user's messages are unread (null until known, or while not `enabled`): asked
 * again when `refreshOn` changes (the path shown, so each navigation refreshes it) and every minute;
 * marking one read or sending one updates it at once.
 */
export function useUnreadMessages(refreshOn?: unknown, enabled = true): number | null {
  const client = useClient();
  const signedIn = useSession(selectUserId) !== null && enabled;
  const view = useResource(client, signedIn ? messagesResource(client, { unread: true, limit: 1 }) : null);
  const { refetch } = view;
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setInterval(() => void refetch(), unreadRefreshMs);
    return () => clearInterval(timer);
  }, [signedIn, refetch]);
  // the first value is read as the hook subscribes; each later change of `refreshOn` reads it again
  const seen = useRef(refreshOn);
  useEffect(() => {
    if (Object.is(seen.current, refreshOn)) return;
    seen.current = refreshOn;
    if (signedIn) void refetch();
  }, [signedIn, refetch, refreshOn]);
  return view.data?.unread ?? null;
}
