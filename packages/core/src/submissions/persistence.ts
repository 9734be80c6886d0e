import { createStore, del, get, promisifyRequest, set, update, values, type UseStore } from 'idb-keyval';
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
  /**
   * Its idempotency key, made when the person pressed Save: every try derives its create calls' keys
   * from it, so the server makes the report and each file once however often it is sent. Missing only
   * on a submission kept before keys existed (the queue gives it one when it reads it).
   */
  key: string;
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
  /** when the first try that got no answer at all failed, since the last answer; null while the server answers */
  unansweredSince?: number | null;
}

/** Who is sending a submission, and until when (a lease: a tab closed while sending lets go when it ends). */
export interface SubmissionClaim {
  owner: string;
  until: number;
}

/** Where submissions wait: IndexedDB in a browser (`indexedDbPersistence`), memory in tests. */
export interface SubmissionPersistence {
  getAll(): Promise<StoredSubmission[]>;
  /** One submission as stored now (another tab may have moved it on, or sent and removed it). */
  get?(id: string): Promise<StoredSubmission | undefined>;
  put(submission: StoredSubmission): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Removes and returns a submission in one step: of two tabs taking it, one gets it (moving the
   * submissions kept before scopes into a scope).
   */
  take?(id: string): Promise<StoredSubmission | undefined>;
  /**
   * Makes `claim.owner` the only sender of submission `id` until `claim.until`, in one step (read and
   * write in one transaction), unless another owner's claim has not ended at `now`. Resolves whether it
   * did. The queue's lock where the browser has no Web Locks.
   */
  claim?(id: string, claim: SubmissionClaim, now: number): Promise<boolean>;
  /** Ends `owner`'s claim on `id` (another owner's claim stays). */
  release?(id: string, owner: string): Promise<void>;
}

/** Whether `claim` may be replaced by `owner`'s: it is theirs, absent, or ended. */
const claimable = (claim: SubmissionClaim | undefined, owner: string, now: number) => !claim || claim.owner === owner || claim.until <= now;

/** Keeps submissions for the life of the page only (tests, or a browser without IndexedDB). */
export function memoryPersistence(initial: readonly StoredSubmission[] = []): SubmissionPersistence {
  const kept = new Map(initial.map((submission) => [submission.id, copy(submission)]));
  const claims = new Map<string, SubmissionClaim>();
  return {
    getAll: () => Promise.resolve([...kept.values()].map(copy)),
    get: (id) => Promise.resolve(kept.has(id) ? copy(kept.get(id) as StoredSubmission) : undefined),
    // a submission that cannot be copied is a rejection, as from IndexedDB, not a throw
    put: (submission) => new Promise((resolve) => resolve(void kept.set(submission.id, copy(submission)))),
    delete: (id) => Promise.resolve(void kept.delete(id)),
    take: (id) => {
      const submission = kept.get(id);
      kept.delete(id);
      return Promise.resolve(submission);
    },
    claim: (id, claim, now) => {
      if (!claimable(claims.get(id), claim.owner, now)) return Promise.resolve(false);
      claims.set(id, { ...claim });
      return Promise.resolve(true);
    },
    release: (id, owner) => Promise.resolve(void (claims.get(id)?.owner === owner && claims.delete(id))),
  };
}

/** As a stored copy: no object is shared with the caller (blobs are immutable and kept as they are). */
function copy(submission: StoredSubmission): StoredSubmission {
  return {
    ...structuredClone({ ...submission, files: [] }),
    files: submission.files.map((file) => ({ ...file })),
  };
}

/** The database of the submissions kept before queues had scopes (one per page origin). */
export const legacyDatabaseName = 'fieldwatch-submissions';

/** The IndexedDB database of one queue scope (`submissionScope`): `fieldwatch-submissions <base> <user>`. */
export const scopedDatabaseName = (scope: string) => `${legacyDatabaseName} ${scope}`;

/**
 * Submissions in IndexedDB (through idb-keyval), one database per name, and their claims in a second
 * one (`<name> claims`), so that writing a submission never overwrites a claim. Blobs are stored as they
 * are. Nothing touches `indexedDB` before the first call, so importing this module is safe anywhere.
 */
export function indexedDbPersistence(databaseName: string = legacyDatabaseName): SubmissionPersistence {
  let store: UseStore | null = null;
  let claimStore: UseStore | null = null;
  const database = () => (store ??= createStore(databaseName, 'submissions'));
  const claims = () => (claimStore ??= createStore(`${databaseName} claims`, 'claims'));
  // async: a browser without IndexedDB answers with a rejection, which the queue handles, not a throw
  return {
    getAll: async () => values<StoredSubmission>(database()),
    get: async (id) => get<StoredSubmission>(id, database()),
    put: async (submission) => set(submission.id, submission, database()),
    delete: async (id) => del(id, database()),
    // read and delete in one readwrite transaction: a second tab's transaction waits, then finds nothing
    take: async (id) =>
      database()('readwrite', (objects) => {
        const read = promisifyRequest<StoredSubmission | undefined>(objects.get(id));
        objects.delete(id);
        return read;
      }),
    claim: async (id, claim, now) => {
      let claimed = false;
      // idb-keyval's update reads and writes in one readwrite transaction
      await update<SubmissionClaim | undefined>(
        id,
        (current) => {
          claimed = claimable(current, claim.owner, now);
          return claimed ? claim : current;
        },
        claims(),
      );
      return claimed;
    },
    release: async (id, owner) =>
      update<SubmissionClaim | undefined>(id, (current) => (current?.owner === owner ? undefined : current), claims()),
  };
}
