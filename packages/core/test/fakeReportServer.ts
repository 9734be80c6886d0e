/**
 * A fetch that plays the report API's part for core tests (with its `{data}` / `{error}` envelope): anonymous tokens, the
 * create → media → publish calls, and the failures a field form meets (offline, server down, refusals).
 * Submissions are tested through the real client; only the network is replaced.
 */
import type { ReportCreateInput } from '../src/schemas/report.js';
import type { SubmissionFile } from '../src/submissions/submitReport.js';
import { fakeFetch } from './fetch.js';

export const input: ReportCreateInput = {
  title: 'Flooded road',
  content: 'Water on the road',
  event_date: '2026-03-04T05:06:07Z',
  latitude: 51.528558,
  longitude: -0.241682,
  taxonomies: { '1': [11] },
};

export const file = (id: string, name: string): SubmissionFile => ({
  id,
  name,
  type: 'image/jpeg',
  blob: new Blob([`bytes of ${name}`], { type: 'image/jpeg' }),
});

export interface ServerCall {
  method: string;
  path: string;
  authorization: string | null;
  /** the Idempotency-Key header */
  idempotencyKey: string | null;
  /** the DPoP proof header (anonymous calls) */
  proof: string | null;
  body: unknown;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One answer given instead of the usual one, the next time `route` is called; `'offline'` drops the call,
 * `'lost'` handles it and drops the answer (the connection broke on the way back).
 */
type Override = { route: string; answer: Answer | 'offline' | 'lost' };

export const failure = (status: number, type: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { type, message: type, ...(fields ? { fields } : {}) } },
});

export function fakeReportServer(options: { anonymousOrganization?: number; tokenSeconds?: number } = {}) {
  /** calls the server answered (an offline call never reaches it) */
  const calls: ServerCall[] = [];
  const overrides: Override[] = [];
  const reports = new Map<number, Record<string, unknown> & { media: string[] }>();
  const state = { offline: false, anonymousEnabled: true, tokensIssued: 0, revoked: new Set<string>(), idempotent: true, replayed: 0 };
  // the first answer to each keyed call's key (creates and a publication), per caller scope (anonymous tokens share one) and route
  const firstAnswers = new Map<string, Answer>();
  /** replays the first answer to a key, as the real server does; `replayed` counts those */
  function idempotently(call: ServerCall, answer: () => Answer): Answer {
    if (!state.idempotent || call.method === 'GET' || !call.idempotencyKey) return answer();
    const token = call.authorization?.replace(/^(Bearer|DPoP) /, '') ?? '';
    const key = `${token.startsWith('anon-') ? 'anonymous' : token} ${call.path} ${call.idempotencyKey}`;
    const first = firstAnswers.get(key);
    if (first) {
      state.replayed += 1;
      return first;
    }
    const given = answer();
    if (given.status < 300) firstAnswers.set(key, structuredClone(given));
    return given;
  }
  let nextId = 42;

  function handle(call: ServerCall): Answer {
    const { method, path } = call;
    if (method === 'POST' && path === '/user/anonymous') {
      if (!state.anonymousEnabled) return failure(403, 'INACTIVE_FEATURE');
      state.tokensIssued += 1;
      return {
        status: 200,
        body: {
          data: {
            access_token: `anon-${state.tokensIssued}`,
            expires_in: options.tokenSeconds ?? 900,
            organization_id: options.anonymousOrganization ?? 2,
          },
        },
      };
    }
    const token = call.authorization?.replace(/^(Bearer|DPoP) /, '');
    if (!token || state.revoked.has(token)) return failure(401, 'UNAUTHENTICATED');

    const create = /^\/organization\/(\d+)\/report$/.exec(path);
    if (method === 'POST' && create) {
      const input = call.body as Record<string, unknown>;
      if (!input.title) return failure(400, 'VALIDATION_ERROR', { title: 'required' });
      const report = {
        ...input,
        id: nextId++,
        status: 'draft',
        organization: { id: Number(create[1]), name: 'Field Team' },
        author: token,
        media: [],
      };
      reports.set(report.id, report);
      return { status: 201, body: { data: report } };
    }
    const media = /^\/report\/(\d+)\/media$/.exec(path);
    if (method === 'POST' && media) {
      const report = reports.get(Number(media[1]));
      if (!report || report.author !== token) return failure(404, 'RESOURCE_NOT_FOUND');
      report.media.push(((call.body as FormData).get('media') as File).name);
      return { status: 200, body: { data: report } };
    }
    const update = /^\/organization\/(\d+)\/report\/(\d+)$/.exec(path);
    if (method === 'PUT' && update) {
      const report = reports.get(Number(update[2]));
      if (!report || report.author !== token) return failure(404, 'RESOURCE_NOT_FOUND');
      Object.assign(report, call.body);
      return { status: 200, body: { data: report } };
    }
    return failure(404, 'RESOURCE_NOT_FOUND');
  }

  const fetch = fakeFetch((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const raw = init?.body;
    const call: ServerCall = {
      method,
      path,
      authorization: new Headers(init?.headers).get('authorization'),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
      proof: new Headers(init?.headers).get('dpop'),
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null),
    };
    // what a browser's fetch does without a connection
    if (state.offline) throw new TypeError('Failed to fetch');
    const index = overrides.findIndex((o) => o.route === `${method} ${path}`);
    const override = index >= 0 ? overrides.splice(index, 1)[0] : undefined;
    if (override?.answer === 'offline') throw new TypeError('Failed to fetch');
    calls.push(call);
    const answer = override?.answer && override.answer !== 'lost' ? override.answer : idempotently(call, () => handle(call));
    if (override?.answer === 'lost') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });

  return {
    fetch,
    calls,
    reports,
    state,
    /** the next call to `route` (`'POST /report/42/media'`) gets `answer` instead */
    once(route: string, answer: Answer | 'offline' | 'lost') {
      overrides.push({ route, answer });
    },
    callsTo: (method: string, pattern: RegExp) => calls.filter((c) => c.method === method && pattern.test(c.path)),
  };
}
