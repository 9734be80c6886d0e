/**
 * Live updates (`GET /api/events`, docs/api.md "Live updates"): a change reaches the streams of those
 * who may see the report, and nobody else's — a private report's events never reach a Reader of
 * another organization nor the public. On PostgreSQL, a change made through one app instance reaches
 * a stream open on another instance of the same database (LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { bearer, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';

interface StreamEvent {
  event: string;
  id?: string;
  data: { kind?: string; report_id?: number; organization_id?: number; time?: string };
}

/** A guard against a hang, not a timing check: an event comes within it or the test fails. */
const deliveryGuardMs = 10_000;

/** An open event stream read as a real client reads it, over HTTP. */
class Stream {
  readonly events: StreamEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly controller = new AbortController();
  status = 0;
  headers: Headers | undefined;
  /** settles when the server ends the stream */
  ended: Promise<void> = Promise.resolve();

  static async open(base: string, headers: Record<string, string> = {}): Promise<Stream> {
    const stream = new Stream();
    const response = await fetch(`${base}/api/events`, { headers, signal: stream.controller.signal });
    stream.status = response.status;
    stream.headers = response.headers;
    if (response.ok && response.body) stream.ended = stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const event = fields.get('event');
          if (event === undefined) continue;
          const id = fields.get('id');
          this.events.push({ event, ...(id ? { id } : {}), data: JSON.parse(fields.get('data') ?? '{}') as StreamEvent['data'] });
          for (const wake of this.waiters) wake();
        }
      }
    } catch {
      // closed by the test
    }
  }

  /** The first event (from the start of the stream) that matches, waiting for it. */
  async next(matches: (event: StreamEvent) => boolean): Promise<StreamEvent> {
    const started = Date.now();
    for (;;) {
      const found = this.events.find(matches);
      if (found) return found;
      if (Date.now() - started > deliveryGuardMs) throw new Error(`no matching event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => (this.waiters.delete(wake), resolve());
        this.waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  close(): void {
    this.controller.abort();
  }
}

/** Whether `stream` is ended by the server within the guard. */
const endsSoon = (stream: Stream) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), deliveryGuardMs))]);

const signOut = (server: TestServer, session: SignedIn) =>
  server.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(session), payload: { refresh_token: session.refreshToken } });

const about = (id: number, kind?: string) => (event: StreamEvent) =>
  event.event === 'report' && event.data.report_id === id && (kind === undefined || event.data.kind === kind);

let server: TestServer;
let call: Caller;
let sessions: Awaited<ReturnType<typeof callerFor>>['sessions'];
let base: string;
const streams: Stream[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader']));
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server.close();
});

const open = async (headers: Record<string, string> = {}, on = base) => {
  const stream = await Stream.open(on, headers);
  streams.push(stream);
  return stream;
};

describe('GET /events', () => {
  it('is an event stream that proxies neither buffer nor store', async () => {
    const stream = await open(bearer(sessions.admin!));
    expect(stream.status).toBe(200);
    expect(stream.headers?.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers?.get('cache-control')).toMatch(/no-cache/);
    expect(stream.headers?.get('x-accel-buffering')).toBe('no');
    expect(stream.headers?.get('content-encoding')).toBeNull();
    stream.close();
  });

  it('answers partner pages on other origins (a public embed with live), without credentials', async () => {
    const origin = 'https://partner.example';
    const stream = await open({ origin, 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers?.get('access-control-allow-origin')).toBe(origin);
    expect(stream.headers?.get('access-control-allow-credentials')).toBeNull();
    // never compressed: a compressor would hold the events back
    expect(stream.headers?.get('content-encoding')).toBeNull();
    stream.close();
  });

  it('refuses a token that is not valid (the client refreshes and comes back)', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/events', headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).type).toBe('UNAUTHENTICATED');
  });

  it("sends each change to those who may see the report, and never a private report's to others", async () => {
    const admin = await open(bearer(sessions.admin!));
    const reader = await open(bearer(sessions.reader!));
    const anonymous = await open();

    // a private report of South: the Administrator hears of it; North's Reader and the public do not
    const south = await publishedReport(call, 'southadmin', demo.south);
    const created = await admin.next(about(south.id, 'created'));
    expect(created.data).toEqual({
      id: created.id,
      kind: 'created',
      report_id: south.id,
      organization_id: demo.south,
      time: expect.any(String) as unknown,
    });
    expect(created.id).toBeTruthy();

    // made public: now the public hears of it, and this is the first thing the public stream received
    const toPublic = await call('southadmin', 'PUT', `/organization/${demo.south}/report/${south.id}`, { visibility: 'public' });
    expect(toPublic.statusCode).toBe(200);
    await admin.next(about(south.id, 'updated'));
    const first = await anonymous.next((event) => event.event === 'report');
    expect(first.data).toMatchObject({ kind: 'updated', report_id: south.id });

    // a report of North: the first event North's Reader receives, so South's never reached it
    const north = await publishedReport(call, 'northadmin', demo.north);
    const readerFirst = await reader.next((event) => event.event === 'report');
    expect(readerFirst.data).toMatchObject({ kind: 'created', report_id: north.id });

    // deleted: the Reader hears of it; the public never heard of the private report at all
    expect((await call('northadmin', 'DELETE', `/organization/${demo.north}/report/${north.id}`)).statusCode).toBe(200);
    await reader.next(about(north.id, 'deleted'));
    await admin.next(about(north.id, 'deleted'));
    expect(anonymous.events.filter(about(north.id))).toEqual([]);
    expect(reader.events.filter(about(south.id))).toEqual([]);
    // the events carry nothing of the report but its id, organization, kind and time
    for (const event of admin.events)
      expect(Object.keys(event.data).sort()).toEqual(['id', 'kind', 'organization_id', 'report_id', 'time']);
  });

  it('resumes after Last-Event-ID with what the viewer missed', async () => {
    const admin = await open(bearer(sessions.admin!));
    const one = await publishedReport(call, 'northadmin', demo.north);
    const seen = await admin.next(about(one.id, 'created'));
    admin.close();
    const two = await publishedReport(call, 'northadmin', demo.north);
    // another stream sees it go by, so it has been handled before the resumed stream asks
    const watcher = await open(bearer(sessions.northadmin!));
    const closed = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${two.id}`, { title: 'Bridge closed to walkers' });
    expect(closed.statusCode).toBe(200);
    await watcher.next(about(two.id, 'updated'));

    const resumed = await open({ ...bearer(sessions.admin!), 'last-event-id': seen.id! });
    const missed = await resumed.next(about(two.id, 'created'));
    expect(missed.data.kind).toBe('created');
    await resumed.next(about(two.id, 'updated'));
    expect(resumed.events.filter(about(one.id))).toEqual([]);

    // an id this process does not know (too old): the client is told to reload
    const unknown = await open({ ...bearer(sessions.admin!), 'last-event-id': 'zzzz-unknown' });
    await unknown.next((event) => event.event === 'reset');
  });

  it('comments and closing are announced', async () => {
    const admin = await open(bearer(sessions.admin!));
    const report = await publishedReport(call, 'northadmin', demo.north);
    const draft = await call('northadmin', 'POST', `/report/${report.id}/comment`, { content: 'Council informed.' });
    expect(draft.statusCode).toBe(201);
    const commentId = draft.json<{ data: { id: number } }>().data.id;
    expect((await call('northadmin', 'PUT', `/comment/${commentId}`, { status: 'published' })).statusCode).toBe(200);
    await admin.next(about(report.id, 'commented'));
  });

  it('ends a stream when its sign-in is signed out, and only that sign-in’s', async () => {
    const [signedOut, kept] = [await signIn(server, 'reader'), await signIn(server, 'reader')];
    const [ending, staying] = [await open(bearer(signedOut)), await open(bearer(kept))];
    expect([ending.status, staying.status]).toEqual([200, 200]);
    expect((await signOut(server, signedOut)).statusCode).toBe(200);
    expect(await endsSoon(ending)).toBe(true);
    // the other sign-in of the same user still hears changes
    const report = await publishedReport(call, 'northadmin', demo.north);
    await staying.next(about(report.id, 'created'));
    staying.close();
  });

  it('ends a user’s streams when their organizations change, so that they reconnect as what they may see now', async () => {
    const created = await call('admin', 'POST', '/user', {
      username: 'moving_reader',
      password: 'Kestrel#Delta77',
      role_id: 3,
      organizations: [demo.north],
      options: { email: 'moving_reader@fieldwatch.example' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stream = await open(bearer(await signIn(server, 'moving_reader', 'Kestrel#Delta77')));
    expect(stream.status).toBe(200);
    const { id } = created.json<{ data: { id: number } }>().data;
    expect((await call('admin', 'PUT', `/user/${id}`, { organizations: [demo.south] })).statusCode).toBe(200);
    expect(await endsSoon(stream)).toBe(true);
  });

  it('limits the streams one user opens at once', async () => {
    const limit = server.config.liveConnections.perUser;
    const opened: Stream[] = [];
    // the admin's own streams of the earlier tests are closed by now or count too: open until refused
    for (let index = 0; index <= limit; index++) opened.push(await open(bearer(sessions.southadmin!)));
    expect(opened.filter((stream) => stream.status === 200)).toHaveLength(limit);
    expect(opened.at(-1)!.status).toBe(429);
    for (const stream of opened) stream.close();
  });
});

describe.runIf(process.env.FW_TEST_DB === 'postgres')('two app instances on one PostgreSQL database', () => {
  let other: FastifyInstance;
  let otherBase: string;

  afterAll(async () => {
    await other?.close();
  });

  it('a change made through one reaches a stream open on the other', async () => {
    // a second instance: its own LISTEN connection, as a second process would have
    other = await buildApp({
      db: server.database.db,
      jobs: server.database.jobConnection,
      listen: server.database.listen,
      config: server.config,
      mailer: server.mailer,
    });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await open(bearer(sessions.admin!), otherBase);
    const report = await publishedReport(call, 'northadmin', demo.north);
    const event = await stream.next(about(report.id, 'created'));
    expect(event.data.organization_id).toBe(demo.north);
  });

  it('a sign-out through one ends the stream the sign-in opened on the other', async () => {
    const session = await signIn(server, 'reader');
    const stream = await open(bearer(session), otherBase);
    expect(stream.status).toBe(200);
    expect((await signOut(server, session)).statusCode).toBe(200);
    expect(await endsSoon(stream)).toBe(true);
  });
});
