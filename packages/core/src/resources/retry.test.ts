import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fetch.js';
import { createClient } from '../api/client.js';
import { FieldwatchError } from '../errors.js';
import { createReportsStore } from '../stores/reports.js';
import { createResourceCache } from './cache.js';
import { createRetries, isRetryable, loadRetryDelay, scheduleRetry } from './retry.js';

// core runs without a DOM: the browser's window and document, as far as retries listen to them
let page: EventTarget & { visibilityState: string };
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
  vi.stubGlobal('document', page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const offline = new FieldwatchError('NETWORK_ERROR', { status: 0 });

describe('retry back-off', () => {
  it('grows from 2 s to at most 60 s, each wait between half and all of its step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => loadRetryDelay(attempt, () => 1))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(loadRetryDelay(0, () => 0)).toBe(1_000);
    expect(loadRetryDelay(10, () => 0)).toBe(30_000);
  });

  it('retries only what an answer may change: no answer, a failing server, too many requests', () => {
    expect(isRetryable(offline)).toBe(true);
    expect(isRetryable(new FieldwatchError('SERVER_ERROR'))).toBe(true);
    expect(isRetryable(new FieldwatchError('TOO_MANY_REQUESTS'))).toBe(true);
    expect(isRetryable(new FieldwatchError('RESOURCE_NOT_FOUND'))).toBe(false);
    expect(isRetryable(new FieldwatchError('INACTIVE_FEATURE'))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
  });

  it('calls back once: after the delay, or at once when the browser is online again or the page visible again', () => {
    const timed = vi.fn();
    scheduleRetry(timed, 0);
    vi.advanceTimersByTime(2_000);
    expect(timed).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(timed).toHaveBeenCalledTimes(1);

    const online = vi.fn();
    scheduleRetry(online, 5);
    window.dispatchEvent(new Event('online'));
    expect(online).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(online).toHaveBeenCalledTimes(1);

    const visible = vi.fn();
    scheduleRetry(visible, 5);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(visible).not.toHaveBeenCalled();
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(visible).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    scheduleRetry(cancelled, 0)();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits longer after each failure in a row, and starts over after a success', () => {
    const retries = createRetries();
    const retry = vi.fn();
    retries.failed(offline, retry);
    vi.advanceTimersByTime(999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_001);
    expect(retry).toHaveBeenCalledTimes(1);
    retries.failed(offline, retry);
    vi.advanceTimersByTime(4_000);
    expect(retry).toHaveBeenCalledTimes(2);
    retries.failed(offline, retry);
    vi.advanceTimersByTime(3_999);
    expect(retry).toHaveBeenCalledTimes(2);
    retries.succeeded();
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(2);
    retries.failed(new FieldwatchError('RESOURCE_NOT_FOUND'), retry);
    expect(retries.waiting).toBe(false);
  });
});

describe('resource cache recovery', () => {
  it('reads a failed key again by itself while it is read, and shows the data when the server returns', async () => {
    const cache = createResourceCache();
    let up = false;
    const load = vi.fn(() => (up ? Promise.resolve(['flood']) : Promise.reject(offline)));
    const leave = cache.subscribe(['public', 'reports'], load, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.snapshot(['public', 'reports']).status).toBe('error');
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(2);
    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.snapshot(['public', 'reports'])).toMatchObject({ status: 'success', data: ['flood'] });

    // nothing more once it is back
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(3);
    leave();
  });

  it('stops trying when nobody reads the key any more, and does not retry a refusal', async () => {
    const cache = createResourceCache();
    const load = vi.fn(() => Promise.reject(offline));
    const leave = cache.subscribe(['a'], load, () => {});
    await vi.advanceTimersByTimeAsync(0);
    leave();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(load).toHaveBeenCalledTimes(1);

    const refused = vi.fn(() => Promise.reject(new FieldwatchError('INACTIVE_FEATURE')));
    cache.subscribe(['b'], refused, () => {});
    await vi.advanceTimersByTimeAsync(120_000);
    window.dispatchEvent(new Event('online'));
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('reports store recovery', () => {
  it('loads the first page again by itself once the server answers, and not after a refusal', async () => {
    let answer: 'down' | 'up' | 'refuse' = 'down';
    let calls = 0;
    const client = createClient({
      baseURL: 'https://recover.example/api',
      fetch: fakeFetch(() => {
        calls += 1;
        if (answer === 'down') throw new TypeError('Failed to fetch');
        if (answer === 'refuse') return Response.json({ error: { type: 'INSUFFICIENT_PRIVILEGES', message: 'x' } }, { status: 403 });
        return Response.json({ data: [], total: 0, next: null });
      }),
    });
    const store = createReportsStore(client);
    await store
      .getState()
      .load()
      .catch(() => undefined);
    expect(store.getState()).toMatchObject({ status: 'error', error: { code: 'NETWORK_ERROR' } });

    answer = 'up';
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(store.getState()).toMatchObject({ status: 'ready', total: 0 });

    answer = 'refuse';
    await store
      .getState()
      .load()
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    window.dispatchEvent(new Event('online'));
    expect(calls).toBe(3);
    expect(store.getState().status).toBe('error');
  });
});
