/**
 * Where a resource is: `idle` (nobody asked yet), `loading` (asked, nothing known yet), `success` or
 * `error` (the last answer). `fetching` is true while a request is under way, also when data is shown
 * meanwhile (a refetch after an invalidation).
 */
export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

export interface ResourceState<T> {
  status: ResourceStatus;
  /** the last data received; kept through a refetch and a failed refetch */
  data: T | undefined;
  /** what the last request failed with; null after a success */
  error: unknown;
  fetching: boolean;
}

/** The state of a key nobody asked for: one object, so a snapshot of it is always the same. */
export const idleState: ResourceState<never> = Object.freeze({ status: 'idle', data: undefined, error: null, fetching: false });
