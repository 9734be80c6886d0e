/**
 * A `fetch` for component tests and stories that answers like the API (API.md envelope) and records
 * every call, so a test can assert what the component sent. Components are tested through the real core
 * client and stores; only the network is replaced.
 */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** `{ data }` for a success; `{ error: … }` for a failure */
  body: unknown;
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
    const body = typeof raw === 'string' ? safeJson(raw) : raw ?? null;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = route ? await route(call) : fail(404, 'RESOURCE_NOT_FOUND');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
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
