import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { failure, fakeReportServer, file, input } from '../../test/fakeReportServer.js';
import { hasAnswered, rememberAnswered } from '../api/answered.js';
import { createClient } from '../api/client.js';
import { indexedDbPersistence, memoryPersistence, type StoredSubmission, type SubmissionPersistence } from './persistence.js';
import {
  createSubmissionQueue,
  retryDelay,
  type SubmissionEvent,
  type SubmissionLocks,
  type SubmissionQueueOptions,
  type SubmissionSync,
} from './queue.js';

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
  // the form asked this server for its settings before: it has answered
  rememberAnswered(client.baseURL);
  let count = 0;
  let keys = 0;
  const make = (extra: Partial<SubmissionQueueOptions> = {}) => {
    const queue = createSubmissionQueue({
      client,
      persistence,
      onOnline: online.onOnline,
      ...clock,
      newId: () => `s${++count}`,
      newKey: () => `key-${++keys}`,
      ...extra,
    });
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

/** Web Locks as one browser gives them to its tabs: one holder per name, the others wait their turn. */
function fakeLocks(): SubmissionLocks & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A BroadcastChannel between the queues of one test. */
function fakeChannels() {
  const listeners = new Map<string, Set<() => void>>();
  return (scope: string): SubmissionSync => {
    const own = new Set<() => void>();
    const all = listeners.get(scope) ?? new Set();
    listeners.set(scope, all);
    return {
      // as a BroadcastChannel: heard by the others, not by the one posting
      post: () => all.forEach((callback) => !own.has(callback) && callback()),
      listen: (callback) => {
        own.add(callback);
        all.add(callback);
        return () => void (all.delete(callback), own.delete(callback));
      },
      close: () => own.forEach((callback) => all.delete(callback)),
    };
  };
}

const creates = (server: ReturnType<typeof fakeReportServer>) => server.callsTo('POST', /\/report$/);

describe('idempotency keys (the same submission never makes two reports)', () => {
  it('gives a submission a key at Save, keeps it, and derives each create call’s key from it', async () => {
    const { queue, server, persistence } = setUp();
    server.state.offline = true;
    await queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg'), file('b', 'bridge.jpg')] });
    const [stored] = (await persistence.getAll()) as [StoredSubmission];
    expect(stored.key).toMatch(/^key-\d+$/);

    server.state.offline = false;
    await queue.getState().retry('s1');
    expect(server.calls.filter((c) => c.method === 'POST' && c.path !== '/user/anonymous').map((c) => c.idempotencyKey)).toEqual([
      `${stored.key}:create`,
      `${stored.key}:media:a`,
      `${stored.key}:media:b`,
    ]);
  });

  it('repeats the same keys after a reload when the answer to the create call was lost: the server answers the first draft', async () => {
    const { createSessionStore } = await import('../session/store.js');
    const server = fakeReportServer();
    const session = createSessionStore();
    session.getState().signIn({
      user: { id: 7, username: 'north', organizations: [{ id: 1, name: 'North' }] } as never,
      token: { access_token: 'user-token', refresh_token: 'refresh', expires_in: 900 },
    });
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', session, fetch: server.fetch });
    const persistence = memoryPersistence();
    server.once('POST /organization/1/report', 'lost');
    const first = createSubmissionQueue({ client, persistence });
    const outcome = await first.getState().submit({ mode: 'user', organizationId: 1, input, files: [file('a', 'road.jpg')] });
    expect(outcome.status).toBe('queued');
    expect(server.reports.size).toBe(1);
    first.getState().dispose();

    const second = createSubmissionQueue({ client, persistence });
    await until(() => second.getState().loaded && second.getState().submissions.length === 0);
    const keys = creates(server).map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.state.replayed).toBe(1);
    expect(server.reports.size).toBe(1);
    expect(server.reports.get(42)).toMatchObject({ status: 'published', media: ['road.jpg'] });
    second.getState().dispose();
  });

  it('anonymously, a reload loses the token: the replayed draft is out of reach, so it starts again under new keys', async () => {
    const first = setUp();
    first.server.once('POST /organization/2/report', 'lost');
    await first.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    first.queue.getState().dispose();
    const second = first.make();
    await until(() => second.events.some((e) => e.type === 'sent'));
    expect(first.server.reports.get(43)).toMatchObject({ status: 'published', media: ['road.jpg'] });
    expect(first.server.reports.get(42)?.status).toBe('draft');
  });

  it('a new Save of a held submission makes a new key', async () => {
    const { queue, persistence, server } = setUp();
    await queue.getState().submit({ mode: 'anonymous', input: { ...input, title: '' }, files: [] });
    const [held] = (await persistence.getAll()) as [StoredSubmission];
    server.state.offline = true;
    await queue.getState().submit({ id: 's1', mode: 'anonymous', input, files: [] });
    const [again] = (await persistence.getAll()) as [StoredSubmission];
    expect(again.id).toBe('s1');
    expect(again.key).not.toBe(held.key);
  });

  it('starts an orphaned anonymous draft again under keys of its own', async () => {
    const { queue, server, online, events } = setUp();
    server.once('POST /report/42/media', 'offline');
    await queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    server.state.revoked.add('anon-1');
    online.fire();
    await until(() => events.some((e) => e.type === 'sent'));
    const [firstKey, againKey] = creates(server).map((c) => c.idempotencyKey);
    expect(againKey).toBe(`${firstKey?.replace(/:create$/, '')}:after-42:create`);
    expect(server.reports.get(43)).toMatchObject({ status: 'published', media: ['road.jpg'] });
  });
});

