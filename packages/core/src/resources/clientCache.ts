import type { FieldwatchClient } from '../api/client.js';
import { createResourceCache, type ResourceCache } from './cache.js';

const caches = new WeakMap<FieldwatchClient, ResourceCache>();

/**
 * The resource cache of `client`, made when first asked: every reader of that client (the dashboard,
 * each custom element of a page) shares it, and every write through that client invalidates in it.
 */
export function resourceCacheOf(client: FieldwatchClient): ResourceCache {
  let cache = caches.get(client);
  if (!cache) {
    const made = (cache = createResourceCache());
    caches.set(client, made);
    // what the server shows depends on who asks: another user (or none) reads everything again
    client.session?.subscribe((state, previous) => {
      if (state.user?.id !== previous.user?.id) made.invalidate([]);
    });
  }
  return cache;
}
