import {
  broadcastSync,
  createSubmissionQueue,
  indexedDbPersistence,
  legacyDatabaseName,
  scopedDatabaseName,
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
 * A submission queue for a web page, so a report that cannot be sent yet is not lost: kept in IndexedDB,
 * one database per API base and signed-in user (`fieldwatch-submissions <base> <user>`), tried again
 * when the browser comes back online, sent by one tab at a time (Web Locks), and gone from every tab's
 * list once one sent it (a BroadcastChannel). Reports kept before scopes existed (database
 * `fieldwatch-submissions`) move to the page's own `/api`. Pass it to `<FieldwatchProvider submissions>`.
 */
export function createBrowserSubmissionQueue(
  client: FieldwatchClient,
  options: Partial<Omit<SubmissionQueueOptions, 'client'>> = {},
): SubmissionQueue {
  return createSubmissionQueue({
    client,
    persistence: (scope) => indexedDbPersistence(scopedDatabaseName(scope)),
    legacy: indexedDbPersistence(legacyDatabaseName),
    sync: broadcastSync,
    onOnline: onBrowserOnline,
    ...options,
  });
}
