import {
  createSubmissionQueue,
  indexedDbPersistence,
  type FieldwatchClient,
  type SubmissionQueue,
  type SubmissionQueueOptions,
} from '@fieldwatch/core';

/** The browser's `online` event as the queue's signal (core itself touches no `window`). */
export function onBrowserOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}

/**
 * A submission queue for a web page, so a report that cannot be sent yet is not lost: kept in IndexedDB
 * (database `fieldwatch-submissions`), tried again when the browser comes back online. Pass it to
 * `<FieldwatchProvider submissions>`.
 */
export function createBrowserSubmissionQueue(
  client: FieldwatchClient,
  options: Partial<Omit<SubmissionQueueOptions, 'client'>> = {},
): SubmissionQueue {
  return createSubmissionQueue({ client, persistence: indexedDbPersistence(), onOnline: onBrowserOnline, ...options });
}
