import type { ResourceKey } from './key.js';
import type { ResourceLoader } from './cache.js';

/** A resource as a reader asks for it: its key and how to fetch it. */
export interface Resource<T> {
  key: ResourceKey;
  load: ResourceLoader<T>;
}
