import { describe, expect, it } from 'vitest';
import { createClient } from '../api/client.js';
import { createReportsStore } from '../stores/reports.js';
import { followLiveUpdates } from './follow.js';
import { createLiveUpdates, type LiveMessage } from './liveUpdates.js';

const event = (id: string, kind: string, reportId: number) =>
  `id: ${id}\nevent: report\ndata: ${JSON.stringify({ id, kind, report_id: reportId, organization_id: 1, time: '2026-11-26T10:00:00.000Z' })}\n\n`;

/** A server whose streams are scripted: each call to /events answers the next script, then ends. */
function scriptedServer(scripts: (string[] | number)[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    if (url.endsWith('/reports')) return Promise.resolve(Response.json({ data: [], total: 0 }));
    const script = scripts.shift();
    if (script === undefined) return new Promise<Response>(() => {});
    if (typeof script === 'number') return Promise.resolve(new Response(null, { status: script }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // split across chunks as a network would, mid-line
        const text = new TextEncoder().encode(script.join(''));
        controller.enqueue(text.slice(0, 7));
        controller.enqueue(text.slice(7));
        controller.close();
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
  return { fetch, calls };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('live updates', () => {
  it('parses the stream, and reconnects with Last-Event-ID after it ends', async () => {
    const server = scriptedServer([
      [': connected\n\n', event('a-1', 'created', 7), event('a-2', 'updated', 7)],
      503,
      ['event: reset\ndata: {}\n\n'],
    ]);
    const client = createClient({ baseURL: 'http://api.test/api', fetch: server.fetch });
    const live = createLiveUpdates(client, { retryDelay: () => 0 });
    const messages: LiveMessage[] = [];
    const stop = live.subscribe((message) => messages.push(message));
    await until(() => messages.length === 3);
    stop();
    expect(messages).toEqual([
      { type: 'report', event: expect.objectContaining({ id: 'a-1', kind: 'created', report_id: 7 }) as unknown },
      { type: 'report', event: expect.objectContaining({ id: 'a-2', kind: 'updated', report_id: 7 }) as unknown },
      { type: 'reset' },
    ]);
    expect(server.calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('a-2');
    expect(server.calls[2]!.headers['Last-Event-ID']).toBe('a-2');
    expect(server.calls[0]!.url).toBe('http://api.test/api/events');
  });

  it("counts published reports in the list's bar, and a load clears it", async () => {
    const server = scriptedServer([[event('b-1', 'created', 8), event('b-2', 'created', 9), event('b-3', 'commented', 8)]]);
    const client = createClient({ baseURL: 'http://api.test/api', fetch: server.fetch });
    const reports = createReportsStore(client);
    const stop = followLiveUpdates(createLiveUpdates(client, { retryDelay: () => 0 }), { reports });
    await until(() => reports.getState().arrived === 2);
    await reports.getState().load();
    expect(reports.getState().arrived).toBe(0);
    stop();
  });
});
