/** Every log line of a request carries its id; the caller's X-Request-Id is kept when it is safe, and echoed. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.js';
import { startTestServer, type TestServer } from './test/harness.js';

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: loggerOptions('info', capture) });
});
afterAll(() => server.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function idOf(headers: Record<string, string>): Promise<string> {
  const res = await server.inject({ method: 'GET', url: '/api/handshake', headers });
  expect(res.statusCode).toBe(200);
  return String(res.headers['x-request-id']);
}

describe('request ids', () => {
  it("keep the caller's id, echo it, and put it on every line the request logs", async () => {
    const id = 'edge-7f3a.42:b_c';
    expect(await idOf({ 'x-request-id': id })).toBe(id);
    const own = lines.filter((line) => line.reqId === id);
    // the request received and the answer sent, at least
    expect(own.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(lines.filter((line) => line.req !== undefined || line.res !== undefined).every((line) => typeof line.reqId === 'string')).toBe(
      true,
    );
  });

  it('make a new id when none is given, and on errors too', async () => {
    expect(await idOf({})).toMatch(uuid);
    const missing = await server.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['x-request-id'])).toMatch(uuid);
  });

  it('replace an id that could forge log lines or is too long', async () => {
    for (const given of ['a b', 'line\u2028break', '"quoted"', 'x'.repeat(129), '']) {
      const id = await idOf({ 'x-request-id': given });
      expect(id).toMatch(uuid);
    }
    expect(await idOf({ 'x-request-id': 'x'.repeat(128) })).toBe('x'.repeat(128));
  });

  it('two requests never share a generated id', async () => {
    expect(await idOf({})).not.toBe(await idOf({}));
  });
});
