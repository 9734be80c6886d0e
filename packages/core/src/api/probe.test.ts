import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, urlOf } from '../../test/fetch.js';
import { hasAnswered } from './answered.js';
import { createClient } from './client.js';
import { getPublicSite } from './public.js';
import { probeApi } from './probe.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) =>
  new Response('<!doctype html><title>Not found</title>', { status, headers: { 'content-type': 'text/html' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('probeApi', () => {
  it('tells a Fieldwatch API by its envelope, success or refusal, and remembers that it answered', async () => {
    const answered = createClient({ baseURL: 'https://probe-a.example/api', fetch: fakeFetch(() => json(200, { data: { zoom: 4 } })) });
    expect(await probeApi(answered)).toEqual({ kind: 'answered' });
    expect(hasAnswered('https://probe-a.example/api/')).toBe(true);
    const refusing = createClient({
      baseURL: 'https://probe-b.example/api',
      fetch: fakeFetch(() => json(403, { error: { type: 'INACTIVE_FEATURE', message: 'Feature is inactive' } })),
    });
    expect(await probeApi(refusing)).toEqual({ kind: 'answered' });
  });

  it('says NOT_FIELDWATCH for a 404 page, an HTML page that says 200, and JSON without the envelope', async () => {
    for (const [answer, status] of [
      [() => html(404), 404],
      [() => html(200), 200],
      [() => json(200, { hello: 'world' }), 200],
      [() => json(404, { message: 'Cannot GET /nope/public/site' }), 404],
    ] as const) {
      const client = createClient({ baseURL: 'https://elsewhere.example/nope', fetch: fakeFetch(answer) });
      expect(await probeApi(client)).toEqual({ kind: 'NOT_FIELDWATCH', status });
    }
    expect(hasAnswered('https://elsewhere.example/nope')).toBe(false);
  });

  it('says API_UNREACHABLE when nothing answers while online, and offline (nothing yet) when the browser is offline', async () => {
    const refused = createClient({
      baseURL: 'http://127.0.0.1:9/api',
      fetch: fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(await probeApi(refused)).toEqual({ kind: 'API_UNREACHABLE' });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await probeApi(refused)).toEqual({ kind: 'offline' });
  });

  it('asks the public-site settings without a token', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const client = createClient({
      baseURL: 'https://probe-c.example/api',
      token: 'secret',
      fetch: fakeFetch((input, init) => {
        seen.push({ url: urlOf(input), headers: init?.headers as Record<string, string> });
        return json(200, { data: {} });
      }),
    });
    await probeApi(client);
    expect(seen[0]!.url).toBe('https://probe-c.example/api/public/site');
    expect(seen[0]!.headers.Authorization).toBeUndefined();
  });
});

describe("the client's memory of bases that answered", () => {
  it('remembers a base on an envelope (success or error), never on an answer that is not one', async () => {
    const good = createClient({ baseURL: 'https://remember-a.example/api', fetch: fakeFetch(() => json(200, { data: {} })) });
    await getPublicSite(good);
    expect(hasAnswered('https://remember-a.example/api')).toBe(true);

    const refusing = createClient({
      baseURL: 'https://remember-b.example/api',
      fetch: fakeFetch(() => json(500, { error: { type: 'SERVER_ERROR', message: 'x' } })),
    });
    await expect(getPublicSite(refusing)).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(hasAnswered('https://remember-b.example/api')).toBe(true);

    const wrong = createClient({ baseURL: 'https://remember-c.example/api', fetch: fakeFetch(() => html(404)) });
    await expect(getPublicSite(wrong)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    const proxy = createClient({ baseURL: 'https://remember-d.example/api', fetch: fakeFetch(() => html(200)) });
    await getPublicSite(proxy).catch(() => undefined);
    expect(hasAnswered('https://remember-c.example/api')).toBe(false);
    expect(hasAnswered('https://remember-d.example/api')).toBe(false);
  });
});
