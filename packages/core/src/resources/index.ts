export type { ResourceKey } from './key.js';
export { idleState, type ResourceState, type ResourceStatus } from './state.js';
export { createResourceCache, type ResourceCache, type ResourceLoader } from './cache.js';
export { resourceCacheOf } from './clientCache.js';
export { resourceKeys } from './keys.js';
export type { Resource } from './resource.js';
export * from './resources.js';
export { activityResource, moreActivity, type ActivityPages } from './activity.js';
export { written, type Written } from './written.js';
