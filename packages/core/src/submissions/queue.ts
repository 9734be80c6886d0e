import { createStore, type StoreApi } from 'zustand/vanilla';
import { absoluteBase, hasAnswered, rememberAnswered } from '../api/answered.js';
import { toFieldwatchError, type FieldwatchClient } from '../api/client.js';
import { newIdempotencyKey } from '../api/idempotency.js';
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
  | { status: 'held'; id: string; stored: boolean; error: SubmissionFailure; fileErrors: Record<string, SubmissionFailure> }
  /**
   * No answer, from an API base that never answered on this device (a mistyped address, a server that
   * was never there): not kept anywhere, the caller still has it. `error.code` is `API_UNREACHABLE`.
   */
  | { status: 'unreachable'; id: string; error: SubmissionFailure };

export type SubmissionEvent =
  | { type: 'sent'; id: string; report: Report }
  | { type: 'queued'; id: string; error: SubmissionFailure }
  | { type: 'held'; id: string; error: SubmissionFailure }
  /** another tab (or page) sent it: gone from this queue without being sent from here */
  | { type: 'sentElsewhere'; id: string };

export interface SubmissionQueueState {
  /** false until the submissions kept from an earlier page are read */
  loaded: boolean;
  /** whose submissions these are: `submissionScope` of the client now (API base and user) */
  scope: string;
  /** oldest first */
  submissions: PendingSubmission[];
  /**
   * Keeps the submission (persistence first), then tries to send it unless `attempt` is false (the
   * device knows it is offline). Resolves once it is sent, queued, held, or found unreachable.
   */
  submit(entry: SubmissionEntry, options?: { attempt?: boolean }): Promise<SubmitOutcome>;
  /** Tries now: one submission (held ones too), or every waiting one. */
  retry(id?: string): Promise<void>;
  /** Removes a submission without sending it. */
  discard(id: string): Promise<void>;
  /** Listens to submissions being sent, queued or held; returns the unsubscribe. */
  listen(listener: (event: SubmissionEvent) => void): () => void;
  /** Stops timers and the online, session and other-tab subscriptions. */
  dispose(): void;
}

export type SubmissionQueue = StoreApi<SubmissionQueueState>;

/** The part of the Web Locks API the queue uses (`navigator.locks`). */
export interface SubmissionLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Tells the other tabs of a scope that its submissions changed, and hears them (a BroadcastChannel). */
export interface SubmissionSync {
  post(): void;
  listen(callback: () => void): () => void;
  close(): void;
}

export interface SubmissionQueueOptions {
  client: FieldwatchClient;
  /**
   * Where submissions wait: one store for every scope, or a store per scope (`submissionScope`), which
   * a browser needs so that a queue only sees its API base's and user's submissions.
   * @default memory only
   */
  persistence?: SubmissionPersistence | ((scope: string) => SubmissionPersistence);
  /**
   * The store of the submissions kept before queues had scopes: its submissions move into the scope of
   * the page's own API base (`/api`), anonymous ones into whoever's scope, a signed-in user's only into a
   * signed-in scope.
   */
  legacy?: SubmissionPersistence;
  /**
   * Web Locks, under which one queue of a scope sends at a time. Null or missing: each submission is
   * claimed in persistence (`claim`) for `leaseMs` while it is sent.
   * @default `navigator.locks` where there is one
   */
  locks?: SubmissionLocks | null;
  /** how long a claim holds without a step of progress (the fallback lock) @default 2 minutes */
  leaseMs?: number;
  /** The other tabs of a scope, to hear of their changes (`broadcastSync`). @default none */
  sync?: (scope: string) => SubmissionSync | null;
  /** Subscribes to the device coming back online (a browser's `online` event); returns the unsubscribe. */
  onOnline?: (callback: () => void) => () => void;
  /** anonymous tokens; @default one source for this queue, so a token serves several submissions */
  tokens?: AnonymousTokens;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** new submission ids */
  newId?: () => string;
  /** new idempotency keys @default `newIdempotencyKey` */
  newKey?: () => string;
}

