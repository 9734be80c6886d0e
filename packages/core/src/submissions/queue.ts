import { createStore, type StoreApi } from 'zustand/vanilla';
import { toFieldwatchError, type FieldwatchClient } from '../api/client.js';
import { limits } from '../limits.js';
import type { Report, ReportCreateInput } from '../schemas/report.js';
import { createAnonymousTokens, type AnonymousTokens } from './anonymousTokens.js';
import { memoryPersistence, type StoredSubmission, type SubmissionFailure, type SubmissionPersistence } from './persistence.js';
import { isTransientError, noProgress, submitReport, type SubmissionFile, type SubmissionMode } from './submitReport.js';

/** A submission in the queue; `stored` is false when persistence failed and it lives in memory only. */
export type PendingSubmission = StoredSubmission & {
  stored: boolean;
  /** when the next try is due (ms since epoch), while `waiting` */
  nextAttemptAt: number | null;
};

/** What to send. Passing the `id` of a submission still in the queue replaces its report, keeping its progress. */
export interface SubmissionEntry {
  id?: string;
  mode: SubmissionMode;
  organizationId?: number | null;
  input: ReportCreateInput;
  files: readonly SubmissionFile[];
}

export type SubmitOutcome =
  | { status: 'sent'; id: string; report: Report }
  /** kept to be sent later; `stored` says whether it survives closing the page */
  | { status: 'queued'; id: string; stored: boolean; error: SubmissionFailure }
  /** refused by the server: kept, not tried again until submitted again */
  | { status: 'held'; id: string; stored: boolean; error: SubmissionFailure; fileErrors: Record<string, SubmissionFailure> };

export type SubmissionEvent =
  | { type: 'sent'; id: string; report: Report }
  | { type: 'queued'; id: string; error: SubmissionFailure }
  | { type: 'held'; id: string; error: SubmissionFailure };

export interface SubmissionQueueState {
  /** false until the submissions kept from an earlier page are read */
  loaded: boolean;
  /** oldest first */
  submissions: PendingSubmission[];
  /**
   * Keeps the submission (persistence first), then tries to send it unless `attempt` is false (the
   * device knows it is offline). Resolves once it is sent, queued or held.
   */
  submit(entry: SubmissionEntry, options?: { attempt?: boolean }): Promise<SubmitOutcome>;
  /** Tries now: one submission (held ones too), or every waiting one. */
  retry(id?: string): Promise<void>;
  /** Removes a submission without sending it. */
  discard(id: string): Promise<void>;
  /** Listens to submissions being sent, queued or held; returns the unsubscribe. */
  listen(listener: (event: SubmissionEvent) => void): () => void;
  /** Stops timers and the online subscription. */
  dispose(): void;
}

export type SubmissionQueue = StoreApi<SubmissionQueueState>;

export interface SubmissionQueueOptions {
  client: FieldwatchClient;
  /** @default memory only */
  persistence?: SubmissionPersistence;
  /** Subscribes to the device coming back online (a browser's `online` event); returns the unsubscribe. */
  onOnline?: (callback: () => void) => () => void;
  /** anonymous tokens; @default one source for this queue, so a token serves several submissions */
  tokens?: AnonymousTokens;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** new submission ids */
  newId?: () => string;
}

/** Backoff after the n-th failed try: 5 s, 10 s, 20 s, … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(limits.submissionRetryMs * 2 ** Math.max(0, attempts - 1), limits.submissionRetryMaxMs);
}

const failureOf = (error: unknown): SubmissionFailure => {
  const mapped = toFieldwatchError(error);
  return { code: mapped.code, fields: { ...mapped.fields } };
};

/**
 * The submission queue (docs/embedding.md "Offline and failed sends"): a report that cannot be sent
 * (offline, server down) is kept — in IndexedDB in a browser — and sent when the connection returns; a
 * report the server refuses is kept with the reasons for the person to fix. Nothing handed over is lost.
 * Submissions go one at a time through `submitReport`, resuming where the last try stopped.
 */