describe('one tab sends at a time', () => {
  /** Two queues ("tabs") on one persistence, offline; the report is saved in the first; both come back online. */
  async function twoTabs(extra: Partial<SubmissionQueueOptions>) {
    const sync = fakeChannels();
    const first = setUp();
    const a = first.make({ ...extra, sync });
    first.server.state.offline = true;
    await a.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg'), file('b', 'bridge.jpg')] });
    const b = first.make({ ...extra, sync });
    await until(
      () =>
        b.queue.getState().loaded && b.queue.getState().submissions.length === 1 && b.queue.getState().submissions[0]?.status !== 'sending',
    );
    first.server.state.offline = false;
    first.online.fire();
    await until(() => a.queue.getState().submissions.length === 0 && b.queue.getState().submissions.length === 0);
    return { ...first, a, b };
  }

  it('with Web Locks: sent once, and the other tab hears it was sent elsewhere', async () => {
    const locks = fakeLocks();
    const { server, a, b, persistence } = await twoTabs({ locks });
    expect(creates(server)).toHaveLength(1);
    expect(server.reports.size).toBe(1);
    expect(server.reports.get(42)?.media).toEqual(['road.jpg', 'bridge.jpg']);
    expect([...a.events, ...b.events].filter((e) => e.type === 'sent')).toHaveLength(1);
    expect([...a.events, ...b.events].filter((e) => e.type === 'sentElsewhere')).toHaveLength(1);
    expect(await persistence.getAll()).toEqual([]);
    expect(locks.requested.every((name) => name === 'fieldwatch-submissions http://fieldwatch.test/api anonymous')).toBe(true);
  });

  it('without Web Locks: a claim in persistence keeps the second tab off it', async () => {
    const { server, a, b, persistence } = await twoTabs({ locks: null });
    expect(creates(server)).toHaveLength(1);
    expect(server.reports.get(42)?.media).toEqual(['road.jpg', 'bridge.jpg']);
    expect([...a.events, ...b.events].filter((e) => e.type === 'sent')).toHaveLength(1);
    expect(await persistence.getAll()).toEqual([]);
  });

  it('without Web Locks nor a channel between tabs: the re-read before each try finds it gone, and nothing is sent twice', async () => {
    const first = setUp();
    const a = first.make({ locks: null });
    first.server.state.offline = true;
    await a.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    const b = first.make({ locks: null });
    await until(() => b.queue.getState().submissions[0]?.status === 'waiting');
    first.server.state.offline = false;
    await a.queue.getState().retry('s1');
    await b.queue.getState().retry('s1');
    expect(b.events.at(-1)).toEqual({ type: 'sentElsewhere', id: 's1' });
    expect(b.events.some((e) => e.type === 'sent')).toBe(false);
    expect(b.queue.getState().submissions).toEqual([]);
    expect(creates(first.server)).toHaveLength(1);
  });

  it('takes up the stored progress another tab made', async () => {
    const first = setUp();
    const a = first.make({ locks: null });
    first.server.once('POST /report/42/media', 'offline');
    await a.queue.getState().submit({ mode: 'anonymous', input, files: [file('a', 'road.jpg')] });
    // b read it before the draft was made
    const stale = (await first.persistence.getAll())[0] as StoredSubmission;
    const b = first.make({ locks: null, persistence: first.persistence });
    await until(() => b.queue.getState().loaded);
    expect(stale.progress.reportId).toBe(42);
    a.queue.getState().dispose();
    await until(() => b.events.some((e) => e.type === 'sent'));
    expect(creates(first.server)).toHaveLength(1);
  });

  it('a claim another queue holds is left alone until its lease ends', async () => {
    const persistence = memoryPersistence();
    expect(await persistence.claim?.('s1', { owner: 'a', until: 2_000 }, 1_000)).toBe(true);
    expect(await persistence.claim?.('s1', { owner: 'b', until: 3_000 }, 1_500)).toBe(false);
    expect(await persistence.claim?.('s1', { owner: 'b', until: 3_000 }, 2_000)).toBe(true);
    await persistence.release?.('s1', 'a');
    expect(await persistence.claim?.('s1', { owner: 'a', until: 4_000 }, 2_500)).toBe(false);
  });
});

