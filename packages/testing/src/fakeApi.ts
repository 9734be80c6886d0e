/**
 * A `fetch` for component tests and stories that answers like the API (the `{ data }` / `{ error }`
 * envelope of docs/api.md) and records every call, so a test can assert what the component sent.
 * Components are tested through the real core client and stores; only the network is replaced.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  /** the query string's parameters (`?q=flood` → `{ q: 'flood' }`) */
  query?: Record<string, string>;
  /** the whole query string, for a parameter given more than once (`?action=a&action=b`) */
  search?: string;
  /** the `Idempotency-Key` header, on the calls that send one (create calls) */
  idempotencyKey?: string;
}

export interface FakeAnswer {
  status?: number;
  /** `{ data }` for a success; `{ error: … }` for a failure; a string or Blob is sent as it is (a download) */
  body: unknown;
  /** headers besides `content-type: application/json` (e.g. Content-Disposition of a download) */
  headers?: Record<string, string>;
}

export type FakeRoute = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { data } });
export const fail = (status: number, type: string, extra: { data?: unknown; fields?: Record<string, string> } = {}): FakeAnswer => ({
  status,
  body: { error: { type, message: type, ...extra } },
});

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://fieldwatch.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const raw = init?.body;
    const body = typeof raw === 'string' ? safeJson(raw) : (raw ?? null);
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
    const call: RecordedCall = {
      method,
      path,
      body,
      ...(url.search ? { query: Object.fromEntries(url.searchParams), search: url.search } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = route ? await route(call) : fail(404, 'RESOURCE_NOT_FOUND');
    const download = typeof answer.body === 'string' || answer.body instanceof Blob;
    return new Response(download ? (answer.body as string | Blob) : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { ...(download ? {} : { 'content-type': 'application/json' }), ...answer.headers },
    });
  };
  return { fetch, calls };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
