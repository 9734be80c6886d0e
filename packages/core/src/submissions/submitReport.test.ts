import { describe, expect, it, vi } from 'vitest';
import { failure, fakeReportServer, file, input } from '../../test/fakeReportServer.js';
import { createClient } from '../api/client.js';
import { FieldwatchError } from '../errors.js';
import type { User } from '../schemas/user.js';
import { createSessionStore } from '../session/store.js';
import { createAnonymousTokens } from './anonymousTokens.js';
import { submitReport, type SubmissionProgress } from './submitReport.js';

const user = { id: 7, username: 'northadmin', organizations: [{ id: 1, name: 'Field Team North' }] } as unknown as User;

/** A client signed in as a user, talking to the fake server. */
function signedIn(server: ReturnType<typeof fakeReportServer>) {
  const session = createSessionStore();
  session.getState().signIn({ user, token: { access_token: 'user-token', refresh_token: 'refresh', expires_in: 900 } });
  return { session, client: createClient({ baseURL: 'http://fieldwatch.test/api', session, fetch: server.fetch }) };
}

describe('submitReport (create, upload, publish)', () => {
  it('creates a draft, uploads each file in its own call, then publishes', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    const report = await submitReport({
      client,
      mode: 'user',
      organizationId: 1,
      input,
      files: [file('a', 'road.jpg'), file('b', 'bridge.jpg')],
    });

    expect(report).toMatchObject({ id: 42, status: 'published', title: 'Flooded road' });
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /organization/1/report',
      'POST /report/42/media',
      'POST /report/42/media',
      'PUT /organization/1/report/42',
    ]);
    expect(server.reports.get(42)?.media).toEqual(['road.jpg', 'bridge.jpg']);
    expect(server.calls.at(-1)?.body).toEqual({ status: 'published' });
    expect(server.calls.every((c) => c.authorization === 'Bearer user-token')).toBe(true);
  });

  it('resumes after the draft was made but an upload failed: no second report, no file sent twice', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    const files = [file('a', 'road.jpg'), file('b', 'bridge.jpg')];
    let progress: SubmissionProgress | undefined;
    server.once('POST /report/42/media', { status: 200, body: { data: { id: 42 } } });
    server.once('POST /report/42/media', 'offline');

    const first = submitReport({ client, mode: 'user', organizationId: 1, input, files, onProgress: (p) => void (progress = p) });
    await expect(first).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(progress).toEqual({ reportId: 42, organizationId: 1, createdWith: input, uploaded: ['a'], access: null });

    const report = await submitReport({ client, mode: 'user', organizationId: 1, input, files, ...(progress ? { progress } : {}) });
    expect(report.id).toBe(42);
    expect(server.callsTo('POST', /\/report$/)).toHaveLength(1);
    expect(server.reports.get(42)?.media).toEqual(['bridge.jpg']);
    expect(server.reports.size).toBe(1);
  });

  it('sends the fields changed after the draft was made along with the publication', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    server.once('PUT /organization/1/report/42', failure(503, 'SERVER_ERROR'));
    let progress: SubmissionProgress | undefined;
    await expect(
      submitReport({ client, mode: 'user', organizationId: 1, input, files: [], onProgress: (p) => void (progress = p) }),
    ).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    });
    await submitReport({
      client,
      mode: 'user',
      organizationId: 1,
      input: { ...input, title: 'Flooded road again' },
      files: [],
      ...(progress ? { progress } : {}),
    });
    expect(server.callsTo('PUT', /report\/42$/).at(-1)?.body).toEqual({ title: 'Flooded road again', status: 'published' });
  });

  it('sends the publication with a key of the submission, the same on its retry (a lost answer is replayed, not refused)', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    // published, but the answer is lost on its way back
    server.once('PUT /organization/1/report/42', 'lost');
    let progress: SubmissionProgress | undefined;
    const submission = { client, mode: 'user' as const, organizationId: 1, input, files: [], idempotencyKey: 'saved-once' };
    await expect(submitReport({ ...submission, onProgress: (p) => void (progress = p) })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await submitReport({ ...submission, ...(progress ? { progress } : {}) });
    const publications = server.callsTo('PUT', /report\/42$/);
    expect(publications.map((call) => call.idempotencyKey)).toEqual(['saved-once:publish', 'saved-once:publish']);
    expect(server.callsTo('POST', /\/report$/).map((call) => call.idempotencyKey)).toEqual(['saved-once:create']);
    expect(server.state.replayed).toBe(1);
  });

  it('sends the other files when the server refuses one, then fails with its reason and does not publish', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    server.once('POST /report/42/media', failure(400, 'VALIDATION_ERROR', { media: 'invalidFileType' }));
    const refused: string[] = [];
    const attempt = submitReport({
      client,
      mode: 'user',
      organizationId: 1,
      input,
      files: [file('a', 'notes.exe'), file('b', 'road.jpg')],
      onStep: (step) => {
        if (step.type === 'fileRefused') refused.push(step.fileId);
      },
    });
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_ERROR', fields: { media: 'invalidFileType' } });
    expect(refused).toEqual(['a']);
    expect(server.reports.get(42)?.media).toEqual(['road.jpg']);
    expect(server.callsTo('PUT', /./)).toHaveLength(0);
  });

  it('asks for an organization in user mode', async () => {
    const server = fakeReportServer();
    const { client } = signedIn(server);
    const attempt = submitReport({ client, mode: 'user', input, files: [] });
    await expect(attempt).rejects.toBeInstanceOf(FieldwatchError);
    await expect(attempt).rejects.toMatchObject({ code: 'VALIDATION_ERROR', fields: { organization: 'required' } });
    expect(server.calls).toHaveLength(0);
  });
});

