import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../schemas/auth.js';
import { createSessionStore } from '../session/store.js';
import { createClient } from './client.js';
import { textOf, urlOf } from '../../test/fetch.js';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A fetch that records each call and answers with `answer` (a new Response every time). */
function recording(answer: (sent: Sent) => Response | Promise<Response> = () => json({ data: true })) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const call = { url: urlOf(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
    sent.push(call);
    return answer(call);
  };
  return { fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const signedIn: LoginResult = {
  user: { id: 7, username: 'northadmin' } as LoginResult['user'],
  token: { access_token: 'old', refresh_token: 'refresh-1', expires_in: 900 },
};

describe('FieldwatchClient calls', () => {
  it('puts the path under a relative or an absolute base URL', async () => {
    const { fetch, sent } = recording();
    await createClient({ fetch }).request('/reports');
    await createClient({ baseURL: 'http://api.test/api/', fetch }).request('/reports');
    expect(sent.map((call) => call.url)).toEqual(['/api/reports', 'http://api.test/api/reports']);
  });

  it('sends the query without its undefined values, numbers and booleans as text', async () => {
    const { fetch, sent } = recording();
    await createClient({ baseURL: 'http://api.test/api', fetch }).request('/reports/suggest', {
      query: { q: 'flood & road', limit: 20, exact: false, cursor: undefined },
    });
    const url = new URL(sent[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'flood & road', limit: '20', exact: 'false' });
  });

  it('sends a plain object as JSON, and a FormData as it is', async () => {
    const { fetch, sent } = recording();
    const client = createClient({ baseURL: 'http://api.test/api', fetch });
    await client.request('/organization/1/report', { method: 'POST', body: { title: 'Flooded road', tags: [3] } });
    const form = new FormData();
    form.append('media', new Blob(['jpeg']), 'road.jpg');
    await client.request('/report/42/media', { method: 'POST', body: form });

    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(textOf(sent[0]!.body))).toEqual({ title: 'Flooded road', tags: [3] });
    // the browser writes the multipart boundary itself
    expect(sent[1]!.body).toBe(form);
    expect(sent[1]!.headers.has('content-type')).toBe(false);
  });

  it('asks for the language and sends the fixed token of withToken', async () => {
    const { fetch, sent } = recording();
    await createClient({ fetch, language: () => 'fr_FR' })
      .withToken('anonymous-token')
      .request('/user/anonymous');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    expect(sent[0]!.headers.get('accept-language')).toBe('fr_FR');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer anonymous-token');
  });

  it('calls a fetch it is given unbound, as window.fetch needs', async () => {
    const fetch = function (this: unknown) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(json({ data: 'ok' }));
    } as typeof globalThis.fetch;
    await expect(createClient({ fetch }).request('/reports')).resolves.toBe('ok');
  });

  it('returns the data of the envelope, the whole of a list, and nothing for an empty answer', async () => {
    const client = createClient({ fetch: recording(() => json({ data: [1, 2], total: 9, next: 'c2' })).fetch });
    await expect(client.request('/reports')).resolves.toEqual([1, 2]);
    await expect(client.requestList('/reports')).resolves.toEqual({ data: [1, 2], total: 9, next: 'c2' });
    const empty = createClient({ fetch: recording(() => new Response(null, { status: 204 })).fetch });
    await expect(empty.request('/user/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('FieldwatchClient failures', () => {
  it('keep the code, message, data and fields of the error envelope', async () => {
    const body = {
      error: {
        type: 'VALIDATION_ERROR',
        message: 'A validation error has occurred',
        data: 'x',
        fields: { title: 'required', bad: 'nope' },
      },
    };
    const client = createClient({ fetch: recording(() => json(body, 400)).fetch });
    await expect(client.request('/organization/1/report', { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'FieldwatchError',
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'A validation error has occurred',
      data: 'x',
      fields: { title: 'required' },
    });
  });

  it('take their code from the status when the body is not the envelope', async () => {
    const client = createClient({ fetch: recording(() => new Response('<html>Bad gateway</html>', { status: 502 })).fetch });
    await expect(client.request('/reports')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 502 });
  });

  it('are a NETWORK_ERROR when no answer comes, or the call is aborted', async () => {
    const offline = createClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.request('/reports')).rejects.toMatchObject({ name: 'FieldwatchError', code: 'NETWORK_ERROR', status: 0 });

    const controller = new AbortController();
    const aborting: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const call = createClient({ fetch: aborting }).request('/reports', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'FieldwatchError', code: 'NETWORK_ERROR', status: 0 });
  });
});

describe('FieldwatchClient raw requests', () => {
  it('hand back the answer: its body, status and headers', async () => {
    const { fetch, sent } = recording(
      () => new Response('id,title\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment' } }),
    );
    const response = await createClient({ fetch }).requestRaw('/organization/1/reports/export', {
      method: 'POST',
      body: { format: 'csv' },
    });
    expect(await response.text()).toBe('id,title\n');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
  });

  it('fail with NETWORK_ERROR, as JSON calls do, when the answer is cut off on the way', async () => {
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            controller.error(new TypeError('terminated'));
          },
        }),
      );
    const client = createClient({ fetch: recording(cutOff).fetch });
    await expect(client.requestRaw('/organization/1/reports/export')).rejects.toMatchObject({
      name: 'FieldwatchError',
      code: 'NETWORK_ERROR',
    });
    await expect(client.request('/reports')).rejects.toMatchObject({ name: 'FieldwatchError', code: 'NETWORK_ERROR' });
  });
});

