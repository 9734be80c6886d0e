import type { FieldwatchClient } from '../api/client.js';
import { resourceCacheOf } from './clientCache.js';
import type { ResourceKey } from './key.js';

/** What a write changed in the resources of its client. */
export interface Written {
  /** families or keys whose data changed: fetched again where read */
  invalidate?: readonly ResourceKey[];
  /** keys that no longer exist (a deletion): nothing fetched again */
  discard?: readonly ResourceKey[];
  /** a key whose newest version is the write's answer */
  set?: ResourceKey;
}

/**
 * Tells the cache of `client` what a write changed, once the server took it; passes the answer on.
 * `what` may depend on the answer (the report an upload returns).
 */
export const written =
  <T>(client: FieldwatchClient, what: Written | ((answer: T) => Written)) =>
  (answer: T): T => {
    const cache = resourceCacheOf(client);
    const { invalidate = [], discard = [], set } = typeof what === 'function' ? what(answer) : what;
    if (set) cache.set(set, answer);
    discard.forEach((key) => cache.discard(key));
    invalidate.forEach((key) => cache.invalidate(key));
    return answer;
  };
