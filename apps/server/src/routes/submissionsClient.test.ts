/**
 * Core's submission queue against this real server over HTTP: a report kept offline and sent from two
 * tabs, again after a reload, and by a queue that lost its progress after the draft was made (which
 * only the server's idempotency replay keeps from making a second report). The database must hold one
 * report, with each of its files once.
 */
import {
  createClient,
  createSessionStore,
  createSubmissionQueue,
  login,
  memoryPersistence,
  rememberAnswered,
  type FieldwatchClient,
  type SessionStore,
  type SubmissionFile,
  type SubmissionPersistence,
  type SubmissionQueue,
} from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, reports } from '../db/schema.js';
import { pdfDocument, pngImage } from '../media/testing.js';
import { demoPassword, startTestServer, type TestServer } from '../test/harness.js';
import { demo, reportInput } from '../test/reports.js';

let server: TestServer;
let address: string;
let session: SessionStore;

beforeAll(async () => {
  server = await startTestServer();
  address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  session = createSessionStore();
  await login(createClient({ baseURL: `${address}/api`, session }), 'admin', demoPassword);
  // the form read this server's settings before anything was kept: it has answered
  rememberAnswered(`${address}/api`);
});
afterAll(() => server.close());

/** The network of one test: down (no answer), or dropping the answer of the next calls to a path. */
function network() {
  const state = { down: false, loseAnswerTo: [] as RegExp[] };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (state.down) throw new TypeError('fetch failed');
    const response = await globalThis.fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const lost = state.loseAnswerTo.findIndex((pattern) => pattern.test(new URL(url).pathname));
    if (lost >= 0) {
      state.loseAnswerTo.splice(lost, 1);
      // the server did the work; its answer never arrives
      throw new TypeError('fetch failed');
    }
    return response;
  };
  return { state, fetch };
}

/** A tab: its own client on the shared session, and a queue on the shared persistence (no Web Locks in Node: claims). */
function tab(fetch: typeof globalThis.fetch, persistence: SubmissionPersistence): { client: FieldwatchClient; queue: SubmissionQueue } {
  const client = createClient({ baseURL: `${address}/api`, session, fetch });
  const queue = createSubmissionQueue({ client, persistence, locks: null });
  return { client, queue };
}

async function files(): Promise<SubmissionFile[]> {
  return [
    { id: 'photo', name: 'bridge.png', type: 'image/png', blob: new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }) },
    { id: 'memo', name: 'memo.pdf', type: 'application/pdf', blob: new Blob([new Uint8Array(pdfDocument())], { type: 'application/pdf' }) },
  ];
}

/** The reports of that title in the database (drafts too), with the names of their files. */
async function stored(title: string) {
  const { db } = server.database;
  const rows = await db.select({ id: reports.id, status: reports.status }).from(reports).where(eq(reports.title, title));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      media: (await db.select({ name: media.name }).from(media).where(eq(media.reportId, row.id))).map((m) => m.name).sort(),
    })),
  );
}

const settled = (queue: SubmissionQueue) =>
  expect.poll(() => queue.getState().loaded && queue.getState().submissions.every((s) => s.status !== 'sending')).toBe(true);

describe('the submission queue against the server', () => {
  it('sends a report kept offline once, from two tabs and again after a reload', async () => {
    const title = 'Footbridge cracked, kept offline';
    const net = network();
    const persistence = memoryPersistence();
    const first = tab(net.fetch, persistence);
    net.state.down = true;
    const kept = await first.queue
      .getState()
      .submit({ mode: 'user', organizationId: demo.north, input: reportInput({ title }), files: await files() });
    expect(kept).toMatchObject({ status: 'queued', stored: true });

    const second = tab(net.fetch, persistence);
    await settled(second.queue);
    expect(second.queue.getState().submissions).toHaveLength(1);
    net.state.down = false;
    await Promise.all([first.queue.getState().retry(), second.queue.getState().retry()]);
    await Promise.all([first.queue.getState().retry(), second.queue.getState().retry()]);
    await settled(first.queue);
    await settled(second.queue);
    expect(first.queue.getState().submissions).toEqual([]);
    expect(second.queue.getState().submissions).toEqual([]);

    const reloaded = tab(net.fetch, persistence);
    await settled(reloaded.queue);
    expect(reloaded.queue.getState().submissions).toEqual([]);
    expect(await persistence.getAll()).toEqual([]);
    expect(await stored(title)).toEqual([{ id: expect.any(Number) as number, status: 'published', media: ['bridge.png', 'memo.pdf'] }]);
    for (const { queue } of [first, second, reloaded]) queue.getState().dispose();
  });

  it('a queue that lost its progress after the draft was made sends it again with the same keys: the server answers the first draft', async () => {
    const title = 'Culvert blocked, answer lost';
    const net = network();
    const persistence = memoryPersistence();
    const first = tab(net.fetch, persistence);
    // the draft is made and a file is stored, but neither answer arrives: the queue knows of neither
    net.state.loseAnswerTo.push(/\/organization\/\d+\/report$/);
    const outcome = await first.queue
      .getState()
      .submit({ mode: 'user', organizationId: demo.north, input: reportInput({ title }), files: await files() });
    expect(outcome).toMatchObject({ status: 'queued' });
    expect(first.queue.getState().submissions[0]?.progress.reportId).toBeNull();
    first.queue.getState().dispose();
    expect(await stored(title)).toHaveLength(1);

    // a reload, whose first media upload's answer is lost too
    net.state.loseAnswerTo.push(/\/report\/\d+\/media$/);
    const reloaded = tab(net.fetch, persistence);
    await settled(reloaded.queue);
    await reloaded.queue.getState().retry();
    await settled(reloaded.queue);
    expect(reloaded.queue.getState().submissions).toEqual([]);
    expect(await stored(title)).toEqual([{ id: expect.any(Number) as number, status: 'published', media: ['bridge.png', 'memo.pdf'] }]);
    reloaded.queue.getState().dispose();
  });
});
