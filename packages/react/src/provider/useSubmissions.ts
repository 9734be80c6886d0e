import type { SubmissionQueue, SubmissionQueueState } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

/** The provider's submission queue (reports kept on the device), or null when forms send directly. */
export function useSubmissionQueue(): SubmissionQueue | null {
  return useFieldwatch().submissions;
}

// stands in for a missing queue, so the hook below is called the same way either way
const empty: SubmissionQueueState = {
  loaded: true,
  scope: '',
  submissions: [],
  submit: () => Promise.reject(new Error('no submission queue in <FieldwatchProvider>')),
  retry: () => Promise.resolve(undefined),
  discard: () => Promise.resolve(undefined),
  listen: () => () => undefined,
  dispose: () => undefined,
};
const noQueue = { getState: () => empty, subscribe: () => () => undefined };

/** Subscribes to one piece of the submission queue, e.g. `useSubmissions((s) => s.submissions.length)`. */
export function useSubmissions<T>(selector: (state: SubmissionQueueState) => T): T {
  return useStoreSelector(useFieldwatch().submissions ?? noQueue, selector);
}
