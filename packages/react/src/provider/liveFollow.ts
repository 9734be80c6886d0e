/**
 * The live updates' code (core's stream reader and eventsource-parser), in a chunk of its own: loaded
 * by `useLiveUpdates` only when a component follows them, so an embed without `live` never downloads it.
 */
import { followLiveUpdates, liveUpdatesOf, resourceCacheOf, type FieldwatchClient, type LiveTargets } from '@fieldwatch/core';

export function follow(client: FieldwatchClient, targets: Omit<LiveTargets, 'cache'>, cache: boolean): () => void {
  return followLiveUpdates(liveUpdatesOf(client), { ...targets, cache: cache ? resourceCacheOf(client) : undefined });
}
