/**
 * Live updates (docs/api.md "Live updates"): the server's event stream of report changes, read with
 * `fetch` so that the bearer token goes in a header (`EventSource` cannot send one), parsed with
 * eventsource-parser. One stream per `LiveUpdates`, opened while somebody listens, reconnected with the
 * lists' back-off (resources/retry.ts) and `Last-Event-ID`; a refused token is refreshed first. The
 * stream ends when the access token expires: it is opened again at once with the refreshed one.
 */
import { createParser } from 'eventsource-parser';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FieldwatchClient } from '../api/client.js';
import { loadRetryDelay } from '../resources/retry.js';

export type LiveEventKind = 'created' | 'updated' | 'commented' | 'closed' | 'deleted';

/** One change of a report the viewer may see: never its content. */
export interface LiveEvent {
  id: string;
  kind: LiveEventKind;
  report_id: number;
  organization_id: number;
  /** ISO time of the change */
  time: string;
}

/** A change, or `reset`: events may have been missed (the server lost its feed), reload what is shown. */
export type LiveMessage = { type: 'report'; event: LiveEvent } | { type: 'reset' };

export interface LiveUpdatesState {
  /** `open` while the stream is read; `retrying` between a loss and the next attempt */
  status: 'idle' | 'connecting' | 'open' | 'retrying';
}

export interface LiveUpdates {
  store: StoreApi<LiveUpdatesState>;
  /** Calls `listener` with every message; the stream is open while at least one listens. Returns the unsubscribe. */
  subscribe(listener: (message: LiveMessage) => void): () => void;
}

export interface LiveUpdatesOptions {
  /** the wait before reconnection number `attempt` (0 for the first), ms; default the lists' back-off */
  retryDelay?: (attempt: number) => number;
}

/** A stream that ends sooner than this after it opened counts as a failure (back-off), not as a token's end. */
const shortStreamMs = 5_000;

const isLiveEvent = (value: unknown): value is LiveEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LiveEvent).id === 'string' &&
  typeof (value as LiveEvent).kind === 'string' &&
  typeof (value as LiveEvent).report_id === 'number';

export function createLiveUpdates(client: FieldwatchClient, options: LiveUpdatesOptions = {}): LiveUpdates {
  const retryDelay = options.retryDelay ?? loadRetryDelay;
  const store = createStore<LiveUpdatesState>()(() => ({ status: 'idle' }));
  const listeners = new Set<(message: LiveMessage) => void>();
  let controller: AbortController | null = null;
  let lastEventId: string | undefined;

  const emit = (message: LiveMessage) => {
    for (const listener of [...listeners]) listener(message);
  };

  const wait = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  /** Reads one stream to its end; true when it was open long enough to count as a success. */
  async function readOnce(signal: AbortSignal): Promise<boolean> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    let response = await client.send(await client.prepare('/events', { headers }), signal);
    if (response.status === 401 && client.session?.getState().refreshToken) {
      await response.body?.cancel();
      await client.refresh();
      response = await client.send(await client.prepare('/events', { headers }), signal);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return false;
    }
    store.setState({ status: 'open' });
    const opened = Date.now();
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'reset') return emit({ type: 'reset' });
        if (message.event !== 'report') return;
        let event: unknown;
        try {
          event = JSON.parse(message.data);
        } catch {
          return;
        }
        if (!isLiveEvent(event)) return;
        lastEventId = event.id;
        emit({ type: 'report', event });
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } finally {
      reader.releaseLock();
    }
    return Date.now() - opened >= shortStreamMs;
  }

  async function run(signal: AbortSignal): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      store.setState({ status: attempt === 0 ? 'connecting' : 'retrying' });
      let lasted = false;
      try {
        lasted = await readOnce(signal);
      } catch {
        // no answer, or the stream cut off: tried again below
      }
      if (signal.aborted) break;
      attempt = lasted ? 0 : attempt + 1;
      if (attempt > 0) {
        store.setState({ status: 'retrying' });
        await wait(retryDelay(attempt - 1), signal);
      }
    }
    store.setState({ status: 'idle' });
  }

  const start = () => {
    controller = new AbortController();
    void run(controller.signal);
  };
  // another user (or none) signed in: the stream of what the previous one saw ends, the new one's opens
  client.session?.subscribe((state, previous) => {
    if (state.user?.id === previous.user?.id || !controller) return;
    controller.abort();
    lastEventId = undefined;
    start();
  });

  return {
    store,
    subscribe(listener) {
      listeners.add(listener);
      if (!controller) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && controller) {
          controller.abort();
          controller = null;
        }
      };
    },
  };
}

const streams = new WeakMap<FieldwatchClient, LiveUpdates>();

/** The live updates of `client`, made when first asked: every component of that client shares one stream. */
export function liveUpdatesOf(client: FieldwatchClient): LiveUpdates {
  let live = streams.get(client);
  if (!live) streams.set(client, (live = createLiveUpdates(client)));
  return live;
}