export function createSubmissionQueue(options: SubmissionQueueOptions): SubmissionQueue {
  const { client } = options;
  const persistence = options.persistence ?? memoryPersistence();
  const tokens = options.tokens ?? createAnonymousTokens(client);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const newId = options.newId ?? (() => `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const listeners = new Set<(event: SubmissionEvent) => void>();
  let timer: unknown = null;
  let disposed = false;
  // one try at a time: tries follow each other in the order they were asked for
  let chain: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const next = chain.then(task);
    chain = next.catch(() => undefined);
    return next;
  };

  const find = (id: string): PendingSubmission | undefined => store.getState().submissions.find((s) => s.id === id);
  const patch = (id: string, changes: Partial<PendingSubmission>) =>
    store.setState((state) => ({ submissions: state.submissions.map((s) => (s.id === id ? { ...s, ...changes } : s)) }));
  const emit = (event: SubmissionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  /** Writes the submission to persistence; returns whether it is stored. Never throws. */
  async function save(id: string): Promise<boolean> {
    const submission = find(id);
    if (!submission) return false;
    const { stored: _stored, nextAttemptAt: _next, ...kept } = submission;
    let stored = true;
    try {
      await persistence.put({ ...kept, status: kept.status === 'sending' ? 'waiting' : kept.status });
    } catch {
      // storage full or denied (private mode): it still waits in memory for this page
      stored = false;
    }
    if (find(id)) patch(id, { stored });
    return stored;
  }

  async function attempt(id: string): Promise<SubmitOutcome | null> {
    const submission = find(id);
    if (!submission || disposed) return null;
    patch(id, { status: 'sending', attempts: submission.attempts + 1, nextAttemptAt: null, error: null, fileErrors: {} });
    const fileErrors: Record<string, SubmissionFailure> = {};
    try {
      const report = await submitReport({
        client,
        mode: submission.mode,
        organizationId: submission.organizationId,
        input: submission.input,
        files: submission.files,
        progress: submission.progress,
        tokens,
        onProgress: async (progress) => {
          patch(id, { progress });
          await save(id);
        },
        onStep: (step) => {
          if (step.type === 'fileRefused') fileErrors[step.fileId] = failureOf(step.error);
        },
      });
      store.setState((state) => ({ submissions: state.submissions.filter((s) => s.id !== id) }));
      await persistence.delete(id).catch(() => undefined);
      emit({ type: 'sent', id, report });
      return { status: 'sent', id, report };
    } catch (error) {
      const failure = failureOf(error);
      if (isTransientError(error)) {
        const attempts = find(id)?.attempts ?? 1;
        patch(id, { status: 'waiting', error: failure, nextAttemptAt: now() + retryDelay(attempts) });
        const stored = await save(id);
        schedule();
        emit({ type: 'queued', id, error: failure });
        return { status: 'queued', id, stored, error: failure };
      }
      patch(id, { status: 'held', error: failure, fileErrors });
      const stored = await save(id);
      emit({ type: 'held', id, error: failure });
      return { status: 'held', id, stored, error: failure, fileErrors };
    }
  }

  /** One timer, for the earliest waiting submission. */
  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (disposed) return;
    const due = store
      .getState()
      .submissions.filter((s) => s.status === 'waiting' && s.nextAttemptAt !== null)
      .map((s) => s.nextAttemptAt as number);
    if (due.length === 0) return;
    timer = setTimer(
      () => {
        timer = null;
        void sendDue(false);
      },
      Math.max(0, Math.min(...due) - now()),
    );
  }

  /** Tries every waiting submission whose time has come (all of them when `all`). */
  function sendDue(all: boolean): Promise<void> {
    const ids = store
      .getState()
      .submissions.filter((s) => s.status === 'waiting' && (all || s.nextAttemptAt === null || s.nextAttemptAt <= now()))
      .map((s) => s.id);
    return Promise.all(ids.map((id) => serially(() => (find(id)?.status === 'waiting' ? attempt(id) : Promise.resolve(null))))).then(() =>
      schedule(),
    );
  }

  const store: SubmissionQueue = createStore<SubmissionQueueState>()(() => ({
    loaded: false,
    submissions: [],

    submit: (entry, submitOptions = {}) =>
      serially(async () => {
        const earlier = entry.id ? find(entry.id) : undefined;
        const id = earlier?.id ?? entry.id ?? newId();
        const submission: PendingSubmission = {
          id,
          created: earlier?.created ?? now(),
          mode: entry.mode,
          organizationId: entry.organizationId ?? null,
          input: entry.input,
          files: [...entry.files],
          progress: earlier?.progress ?? noProgress(),
          status: 'waiting',
          attempts: earlier?.attempts ?? 0,
          error: null,
          fileErrors: {},
          stored: false,
          nextAttemptAt: null,
        };
        store.setState((state) => ({
          submissions: earlier ? state.submissions.map((s) => (s.id === id ? submission : s)) : [...state.submissions, submission],
        }));
        // kept before the first try: closing the page during the try loses nothing
        const stored = await save(id);
        if (submitOptions.attempt === false) {
          const error: SubmissionFailure = { code: 'NETWORK_ERROR', fields: {} };
          patch(id, { error, nextAttemptAt: now() + retryDelay(1) });
          schedule();
          emit({ type: 'queued', id, error });
          return { status: 'queued', id, stored, error } as const;
        }
        return (await attempt(id)) ?? { status: 'queued', id, stored, error: { code: 'NETWORK_ERROR', fields: {} } };
      }),

    retry: async (id) => {
      if (id === undefined) return sendDue(true);
      await serially(() => (find(id) && find(id)?.status !== 'sending' ? attempt(id) : Promise.resolve(null)));
      schedule();
    },

    discard: (id) =>
      serially(async () => {
        store.setState((state) => ({ submissions: state.submissions.filter((s) => s.id !== id) }));
        await persistence.delete(id).catch(() => undefined);
        schedule();
      }),

    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    dispose: () => {
      disposed = true;
      unsubscribeOnline?.();
      if (timer !== null) clearTimer(timer);
      timer = null;
      listeners.clear();
    },
  }));

  const unsubscribeOnline = options.onOnline?.(() => void store.getState().retry());

  // submissions kept by an earlier page: shown at once, then tried (held ones wait for their person)
  void serially(async () => {
    let kept: StoredSubmission[] = [];
    try {
      kept = await persistence.getAll();
    } catch {
      // no storage to read: nothing was kept
    }
    const known = new Set(store.getState().submissions.map((s) => s.id));
    const restored = kept
      .filter((s) => !known.has(s.id))
      .map((s): PendingSubmission => ({ ...s, status: s.status === 'held' ? 'held' : 'waiting', stored: true, nextAttemptAt: null }));
    store.setState((state) => ({
      loaded: true,
      submissions: [...restored, ...state.submissions].sort((a, b) => a.created - b.created),
    }));
  }).then(() => sendDue(true));

  return store;
}