/** Backoff after the n-th failed try: 5 s, 10 s, 20 s, … up to 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(limits.submissionRetryMs * 2 ** Math.max(0, attempts - 1), limits.submissionRetryMaxMs);
}

/** Whose submissions a queue of `client` holds: its absolute API base and the signed-in user's id, or `anonymous`. */
export function submissionScope(client: FieldwatchClient): string {
  return `${absoluteBase(client.baseURL)} ${client.session?.getState().user?.id ?? 'anonymous'}`;
}

/** A `SubmissionSync` on a BroadcastChannel named after the scope; null where there is none (Node, old browsers). */
export function broadcastSync(scope: string): SubmissionSync | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(`fieldwatch-submissions ${scope}`);
  return {
    post: () => channel.postMessage('changed'),
    listen: (callback) => {
      channel.addEventListener('message', callback);
      return () => channel.removeEventListener('message', callback);
    },
    close: () => channel.close(),
  };
}

const failureOf = (error: unknown): SubmissionFailure => {
  const mapped = toFieldwatchError(error);
  return { code: mapped.code, fields: { ...mapped.fields } };
};

const unreachable: SubmissionFailure = { code: 'API_UNREACHABLE', fields: {} };
const notFieldwatch: SubmissionFailure = { code: 'NOT_FIELDWATCH', fields: {} };

/** Ran under the scope's lock, or not run because another queue holds the submission. */
const busyElsewhere = Symbol('busy elsewhere');

/**
 * The submission queue (docs/embedding.md "Offline and failed sends"): a report that cannot be sent
 * (offline, server down) is kept — in IndexedDB in a browser — and sent when the connection returns; a
 * report the server refuses is kept with the reasons for the person to fix. Nothing handed over is lost,
 * and nothing is sent twice: each submission carries its idempotency key, one queue of a scope (API
 * base and user) sends at a time (Web Locks, else a claim in persistence), and each try starts from the
 * submission as stored, which another tab may have sent or moved on. Submissions go one at a time
 * through `submitReport`, resuming where the last try stopped.
 */