describe('queues per API base and user', () => {
  it('a queue loads and sends only its own scope’s submissions', async () => {
    const server = fakeReportServer();
    const stores = new Map<string, SubmissionPersistence>();
    const persistence = (scope: string) => stores.get(scope) ?? stores.set(scope, memoryPersistence()).get(scope)!;
    const one = createClient({ baseURL: 'http://one.test/api', fetch: server.fetch });
    const two = createClient({ baseURL: 'http://two.test/api/', fetch: server.fetch });
    rememberAnswered(one.baseURL);
    rememberAnswered(two.baseURL);
    server.state.offline = true;
    const queueOne = createSubmissionQueue({ client: one, persistence });
    await queueOne.getState().submit({ mode: 'anonymous', input, files: [] });
    queueOne.getState().dispose();

    const queueTwo = createSubmissionQueue({ client: two, persistence });
    await until(() => queueTwo.getState().loaded);
    expect(queueTwo.getState().scope).toBe('http://two.test/api anonymous');
    expect(queueTwo.getState().submissions).toEqual([]);
    expect([...stores.keys()]).toEqual(['http://one.test/api anonymous', 'http://two.test/api anonymous']);
    queueTwo.getState().dispose();
  });

  it('signing in as someone else switches to their submissions', async () => {
    const { createSessionStore } = await import('../session/store.js');
    const server = fakeReportServer();
    const session = createSessionStore();
    const client = createClient({ baseURL: 'http://users.test/api', session, fetch: server.fetch });
    rememberAnswered(client.baseURL);
    const stores = new Map<string, SubmissionPersistence>();
    const persistence = (scope: string) => stores.get(scope) ?? stores.set(scope, memoryPersistence()).get(scope)!;
    const token = { access_token: 'user-token', refresh_token: 'refresh', expires_in: 900 };
    const as = (id: number) => ({ id, username: `u${id}`, organizations: [{ id: 1, name: 'North' }] }) as never;
    session.getState().signIn({ user: as(7), token });
    server.state.offline = true;
    const queue = createSubmissionQueue({ client, persistence });
    await queue.getState().submit({ mode: 'user', organizationId: 1, input, files: [] });
    expect(queue.getState().submissions).toHaveLength(1);

    session.getState().signIn({ user: as(8), token });
    await until(() => queue.getState().loaded && queue.getState().scope === 'http://users.test/api 8');
    expect(queue.getState().submissions).toEqual([]);
    session.getState().signIn({ user: as(7), token });
    await until(() => queue.getState().loaded && queue.getState().submissions.length === 1);
    queue.getState().dispose();
  });
});

