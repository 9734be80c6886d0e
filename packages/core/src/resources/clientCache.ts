import type { FieldwatchClient } from '../api/client.js';
import { createResourceCache, type ResourceCache } from './cache.js';

const caches = new WeakMap<FieldwatchClient, ResourceCache>();

/**
 * The resource cache of `client`, made when first asked: every reader of that client (the dashboard,
 * each custom element of a page) shares it, and every write through that client invalidates in it.
 */
export function resourceCacheOf(client: FieldwatchClient): ResourceCache {
  let cache = caches.get(client);
  if (!cache) caches.set(client, (cache = createResourceCache()));
  return cache;
}