export function createSubmissionQueue(options: SubmissionQueueOptions): SubmissionQueue {
  const { client } = options;
  const tokens = options.tokens ?? createAnonymousTokens(client);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const newId = options.newId ?? (() => `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const newKey = options.newKey ?? newIdempotencyKey;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const locks =
    options.locks === undefined ? ((globalThis.navigator as { locks?: SubmissionLocks } | undefined)?.locks ?? null) : options.locks;
  // this queue, as the owner of its claims
  const owner = newKey();
  const single = typeof options.persistence === 'function' ? null : (options.persistence ?? memoryPersistence());
  const persistenceFor = (scope: string) => single ?? (options.persistence as (scope: string) => SubmissionPersistence)(scope);
  const listeners = new Set<(event: SubmissionEvent) => void>();
  // submissions kept in memory only, by scope: a scope left and come back to finds them again
  const unstored = new Map<string, PendingSubmission[]>();
  let scope = submissionScope(client);
  let persistence = persistenceFor(scope);
  let sync: SubmissionSync | null = null;
  let unsubscribeSync: (() => void) | null = null;
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
  const remove = (id: string) => store.setState((state) => ({ submissions: state.submissions.filter((s) => s.id !== id) }));
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
      sync?.post();
    } catch {
      // storage full or denied (private mode): it still waits in memory for this page
      stored = false;
    }
    if (find(id)) patch(id, { stored });
    return stored;
  }

  /** Forgets a submission here and in persistence. */
  async function drop(id: string) {
    remove(id);
    await persistence.delete(id).catch(() => undefined);
    sync?.post();
  }

  /**
   * Runs `task` as the only sender of `id` in the scope: under the scope's Web Lock (waiting for it), or
   * with a claim in persistence (not waiting: `busyElsewhere` when another queue holds it).
   */
  async function exclusively<T>(id: string, task: (renew: () => Promise<void>) => Promise<T>): Promise<T | typeof busyElsewhere> {
    const renewNothing = () => Promise.resolve();
    if (locks) return locks.request(`fieldwatch-submissions ${scope}`, () => task(renewNothing));
    const claims = persistence;
    if (!claims.claim || !find(id)?.stored) return task(renewNothing);
    const claim = () => claims.claim?.(id, { owner, until: now() + leaseMs }, now()) ?? Promise.resolve(true);
    if (!(await claim().catch(() => false))) return busyElsewhere;
    try {
      return await task(async () => void (await claim().catch(() => false)));
    } finally {
      await claims.release?.(id, owner).catch(() => undefined);
    }
  }

  async function attempt(id: string): Promise<SubmitOutcome | null> {
    if (!find(id) || disposed) return null;
    const result = await exclusively(id, async (renew) => {
      const current = find(id);
      if (!current || disposed) return null;
      // as stored now: another tab may have sent it (gone) or moved it on since this one read it
      if (current.stored && persistence.get) {
        const kept = await persistence.get(id).catch(() => current);
        if (!kept) {
          remove(id);
          emit({ type: 'sentElsewhere', id });
          return null;
        }
        const { status: _status, ...latest } = kept;
        patch(id, latest);
      }
      return send(id, renew);
    });
    if (result !== busyElsewhere) return result;
    // another tab is sending it: look again later, when it will most likely be gone
    const submission = find(id);
    if (!submission) return null;
    const error: SubmissionFailure = submission.error ?? { code: 'NETWORK_ERROR', fields: {} };
    patch(id, { status: submission.status === 'held' ? 'held' : 'waiting', nextAttemptAt: now() + retryDelay(submission.attempts + 1) });
    schedule();
    return { status: 'queued', id, stored: submission.stored, error };
  }

  async function send(id: string, renew: () => Promise<void>): Promise<SubmitOutcome | null> {
    const submission = find(id);
    if (!submission) return null;
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
        idempotencyKey: submission.key,
        tokens,
        onProgress: async (progress) => {
          rememberAnswered(client.baseURL);
          patch(id, { progress, unansweredSince: null });
          await save(id);
          await renew();
        },
        onStep: (step) => {
          if (step.type === 'fileRefused') fileErrors[step.fileId] = failureOf(step.error);
        },
      });
      rememberAnswered(client.baseURL);
      await drop(id);
      emit({ type: 'sent', id, report });
      return { status: 'sent', id, report };
    } catch (error) {
      const failure = failureOf(error);
      const current = find(id);
      // never kept, for an address that has never answered like a Fieldwatch API: not kept now either.
      // The client notes every envelope it reads, refusals included, so what is left here is no answer
      // at all, a proxy's error page (5xx: unreachable too), or something else answering (a web
      // server's 404 page: the address is wrong).
      if (current && !current.stored && !hasAnswered(client.baseURL)) {
        remove(id);
        const { status } = toFieldwatchError(error);
        return { status: 'unreachable', id, error: status === 0 || status >= 500 ? unreachable : notFieldwatch };
      }
      if (isTransientError(error)) {
        const attempts = current?.attempts ?? 1;
        const unansweredSince = failure.code === 'NETWORK_ERROR' ? (current?.unansweredSince ?? now()) : null;
        patch(id, { status: 'waiting', error: failure, nextAttemptAt: now() + retryDelay(attempts), unansweredSince });
        const stored = await save(id);
        schedule();
        emit({ type: 'queued', id, error: failure });
        return { status: 'queued', id, stored, error: failure };
      }
      // a refusal from the API (the client has noted that it answered)
      patch(id, { status: 'held', error: failure, fileErrors, unansweredSince: null });
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

  /** A stored submission as this queue holds it: a submission kept before keys existed gets one. */
  const restore = (s: StoredSubmission): PendingSubmission => ({
    ...s,
    key: s.key ?? newKey(),
    status: s.status === 'held' ? 'held' : 'waiting',
    stored: true,
    nextAttemptAt: null,
  });

  /** Moves the submissions kept before scopes into this scope, when it is the page's own API base. */
  async function migrate() {
    const legacy = options.legacy;
    if (!legacy?.take || absoluteBase(client.baseURL) !== absoluteBase('/api')) return;
    const signedIn = client.session?.getState().user != null;
    for (const old of await legacy.getAll()) {
      if (old.mode === 'user' && !signedIn) continue;
      // taken in one step: of two tabs, one moves it
      const taken = await legacy.take(old.id);
      if (taken) await persistence.put({ ...taken, key: taken.key ?? newKey() });
    }
  }

  /** Reads the scope's kept submissions (after moving old ones in); shown at once, then tried. */
  function load(): Promise<void> {
    const loading = scope;
    return serially(async () => {
      let kept: StoredSubmission[] = [];
      try {
        await migrate().catch(() => undefined);
        kept = await persistence.getAll();
      } catch {
        // no storage to read: nothing was kept
      }
      if (loading !== scope || disposed) return;
      const known = new Set(store.getState().submissions.map((s) => s.id));
      const restored = kept.filter((s) => !known.has(s.id)).map(restore);
      store.setState((state) => ({
        loaded: true,
        submissions: [...restored, ...state.submissions].sort((a, b) => a.created - b.created),
      }));
    }).then(() => sendDue(true));
  }

  /** Another tab changed the scope's submissions: what it sent disappears here, what it kept appears. */
  async function refresh() {
    const reading = scope;
    let kept: StoredSubmission[];
    try {
      kept = await persistence.getAll();
    } catch {
      return;
    }
    if (reading !== scope || disposed) return;
    const byId = new Map(kept.map((s) => [s.id, s]));
    const gone: string[] = [];
    store.setState((state) => {
      const submissions: PendingSubmission[] = [];
      for (const s of state.submissions) {
        const latest = byId.get(s.id);
        byId.delete(s.id);
        // one being sent here, or kept in memory only, is this tab's to settle
        if (s.status === 'sending' || !s.stored) submissions.push(s);
        else if (!latest) gone.push(s.id);
        else submissions.push({ ...restore(latest), nextAttemptAt: s.nextAttemptAt ?? now() + retryDelay(1) });
      }
      // kept by another tab, which is trying it: this one tries later, if it is still there
      for (const added of byId.values()) submissions.push({ ...restore(added), nextAttemptAt: now() + retryDelay(1) });
      return { submissions: submissions.sort((a, b) => a.created - b.created) };
    });
    for (const id of gone) emit({ type: 'sentElsewhere', id });
    schedule();
  }

  function listenToOtherTabs() {
    unsubscribeSync?.();
    sync?.close();
    sync = options.sync?.(scope) ?? null;
    unsubscribeSync = sync?.listen(() => void refresh()) ?? null;
  }

  /** The session changed hands (signed in, out, as someone else): the queue holds the new scope's submissions. */
  function switchScope() {
    const next = submissionScope(client);
    if (next === scope || disposed) return;
    unstored.set(
      scope,
      store.getState().submissions.filter((s) => !s.stored),
    );
    scope = next;
    persistence = persistenceFor(scope);
    listenToOtherTabs();
    if (timer !== null) clearTimer(timer);
    timer = null;
    store.setState({ scope, loaded: false, submissions: unstored.get(scope) ?? [] });
    unstored.delete(scope);
    void load();
  }

  const store: SubmissionQueue = createStore<SubmissionQueueState>()(() => ({
    loaded: false,
    scope,
    submissions: [],

    submit: (entry, submitOptions = {}) =>
      serially(async () => {
        const earlier = entry.id ? find(entry.id) : undefined;
        const id = earlier?.id ?? entry.id ?? newId();
        const submission: PendingSubmission = {
          id,
          // a new Save, a new key: what was sent with the old one is answered by the server as it was
          key: newKey(),
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
          unansweredSince: earlier?.unansweredSince ?? null,
          stored: false,
          nextAttemptAt: null,
        };
        store.setState((state) => ({
          submissions: earlier ? state.submissions.map((s) => (s.id === id ? submission : s)) : [...state.submissions, submission],
        }));
        // an address that never answered gets nothing kept for it: tried first, kept only if it answers
        const answered = hasAnswered(client.baseURL);
        // kept before the first try: closing the page during the try loses nothing
        const stored = answered || earlier?.stored ? await save(id) : false;
        if (submitOptions.attempt === false) {
          if (!stored && !answered) {
            remove(id);
            return { status: 'unreachable', id, error: unreachable } as const;
          }
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
        await drop(id);
        schedule();
      }),

    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    dispose: () => {
      disposed = true;
      unsubscribeOnline?.();
      unsubscribeSession?.();
      unsubscribeSync?.();
      sync?.close();
      if (timer !== null) clearTimer(timer);
      timer = null;
      listeners.clear();
    },
  }));

  const unsubscribeOnline = options.onOnline?.(() => void store.getState().retry());
  const unsubscribeSession = client.session?.subscribe(switchScope);
  listenToOtherTabs();
  // submissions kept by an earlier page: shown at once, then tried (held ones wait for their person)
  void load();

  return store;
}
