import { FieldwatchError } from '../errors.js';

/**
 * How lists and maps recover by themselves (docs/architecture.md, "Remote data"): a load that failed for
 * want of an answer is tried again after a back-off, 2 s, 4 s, 8 s … up to 60 s, each drawn between half
 * and all of that (jitter: the pages of many people do not come back at the same second), and at once
 * when the browser says it is online again or the page becomes visible again. The resource cache, the
 * reports store and the map's store use it, each for its own loads.
 */
const firstDelay = 2_000;
const longestDelay = 60_000;

/** The wait before retry number `attempt` (0 for the first), in milliseconds. */
export function loadRetryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(longestDelay, firstDelay * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Whether a failed load is worth trying again without being asked: no answer (offline, the server down,
 * the call cut off), the server failing (5xx) or asking to wait (429). A refusal (403, 404, a
 * validation error) or an address that is not Fieldwatch would answer the same again.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof FieldwatchError)) return false;
  return error.code === 'NETWORK_ERROR' || error.code === 'API_UNREACHABLE' || error.status === 429 || error.status >= 500;
}

/**
 * Calls `retry` once: after `loadRetryDelay(attempt)`, or sooner when the browser's `online` event fires or
 * the page becomes visible again. Returns the cancel (nothing is called after it). Outside a browser
 * (Node, a server render) only the timer is set.
 */
export function scheduleRetry(retry: () => void, attempt: number): () => void {
  const target = typeof window === 'undefined' ? null : window;
  const page = typeof document === 'undefined' ? null : document;
  let done = false;
  const cancel = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    target?.removeEventListener('online', fire);
    page?.removeEventListener('visibilitychange', onVisible);
  };
  const fire = () => {
    if (done) return;
    cancel();
    retry();
  };
  const onVisible = () => {
    if (page?.visibilityState === 'visible') fire();
  };
  const timer = setTimeout(fire, loadRetryDelay(attempt));
  target?.addEventListener('online', fire);
  page?.addEventListener('visibilitychange', onVisible);
  return cancel;
}

/**
 * The retries of one load, for a store: `failed(error, retry)` schedules the next when the error is worth
 * it (the back-off growing at each failure in a row), `succeeded()` starts the back-off over, `cancel()`
 * drops a retry waiting (a new load began, or nobody shows the data any more).
 */
export function createRetries() {
  let attempt = 0;
  let pending: (() => void) | null = null;
  const cancel = () => {
    pending?.();
    pending = null;
  };
  return {
    failed(error: unknown, retry: () => void): void {
      cancel();
      if (!isRetryable(error)) return;
      pending = scheduleRetry(() => {
        pending = null;
        retry();
      }, attempt);
      attempt += 1;
    },
    succeeded(): void {
      cancel();
      attempt = 0;
    },
    cancel,
    /** whether a retry is waiting */
    get waiting(): boolean {
      return pending !== null;
    },
  };
}

export type Retries = ReturnType<typeof createRetries>;