describe('FieldwatchClient token refresh', () => {
  it('refreshes once for every call refused with 401, then sends each again with the new token', async () => {
    const session = createSessionStore();
    session.getState().signIn(signedIn);
    const { fetch, sent } = recording((call) => {
      if (call.url.endsWith('/user/7/token')) return json({ data: { access_token: 'new', refresh_token: 'refresh-2', expires_in: 900 } });
      return call.headers.get('authorization') === 'Bearer new'
        ? json({ data: call.url })
        : json({ error: { type: 'UNAUTHENTICATED', message: 'x' } }, 401);
    });
    const client = createClient({ session, fetch });

    await expect(Promise.all([client.request('/reports'), client.request('/folders')])).resolves.toEqual(['/api/reports', '/api/folders']);
    const refreshes = sent.filter((call) => call.url.endsWith('/token'));
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(textOf(refreshes[0]!.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(session.getState()).toMatchObject({ accessToken: 'new', refreshToken: 'refresh-2' });
  });

  it('sends a call again only once', async () => {
    const session = createSessionStore();
    session.getState().signIn(signedIn);
    const { fetch, sent } = recording((call) =>
      call.url.endsWith('/token')
        ? json({ data: { access_token: 'new', refresh_token: 'refresh-2', expires_in: 900 } })
        : json({ error: { type: 'UNAUTHENTICATED', message: 'x' } }, 401),
    );
    await expect(createClient({ session, fetch }).request('/reports')).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(sent.map((call) => call.url)).toEqual(['/api/reports', '/api/user/7/token', '/api/reports']);
  });

  it('signs out with status expired when the refresh is refused', async () => {
    const session = createSessionStore();
    session.getState().signIn(signedIn);
    const { fetch, sent } = recording(() => json({ error: { type: 'UNAUTHENTICATED', message: 'x', data: 'INVALID_TOKEN' } }, 401));
    await expect(createClient({ session, fetch }).request('/reports')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      data: 'INVALID_TOKEN',
    });
    expect(sent.map((call) => call.url)).toEqual(['/api/reports', '/api/user/7/token']);
    expect(session.getState().status).toBe('expired');
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const session = createSessionStore();
    session.getState().signIn(signedIn);
    const fetch: typeof globalThis.fetch = async (input) =>
      urlOf(input).endsWith('/token')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json({ error: { type: 'UNAUTHENTICATED', message: 'x' } }, 401);
    await expect(createClient({ session, fetch }).request('/reports')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(session.getState()).toMatchObject({ status: 'authenticated', refreshToken: 'refresh-1' });
  });
});

describe('FieldwatchClient.prepare', () => {
  it('gives the absolute URL, the headers and the JSON body for another thread to send', async () => {
    const client = createClient({ baseURL: 'http://api.test/api', fetch: recording().fetch }).withToken('t');
    await expect(
      client.prepare('/reports/geo', { method: 'POST', body: { filters: {} }, headers: { Accept: 'application/x-points' } }),
    ).resolves.toEqual({
      url: 'http://api.test/api/reports/geo',
      init: {
        method: 'POST',
        headers: { Accept: 'application/x-points', Authorization: 'Bearer t', 'Content-Type': 'application/json' },
        body: '{"filters":{}}',
      },
    });
  });
});
