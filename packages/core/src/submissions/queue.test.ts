import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { failure, fakeReportServer, file, input } from '../../test/fakeReportServer.js';
import { createClient } from '../api/client.js';
import { indexedDbPersistence, memoryPersistence, type StoredSubmission, type SubmissionPersistence } from './persistence.js';
import { createSubmissionQueue, retryDelay, type SubmissionEvent, type SubmissionQueueOptions } from './queue.js';

/** A clock whose timers run when the test moves it on. */
function fakeClock() {
  let now = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    pending: () => timers.map((t) => t.at - now),
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.fn();
    },
  };
}

/** The device's `online` signal, fired by the test. */
function onlineSignal() {
  const callbacks = new Set<() => void>();
  return {
    onOnline: (callback: () => void) => {
      callbacks.add(callback);
      return () => void callbacks.delete(callback);
    },
    fire: () => callbacks.forEach((callback) => callback()),
  };
}

/** Waits until `check` holds (submissions are sent asynchronously). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
  expect(check()).toBe(true);
}

function setUp(options: { persistence?: SubmissionPersistence; server?: ReturnType<typeof fakeReportServer> } = {}) {
  const server = options.server ?? fakeReportServer();
  const clock = fakeClock();
  const online = onlineSignal();
  const persistence = options.persistence ?? memoryPersistence();
  const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server.fetch });
  let count = 0;
  const make = (extra: Partial<SubmissionQueueOptions> = {}) => {
    const queue = createSubmissionQueue({ client, persistence, onOnline: online.onOnline, ...clock, newId: () => `s${++count}`, ...extra });
    const events: SubmissionEvent[] = [];
    queue.getState().listen((event) => events.push(event));
    return { queue, events };
  };
  return { server, clock, online, persistence, make, ...make() };
}

describe('submission queue (nothing typed is ever lost)', () => {
  it('keeps a submission in persistence before its first try', async () => {
    const order: string[] = [];
    const kept = memoryPersistence();
    const persistence: SubmissionPersistence = {
      getAll: () => kept.getAll(),
      put: async (submission) => {
        order.push(`put ${submission.status}`);
        await kept.put(submission);
      },
      delete: async (id) => {
        order.push('delete');
        await kept.delete(id);
      },
    };
    const { queue, server } = setUp({ persistence });
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [] });
    expect(outcome).toMatchObject({ status: 'sent', id: 's1', report: { id: 42, status: 'published' } });
    expect(order[0]).toBe('put waiting');
    expect(order.at(-1)).toBe('delete');
    expect(await kept.getAll()).toEqual([]);
    expect(server.calls[0]?.path).toBe('/user/anonymous');
  });

  it('sends several anonymous submissions with one token', async () => {
    const { queue, server } = setUp();
    await Promise.all([
      queue.getState().submit({ mode: 'anonymous', input, files: [] }),
      queue.getState().submit({ mode: 'anonymous', input, files: [] }),
    ]);
    expect(server.reports.size).toBe(2);
    expect(server.state.tokensIssued).toBe(1);
  });

  it('offline: queued and told so; back online: sent once, with a "sent" event and the new id', async () => {
    const { queue, server, online, events, clock } = setUp();
    server.state.offline = true;
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });

    expect(outcome).toEqual({ status: 'queued', id: 's1', stored: true, error: { code: 'NETWORK_ERROR', fields: {} } });
    expect(queue.getState().submissions).toMatchObject([
      { id: 's1', status: 'waiting', attempts: 1, input, error: { code: 'NETWORK_ERROR' } },
    ]);
    expect(clock.pending()).toEqual([retryDelay(1)]);

    server.state.offline = false;
    online.fire();
    await until(() => events.some((e) => e.type === 'sent'));
    expect(events).toMatchObject([
      { type: 'queued', id: 's1' },
      { type: 'sent', id: 's1', report: { id: 42 } },
    ]);
    expect(queue.getState().submissions).toEqual([]);
    expect(server.callsTo('POST', /\/report$/)).toHaveLength(1);
    expect(server.reports.get(42)).toMatchObject({ status: 'published', media: ['road.jpg'] });

    // a second signal finds nothing left to send
    online.fire();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.callsTo('POST', /\/report$/)).toHaveLength(1);
  });

  it('tries again with growing waits while the server is down or busy', async () => {
    const { queue, server, clock, events } = setUp();
    server.once('POST /user/anonymous', failure(503, 'SERVER_ERROR'));
    server.once('POST /user/anonymous', failure(429, 'TOO_MANY_REQUESTS'));
    await queue.getState().submit({ mode: 'anonymous', input, files: [] });
    expect(clock.pending()).toEqual([5_000]);

    clock.advance(5_000);
    await until(() => queue.getState().submissions[0]?.attempts === 2 && queue.getState().submissions[0]?.status === 'waiting');
    expect(queue.getState().submissions[0]?.error?.code).toBe('TOO_MANY_REQUESTS');
    expect(clock.pending()).toEqual([10_000]);

    clock.advance(10_000);
    await until(() => events.some((e) => e.type === 'sent'));
    expect(server.reports.get(42)?.status).toBe('published');
    expect(retryDelay(20)).toBe(5 * 60_000);
  });

  it('resumes a queued submission where it stopped: the draft is not made twice', async () => {
    const { queue, server, online, events } = setUp();
    server.once('POST /report/42/media', 'offline');
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg'), file('b', 'bridge.jpg')] });
    expect(outcome.status).toBe('queued');
    expect(queue.getState().submissions[0]?.progress).toMatchObject({ reportId: 42, uploaded: [] });

    online.fire();
    await until(() => events.some((e) => e.type === 'sent'));
    expect(server.callsTo('POST', /\/report$/)).toHaveLength(1);
    expect(server.reports.get(42)?.media).toEqual(['road.jpg', 'bridge.jpg']);
  });

  it('a refused field stops the tries and keeps the data with the reasons; fixed and submitted again, it is sent', async () => {
    const { queue, server, online, clock } = setUp();
    const outcome = await queue.getState().submit({ mode: 'anonymous', input: { ...input, title: '' }, files: [file('a', 'road.jpg')] });

    expect(outcome).toMatchObject({ status: 'held', id: 's1', error: { code: 'VALIDATION_ERROR', fields: { title: 'required' } } });
    expect(queue.getState().submissions).toMatchObject([
      { id: 's1', status: 'held', input: { ...input, title: '' }, files: [{ id: 'a', name: 'road.jpg' }] },
    ]);
    expect(clock.pending()).toEqual([]);
    online.fire();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.callsTo('POST', /\/report$/)).toHaveLength(1);

    const fixed = await queue.getState().submit({ id: 's1', mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    expect(fixed).toMatchObject({ status: 'sent', id: 's1', report: { title: 'Flooded road', status: 'published' } });
    expect(queue.getState().submissions).toEqual([]);
  });

  it('names the files the server refused', async () => {
    const { queue, server } = setUp();
    server.once('POST /report/42/media', failure(413, 'PAYLOAD_TOO_LARGE'));
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'film.mov'), file('b', 'road.jpg')] });
    expect(outcome).toMatchObject({
      status: 'held',
      error: { code: 'PAYLOAD_TOO_LARGE' },
      fileErrors: { a: { code: 'PAYLOAD_TOO_LARGE', fields: {} } },
    });
    expect(queue.getState().submissions[0]).toMatchObject({
      progress: { uploaded: ['b'] },
      fileErrors: { a: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('holds an anonymous submission while anonymous submission is off', async () => {
    const { queue, server } = setUp();
    server.state.anonymousEnabled = false;
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [] });
    expect(outcome).toMatchObject({ status: 'held', error: { code: 'INACTIVE_FEATURE' } });
    expect(queue.getState().submissions).toHaveLength(1);
  });

  it('keeps it without trying when the device says it is offline', async () => {
    const { queue, server, clock } = setUp();
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [] }, { attempt: false });
    expect(outcome).toMatchObject({ status: 'queued', stored: true, error: { code: 'NETWORK_ERROR' } });
    expect(server.calls).toEqual([]);
    expect(clock.pending()).toEqual([retryDelay(1)]);
  });

  it('survives a reload: a new queue on the same persistence sends what the last one kept, once, with the token that made the draft', async () => {
    const first = setUp();
    first.server.once('PUT /organization/2/report/42', 'offline');
    await first.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    first.queue.getState().dispose();

    const second = first.make();
    expect(second.queue.getState().loaded).toBe(false);
    await until(() => second.events.some((e) => e.type === 'sent'));
    expect(second.events).toMatchObject([{ type: 'sent', id: 's1', report: { id: 42, status: 'published' } }]);
    expect(first.server.callsTo('POST', /\/report$/)).toHaveLength(1);
    expect(first.server.reports.get(42)?.media).toEqual(['road.jpg']);
    expect(first.server.state.tokensIssued).toBe(1);
    expect(await first.persistence.getAll()).toEqual([]);
  });

  it('a held submission waits for its person after a reload too', async () => {
    const first = setUp();
    await first.queue.getState().submit({ mode: 'anonymous', input: { ...input, title: '' }, files: [] });
    first.queue.getState().dispose();
    const second = first.make();
    await until(() => second.queue.getState().loaded);
    expect(second.queue.getState().submissions).toMatchObject([{ id: 's1', status: 'held', error: { fields: { title: 'required' } } }]);
    expect(first.server.callsTo('POST', /\/report$/)).toHaveLength(1);

    await second.queue.getState().discard('s1');
    expect(second.queue.getState().submissions).toEqual([]);
    expect(await first.persistence.getAll()).toEqual([]);
  });

  it('still queues, in memory, when the device refuses to store it', async () => {
    const refusing: SubmissionPersistence = {
      getAll: () => Promise.resolve([]),
      put: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
      delete: () => Promise.resolve(),
    };
    const { queue, server } = setUp({ persistence: refusing });
    server.state.offline = true;
    const outcome = await queue.getState().submit({ mode: 'anonymous', input, files: [] });
    expect(outcome).toMatchObject({ status: 'queued', stored: false });
    expect(queue.getState().submissions).toMatchObject([{ id: 's1', stored: false }]);
  });
});

describe('IndexedDB persistence', () => {
  it('keeps submissions with their files across a reload, and touches IndexedDB only when used', async () => {
    const persistence = indexedDbPersistence('fieldwatch-test-reload');
    const server = fakeReportServer();
    server.state.offline = true;
    const first = setUp({ persistence, server });
    await first.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    first.queue.getState().dispose();

    const [stored] = (await indexedDbPersistence('fieldwatch-test-reload').getAll()) as [StoredSubmission];
    expect(stored).toMatchObject({
      id: 's1',
      mode: 'anonymous',
      input,
      status: 'waiting',
      attempts: 1,
      files: [{ id: 'a', name: 'road.jpg', type: 'image/jpeg' }],
    });
    expect(await stored.files[0]?.blob.text()).toBe('bytes of road.jpg');

    server.state.offline = false;
    const second = first.make({ persistence: indexedDbPersistence('fieldwatch-test-reload') });
    await until(() => second.events.some((e) => e.type === 'sent'));
    expect(server.reports.get(42)?.media).toEqual(['road.jpg']);
    expect(await persistence.getAll()).toEqual([]);
  });
});