describe('submitReport, anonymously', () => {
  it('sends with an anonymous token into the anonymous organization, leaving the signed-in session alone', async () => {
    const server = fakeReportServer({ anonymousOrganization: 5 });
    const { client, session } = signedIn(server);
    const before = session.getState();
    await submitReport({ client, mode: 'anonymous', input, files: [file('a', 'road.jpg')] });

    expect(server.calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'POST /user/anonymous null',
      'POST /organization/5/report DPoP anon-1',
      'POST /report/42/media DPoP anon-1',
      'PUT /organization/5/report/42 DPoP anon-1',
    ]);
    // every anonymous call carries a proof of the browser's key, the token request too
    expect(server.calls.every((c) => c.proof?.split('.').length === 3)).toBe(true);
    expect(session.getState()).toBe(before);
    expect(session.getState().accessToken).toBe('user-token');
  });

  it('reuses a token until shortly before it expires, then asks for a new one', async () => {
    let now = 1_000_000;
    const server = fakeReportServer({ tokenSeconds: 600 });
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server.fetch });
    const tokens = createAnonymousTokens(client, { now: () => now });

    await Promise.all([
      submitReport({ client, mode: 'anonymous', input, files: [], tokens }),
      submitReport({ client, mode: 'anonymous', input, files: [], tokens }),
    ]);
    expect(server.state.tokensIssued).toBe(1);

    now += 600_000 - 60_000; // a minute left: still good
    await submitReport({ client, mode: 'anonymous', input, files: [], tokens });
    expect(server.state.tokensIssued).toBe(1);

    now += 40_000; // inside the last 30 seconds
    await submitReport({ client, mode: 'anonymous', input, files: [], tokens });
    expect(server.state.tokensIssued).toBe(2);
    expect(server.calls.at(-1)?.authorization).toBe('DPoP anon-2');
  });

  it('asks for a new token once when the server refuses the one it holds', async () => {
    const server = fakeReportServer();
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server.fetch });
    const tokens = createAnonymousTokens(client);
    await submitReport({ client, mode: 'anonymous', input, files: [], tokens });
    server.state.revoked.add('anon-1');

    await submitReport({ client, mode: 'anonymous', input, files: [], tokens });
    expect(server.state.tokensIssued).toBe(2);
    expect(server.reports.get(43)?.status).toBe('published');
  });

  it('starts again when a new token cannot reach the draft an expired one made', async () => {
    const server = fakeReportServer();
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server.fetch });
    const tokens = createAnonymousTokens(client);
    let progress: SubmissionProgress | undefined;
    server.once('POST /report/42/media', 'offline');
    await expect(
      submitReport({ client, mode: 'anonymous', input, files: [file('a', 'road.jpg')], tokens, onProgress: (p) => void (progress = p) }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    server.state.revoked.add('anon-1');

    const report = await submitReport({
      client,
      mode: 'anonymous',
      input,
      files: [file('a', 'road.jpg')],
      tokens,
      ...(progress ? { progress } : {}),
    });
    expect(report).toMatchObject({ id: 43, status: 'published', media: ['road.jpg'] });
    expect(server.reports.get(42)?.status).toBe('draft');
  });

  it('says INACTIVE_FEATURE when anonymous submission is off', async () => {
    const server = fakeReportServer();
    server.state.anonymousEnabled = false;
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server.fetch });
    await expect(submitReport({ client, mode: 'anonymous', input, files: [] })).rejects.toMatchObject({
      code: 'INACTIVE_FEATURE',
      status: 403,
    });
  });
});

describe('submitReport, whose steps are fetched with the first report sent', () => {
  it('fails as a call without an answer (NETWORK_ERROR, which a queue keeps and tries again) when they cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('./sendReport.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const fresh = await import('./submitReport.js');
      const server = fakeReportServer();
      const { client } = signedIn(server);
      const error: unknown = await fresh
        .submitReport({ client, mode: 'user', organizationId: 1, input, files: [] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FieldwatchError);
      expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
      expect(fresh.isTransientError(error)).toBe(true);
      expect(server.calls).toEqual([]);
    } finally {
      vi.doUnmock('./sendReport.js');
      vi.resetModules();
    }
  });
});

describe('idempotency keys on create calls', () => {
  it('sends the key given, and makes one when none is given', async () => {
    const { createComment, createReport } = await import('../api/reports.js');
    const seen: (string | null)[] = [];
    const client = createClient({
      baseURL: 'http://fieldwatch.test/api',
      token: 't',
      fetch: (_input, init) => {
        seen.push(new Headers(init?.headers).get('idempotency-key'));
        return Promise.resolve(new Response(JSON.stringify({ data: { id: 1, organization: { id: 1 } } }), { status: 201 }));
      },
    });
    await createReport(client, 1, input, { idempotencyKey: 'k1:create' });
    await createReport(client, 1, input);
    await createComment(client, 42, 'Seen it too');
    expect(seen[0]).toBe('k1:create');
    expect(seen[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).not.toBe(seen[2]);
  });
});
