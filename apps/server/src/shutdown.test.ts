/**
 * The stop on SIGTERM (shutdown.ts) on a listening server: a running request is answered, new
 * connections are refused, and a response that never ends is cut once the bound has passed.
 */
import { request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGracefully } from './shutdown.js';
import { startTestServer, type TestServer } from './test/harness.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A promise with its resolve function, for a route and a test to wait on each other. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

function get(port: number, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, resolve).on('error', reject).end();
  });
}

function bodyOf(response: IncomingMessage): Promise<{ text: string; complete: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('close', () => resolve({ text, complete: response.complete }));
  });
}

function connectionRefused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function listening(s: TestServer): Promise<number> {
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  return (s.app.server.address() as AddressInfo).port;
}

/** Waits until the server has stopped listening (checked on each turn of the event loop). */
async function notListening(s: TestServer): Promise<void> {
  while (s.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

describe('graceful stop', () => {
  it('answers the request in flight, refuses new connections, then releases and exits 0', async () => {
    const received = gate();
    const finish = gate();
    server = await startTestServer({
      build: (app) =>
        app.get('/test/slow', async () => {
          received.open();
          // the export of a large file, say: it ends when the test says so, after the stop began
          await finish.promise;
          return { data: 'finished' };
        }),
    });
    const port = await listening(server);
    const answer = get(port, '/test/slow');
    await received.promise;

    let released = false;
    const stopped = stopGracefully(server.app, 10_000, () => {
      released = true;
      return Promise.resolve();
    });
    await notListening(server);
    expect(await connectionRefused(port)).toBe('ECONNREFUSED');
    expect(released).toBe(false);

    finish.open();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(await bodyOf(response)).toEqual({ text: JSON.stringify({ data: 'finished' }), complete: true });
    expect(await stopped).toBe(0);
    expect(released).toBe(true);
  });

  it('closes a response that would never end once the bound has passed', async () => {
    const received = gate();
    server = await startTestServer({
      build: (app) =>
        app.get('/test/endless', (_request, reply) => {
          received.open();
          const stream = new PassThrough();
          stream.write('data: first\n\n');
          // an event stream: nothing more is written, and it is never ended
          return reply.type('text/event-stream').send(stream);
        }),
    });
    const port = await listening(server);
    const response = await get(port, '/test/endless');
    await received.promise;
    const body = bodyOf(response);

    const code = await stopGracefully(server.app, 50, () => Promise.resolve());
    expect(code).toBe(0);
    const { text, complete } = await body;
    expect(text).toBe('data: first\n\n');
    expect(complete).toBe(false);
  });

  it('exits 1 when releasing fails', async () => {
    server = await startTestServer();
    await listening(server);
    expect(await stopGracefully(server.app, 1_000, () => Promise.reject(new Error('database would not close')))).toBe(1);
  });
});
