import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { ErrorCode, ValidationKey } from '../errors.js';
import type { ReportCreateInput } from '../schemas/report.js';
import type { SubmissionFile, SubmissionMode, SubmissionProgress } from './submitReport.js';

/** Why the last attempt failed, in catalogue words: an error code and the server's field keys. */
export interface SubmissionFailure {
  code: ErrorCode;
  fields: Record<string, ValidationKey>;
}

/**
 * - `waiting`: for the connection or the server; tried again with backoff and when the device is online
 * - `sending`: an attempt is under way
 * - `held`: the server refused it (a field, a file, a feature switched off); it waits for the person
 */
export type SubmissionStatus = 'waiting' | 'sending' | 'held';

/** A report that is not sent yet, everything needed to send it, and how far it got. */
export interface StoredSubmission {
  id: string;
  /** when it was handed over, ms since epoch */
  created: number;
  mode: SubmissionMode;
  /** user mode: the organization reported for */
  organizationId: number | null;
  input: ReportCreateInput;
  files: SubmissionFile[];
  progress: SubmissionProgress;
  status: SubmissionStatus;
  attempts: number;
  error: SubmissionFailure | null;
  /** files the server refused, by file id */
  fileErrors: Record<string, SubmissionFailure>;
}

/** Where submissions wait: IndexedDB in a browser (`indexedDbPersistence`), memory in tests. */
export interface SubmissionPersistence {
  getAll(): Promise<StoredSubmission[]>;
  put(submission: StoredSubmission): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Keeps submissions for the life of the page only (tests, or a browser without IndexedDB). */
export function memoryPersistence(initial: readonly StoredSubmission[] = []): SubmissionPersistence {
  const kept = new Map(initial.map((submission) => [submission.id, copy(submission)]));
  return {
    getAll: () => Promise.resolve([...kept.values()].map(copy)),
    // a submission that cannot be copied is a rejection, as from IndexedDB, not a throw
    put: (submission) => new Promise((resolve) => resolve(void kept.set(submission.id, copy(submission)))),
    delete: (id) => Promise.resolve(void kept.delete(id)),
  };
}

/** As a stored copy: no object is shared with the caller (blobs are immutable and kept as they are). */
function copy(submission: StoredSubmission): StoredSubmission {
  return {
    ...structuredClone({ ...submission, files: [] }),
    files: submission.files.map((file) => ({ ...file })),
  };
}

/**
 * Submissions in IndexedDB (through idb-keyval), one database per name. Blobs are stored as they are.
 * Nothing touches `indexedDB` before the first call, so importing this module is safe anywhere.
 */
export function indexedDbPersistence(databaseName = 'fieldwatch-submissions'): SubmissionPersistence {
  let store: UseStore | null = null;
  const database = () => (store ??= createStore(databaseName, 'submissions'));
  // async: a browser without IndexedDB answers with a rejection, which the queue handles, not a throw
  return {
    getAll: async () => values<StoredSubmission>(database()),
    put: async (submission) => set(submission.id, submission, database()),
    delete: async (id) => del(id, database()),
  };
}