describe('an API base that never answered', () => {
  it('keeps nothing: the outcome is unreachable and the caller keeps the report', async () => {
    const server = fakeReportServer();
    server.state.offline = true;
    const persistence = memoryPersistence();
    const client = createClient({ baseURL: 'http://never-answered.test/api', fetch: server.fetch });
    expect(hasAnswered(client.baseURL)).toBe(false);
    const queue = createSubmissionQueue({ client, persistence });
    const events: SubmissionEvent[] = [];
    queue.getState().listen((event) => events.push(event));

    expect(await queue.getState().submit({ mode: 'anonymous', input, files: [] })).toMatchObject({
      status: 'unreachable',
      error: { code: 'API_UNREACHABLE' },
    });
    expect(await queue.getState().submit({ mode: 'anonymous', input, files: [] }, { attempt: false })).toMatchObject({
      status: 'unreachable',
    });
    expect(queue.getState().submissions).toEqual([]);
    expect(await persistence.getAll()).toEqual([]);
    expect(events).toEqual([]);
    queue.getState().dispose();
  });

  it.each([
    ['a web server’s 404 page: the address is wrong', 404, 'NOT_FIELDWATCH'],
    ['JSON without the envelope', 400, 'NOT_FIELDWATCH'],
    ['a proxy’s error page: unreachable', 502, 'API_UNREACHABLE'],
  ] as const)('keeps nothing when something else answers there, as %s', async (_, status, code) => {
    const body = status === 400 ? '{"message":"bad"}' : '<!doctype html><title>Not here</title>';
    const persistence = memoryPersistence();
    const client = createClient({
      baseURL: `http://something-else-${status}.test/api`,
      fetch: () =>
        Promise.resolve(new Response(body, { status, headers: { 'content-type': status === 400 ? 'application/json' : 'text/html' } })),
    });
    const queue = createSubmissionQueue({ client, persistence });
    for (const mode of ['anonymous', 'user'] as const) {
      expect(await queue.getState().submit({ mode, organizationId: 1, input, files: [] })).toMatchObject({
        status: 'unreachable',
        error: { code },
      });
    }
    expect(queue.getState().submissions).toEqual([]);
    expect(await persistence.getAll()).toEqual([]);
    // an answer that is not Fieldwatch's does not make the address one that answered
    expect(hasAnswered(client.baseURL)).toBe(false);
    queue.getState().dispose();
  });

  it('once it has answered, a report that cannot be sent is kept', async () => {
    const server = fakeReportServer();
    const client = createClient({ baseURL: 'http://answers-later.test/api', fetch: server.fetch });
    const queue = createSubmissionQueue({ client });
    await queue.getState().submit({ mode: 'anonymous', input, files: [] });
    expect(hasAnswered(client.baseURL)).toBe(true);
    server.state.offline = true;
    expect(await queue.getState().submit({ mode: 'anonymous', input, files: [] })).toMatchObject({ status: 'queued', stored: true });
    queue.getState().dispose();
  });
});

describe('submissions kept before scopes', () => {
  it('move once into the scope of the page’s own API base', async () => {
    const server = fakeReportServer();
    const kept = { ...(await keptSubmission()), key: undefined } as unknown as StoredSubmission;
    const legacy = memoryPersistence([kept]);
    const own = createClient({ baseURL: 'http://localhost/api', fetch: server.fetch });
    const other = createClient({ baseURL: 'http://elsewhere.test/api', fetch: server.fetch });
    server.state.offline = true;
    const elsewhere = createSubmissionQueue({ client: other, legacy });
    await until(() => elsewhere.getState().loaded);
    expect(elsewhere.getState().submissions).toEqual([]);

    const persistence = memoryPersistence();
    const queue = createSubmissionQueue({ client: own, legacy, persistence });
    await until(() => queue.getState().loaded);
    expect(queue.getState().submissions).toMatchObject([{ id: 'old', key: expect.any(String) as string }]);
    expect(await legacy.getAll()).toEqual([]);
    expect(await persistence.getAll()).toHaveLength(1);
    elsewhere.getState().dispose();
    queue.getState().dispose();
  });
});

async function keptSubmission(): Promise<StoredSubmission> {
  return {
    id: 'old',
    key: 'k',
    created: 1,
    mode: 'anonymous',
    organizationId: null,
    input,
    files: [],
    progress: (await import('./submitReport.js')).noProgress(),
    status: 'waiting',
    attempts: 1,
    error: null,
    fileErrors: {},
  };
}

describe('claims in IndexedDB', () => {
  it('one of two tabs claiming at once gets it', async () => {
    const a = indexedDbPersistence('fieldwatch-test-claims');
    const b = indexedDbPersistence('fieldwatch-test-claims');
    const results = await Promise.all([
      a.claim?.('s1', { owner: 'a', until: 5_000 }, 1_000),
      b.claim?.('s1', { owner: 'b', until: 5_000 }, 1_000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const taken = await Promise.all([a.take?.('none'), b.take?.('none')]);
    expect(taken).toEqual([undefined, undefined]);
  });
});
