/**
 * A resource's name in the cache: a path from the general to the particular, e.g. `['folders', 4]`.
 * Keys that start with the same parts form a family that one invalidation reaches (`['folders']`).
 */
export type ResourceKey = readonly (string | number | boolean | null)[];

/** One string per key, for looking entries up. */
export const hashKey = (key: ResourceKey): string => JSON.stringify(key);

/** Whether `key` is `prefix` or lies under it. */
export const startsWith = (key: ResourceKey, prefix: ResourceKey): boolean =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);
