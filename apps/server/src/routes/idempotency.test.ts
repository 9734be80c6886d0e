/**
 * A create call sent twice with one `Idempotency-Key` happens once (plugins/idempotency.ts): the report
 * create (signed in and with anonymous tokens), a report's media and a comment. Each case counts the rows
 * in the database, not only the answers.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnonymousToken, ErrorBody } from '@fieldwatch/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lapseIdempotencyClaims, noteIdempotentCreation } from '../db/queries/idempotency.js';
import { activity, comments, idempotencyKeys, media, reports } from '../db/schema.js';
import { pngImage } from '../media/testing.js';
import { removeExpired } from '../services/housekeeping.js';
import { browserKey, type BrowserKey } from '../test/anonymousKey.js';
import { bearer, dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, publishedReport, reportInput, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;
/** the browser anonymous tokens are asked by: each call with one carries a proof of its key */
let browser: BrowserKey;

beforeAll(async () => {
  // the cases reuse one anonymous token far past the per-token cap, which is not what they check
  server = await startTestServer({ config: { anonymousReportsPerToken: 1000 } });
  browser = await browserKey(server.clock.now);
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin']));
  const options = await call('admin', 'PUT', '/options', [
    { name: 'anonymous_enabled', value: '1' },
    { name: 'anonymous_organization', value: String(demo.north) },
  ]);
  expect(options.statusCode, options.body).toBe(200);
});
afterAll(() => server.close());

const db = () => server.database.db;
let keys = 0;
/** A fresh key, as a client makes one per create. */
const newKey = () => `${crypto.randomUUID()}-${++keys}`;
const replayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

/** Builds a report create body with a title unique to the test, so that rows can be counted by title. */
let titles = 0;
const uniqueTitle = (what: string) => `${what} ${++titles}`;
const countReports = async (title: string) => (await db().select({ n: count() }).from(reports).where(eq(reports.title, title)))[0]?.n ?? 0;

async function anonymousToken(ip: string): Promise<string> {
  const url = '/api/user/anonymous';
  const res = await server.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { dpop: await browser.proof({ method: 'POST', url }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AnonymousToken>(res).access_token;
}

/** The headers of an anonymous token's call to create a report. */
const anonymousHeaders = async (token: string) => {
  const url = `/api/organization/${demo.north}/report`;
  return { authorization: `DPoP ${token}`, dpop: await browser.proof({ method: 'POST', url, token }) };
};

/** What each create case provides: a call by variant, and the count of what the call creates. */
interface CreateCase {
  /** `a` and `b` are two valid requests; `refused` is refused after the key was claimed (or before) */
  send(key: string | undefined, variant: 'a' | 'b' | 'refused', who?: string): Promise<LightMyRequestResponse>;
  count(): Promise<number>;
  /** who else may send the same key for an independent call */
  other: string;
}

function behavesOnce(name: string, make: () => Promise<CreateCase>) {
  describe(name, () => {
    let subject: CreateCase;
    beforeAll(async () => {
      subject = await make();
    });

    it('answers a repeat with the first answer, byte for byte, and creates one record', async () => {
      const key = newKey();
      const before = await subject.count();
      const first = await subject.send(key, 'a');
      expect(first.statusCode, first.body).toBe(201);
      expect(replayed(first)).toBe(false);
      const again = await subject.send(key, 'a');
      expect(again.statusCode).toBe(201);
      expect(replayed(again)).toBe(true);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(await subject.count()).toBe(before + 1);
    });

    it('refuses the same key with another request (422) and creates nothing', async () => {
      const key = newKey();
      expect((await subject.send(key, 'a')).statusCode).toBe(201);
      const before = await subject.count();
      const other = await subject.send(key, 'b');
      expect(other.statusCode).toBe(422);
      expect(errorOf(other).type).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await subject.count()).toBe(before);
    });

    it('creates one record for two calls racing with one key', async () => {
      const key = newKey();
      const before = await subject.count();
      const answers = await Promise.all([subject.send(key, 'a'), subject.send(key, 'a')]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      expect(answers.filter((answer) => answer.statusCode === 201 && !replayed(answer))).toHaveLength(1);
      const waiting = answers.find((answer) => answer.statusCode === 409);
      if (waiting) {
        expect(errorOf(waiting).type).toBe('IDEMPOTENCY_IN_PROGRESS');
        expect(waiting.headers['retry-after']).toBe('1');
      }
      expect(await subject.count()).toBe(before + 1);
    });

    it('answers for the record made by a call whose process died before storing its answer, and makes no second one', async () => {
      const key = newKey();
      const before = await subject.count();
      const first = await subject.send(key, 'a');
      expect(first.statusCode, first.body).toBe(201);
      // as if the process had died three minutes ago, after the record's commit and before the answer was stored
      const [made] = await db().select({ created: idempotencyKeys.created }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(made?.created).toMatch(/^(report|comment|media):\d+$/);
      await db()
        .update(idempotencyKeys)
        .set({ status: null, contentType: null, body: null, claimedAt: new Date(server.clock.now().getTime() - 3 * 60 * 1000) })
        .where(eq(idempotencyKeys.key, key));
      const retried = await subject.send(key, 'a');
      expect(retried.statusCode, retried.body).toBe(201);
      expect(dataOf<{ id: number }>(retried).id).toBe(dataOf<{ id: number }>(first).id);
      expect(await subject.count()).toBe(before + 1);
      // that answer is now the key's, for the next repeat
      const again = await subject.send(key, 'a');
      expect(replayed(again)).toBe(true);
      expect(again.body).toBe(retried.body);
    });

    it('processes a retry of a refused call afresh', async () => {
      const key = newKey();
      const before = await subject.count();
      const refused = await subject.send(key, 'refused');
      expect(refused.statusCode, refused.body).toBe(400);
      const retried = await subject.send(key, 'a');
      expect(retried.statusCode, retried.body).toBe(201);
      expect(replayed(retried)).toBe(false);
      expect(await subject.count()).toBe(before + 1);
    });

    it("keeps another caller's same key apart", async () => {
      const key = newKey();
      const before = await subject.count();
      const mine = await subject.send(key, 'a');
      const theirs = await subject.send(key, 'a', subject.other);
      expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
      expect(replayed(theirs)).toBe(false);
      expect(await subject.count()).toBe(before + 2);
    });

    it('creates as usual without a key', async () => {
      const before = await subject.count();
      expect((await subject.send(undefined, 'a')).statusCode).toBe(201);
      expect((await subject.send(undefined, 'a')).statusCode).toBe(201);
      expect(await subject.count()).toBe(before + 2);
    });
  });
}

const keyHeader = (key: string | undefined): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });

behavesOnce('the report create, signed in', () => {
  const title = uniqueTitle('Signed-in report');
  const bodies = {
    a: reportInput({ title }),
    // the same fields in another order are the same request; another title is not
    b: { ...reportInput({ title }), title: `${title} (changed)` },
    // refused by the service, after the key was claimed: no such tag
    refused: reportInput({ title, taxonomies: [999_999] }),
  };
  return Promise.resolve({
    send: (key, variant, who = 'northadmin') => call(who, 'POST', `/organization/${demo.north}/report`, bodies[variant], keyHeader(key)),
    count: async () => (await countReports(title)) + (await countReports(`${title} (changed)`)),
    other: 'admin',
  });
});

behavesOnce('the report create, with anonymous tokens', async () => {
  const title = uniqueTitle('Anonymous report');
  // one address per token, so the anonymous rate limit (per address) never decides a test
  const tokens = { first: await anonymousToken('198.51.100.1'), second: await anonymousToken('198.51.100.2') };
  const bodies = {
    a: reportInput({ title }),
    b: reportInput({ title: `${title} (changed)` }),
    refused: reportInput({ title, latitude: 200 }),
  };
  let ip = 10;
  return {
    send: async (key, variant, who = 'first') =>
      server.inject({
        method: 'POST',
        url: `/api/organization/${demo.north}/report`,
        headers: {
          ...keyHeader(key),
          ...(who === 'first' || who === 'second' ? await anonymousHeaders(tokens[who]) : bearer(sessions[who]!)),
        },
        remoteAddress: `198.51.100.${++ip}`,
        payload: bodies[variant],
      }),
    count: async () => (await countReports(title)) + (await countReports(`${title} (changed)`)),
    // a signed-in user's keys are theirs; anonymous tokens share one scope (see below)
    other: 'northadmin',
  };
});

/** Stored files, on disk or in the test bucket. */
const mediaFiles = async (): Promise<number> => (await server.storedKeys()).length;

behavesOnce("a report's media", async () => {
  const report = await publishedReport(call, 'northadmin', demo.north, { title: uniqueTitle('Report with photos') });
  const files = { a: await pngImage(300, 200), b: await pngImage(320, 200), refused: Buffer.from('not an image at all') };
  return {
    send: (key, variant, who = 'northadmin') => {
      const body = multipart('media', variant === 'refused' ? 'notes.png' : 'photo.png', 'image/png', files[variant]);
      return server.inject({
        method: 'POST',
        url: `/api/report/${report.id}/media`,
        payload: body.payload,
        headers: { ...body.headers, ...keyHeader(key), ...bearer(sessions[who]!) },
      });
    },
    count: async () => (await db().select({ n: count() }).from(media).where(eq(media.reportId, report.id)))[0]?.n ?? 0,
    other: 'admin',
  };
});

behavesOnce('a comment', async () => {
  const report = await publishedReport(call, 'northadmin', demo.north, { title: uniqueTitle('Report with comments') });
  const bodies = { a: { content: 'Checked on site.' }, b: { content: 'Checked on site twice.' }, refused: { content: '' } };
  return {
    send: (key, variant, who = 'northadmin') => call(who, 'POST', `/report/${report.id}/comment`, bodies[variant], keyHeader(key)),
    count: async () => (await db().select({ n: count() }).from(comments).where(eq(comments.reportId, report.id)))[0]?.n ?? 0,
    other: 'admin',
  };
});

describe('Idempotency-Key', () => {
  const createReport = (key: string, payload: object, headers: Record<string, string> = {}) =>
    call('northadmin', 'POST', `/organization/${demo.north}/report`, payload, { 'idempotency-key': key, ...headers });

  it('is refused when malformed (400 INVALID_PARAMETERS), before anything is created', async () => {
    const title = uniqueTitle('Malformed key');
    for (const key of ['', 'with space', 'x'.repeat(256), 'tab\tinside']) {
      const res = await createReport(key, reportInput({ title }));
      expect(res.statusCode, key).toBe(400);
      expect(errorOf(res)).toMatchObject<Partial<ErrorBody>>({ type: 'INVALID_PARAMETERS', data: 'Idempotency-Key' });
    }
    expect((await createReport('x'.repeat(255), reportInput({ title }))).statusCode).toBe(201);
    expect(await countReports(title)).toBe(1);
  });

  it('takes the same JSON in another key order as the same request', async () => {
    const key = newKey();
    const title = uniqueTitle('Key order');
    const input = reportInput({ title });
    const reversed = Object.fromEntries(Object.entries(input).reverse());
    expect((await createReport(key, input)).statusCode).toBe(201);
    const again = await createReport(key, reversed);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(true);
    expect(await countReports(title)).toBe(1);
  });

  it('writes one activity entry and sends one welcome mail for a user created twice', async () => {
    const key = newKey();
    const user = { username: `twice${keys}`, role_id: 3, organizations: [demo.north], options: { email: `twice${keys}@example.org` } };
    const mailsBefore = (await server.mails()).length;
    const first = await call('admin', 'POST', '/user', user, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('admin', 'POST', '/user', user, { 'idempotency-key': key });
    expect(replayed(again)).toBe(true);
    expect(again.body).toBe(first.body);
    expect((await server.mails()).length).toBe(mailsBefore + 1);

    // a published report's upload counts in a `media` entry: sent twice, it counts one image
    const report = await publishedReport(call, 'northadmin', demo.north, { title: uniqueTitle('Activity once') });
    const mediaKey = newKey();
    const body = multipart('media', 'photo.png', 'image/png', await pngImage());
    for (let i = 0; i < 2; i++) {
      const res = await server.inject({
        method: 'POST',
        url: `/api/report/${report.id}/media`,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': mediaKey, ...bearer(sessions.northadmin!) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const entries = await db()
      .select({ data: activity.data })
      .from(activity)
      .where(and(eq(activity.reportId, report.id), eq(activity.event, 'media')));
    expect(entries.map((entry) => entry.data)).toEqual([{ images: 1, videos: 0, audios: 0, pdfs: 0 }]);
  });

  it('stores one media file for an upload sent twice', async () => {
    const report = dataOf<{ id: number }>(await createReport(newKey(), reportInput({ title: uniqueTitle('One file') })));
    const key = newKey();
    const filesBefore = await mediaFiles();
    const body = multipart(
      'media',
      'document.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    );
    const send = () =>
      server.inject({
        method: 'POST',
        url: `/api/report/${report.id}/media`,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': key, ...bearer(sessions.northadmin!) },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(replayed(await send())).toBe(true);
    expect(await mediaFiles()).toBe(filesBefore + 1);
    // nothing of the two requests is left in the temporary folder, once the answers are sent (the folder
    // is removed when the response has finished, which may come just after the client has the answer)
    await vi.waitFor(async () =>
      expect((await readdir(join(server.config.dataDir, 'tmp'))).filter((name) => name.startsWith('idempotent-'))).toEqual([]),
    );
  });

  it('is shared by every anonymous token: a kept report sent again from another tab is not created twice', async () => {
    const key = newKey();
    const input = reportInput({ title: uniqueTitle('Kept report') });
    const send = async (token: string, ip: string) =>
      server.inject({
        method: 'POST',
        url: `/api/organization/${demo.north}/report`,
        headers: { 'idempotency-key': key, ...(await anonymousHeaders(token)) },
        remoteAddress: ip,
        payload: input,
      });
    const first = await send(await anonymousToken('192.0.2.1'), '192.0.2.1');
    expect(first.statusCode, first.body).toBe(201);
    const fromOtherTab = await send(await anonymousToken('192.0.2.2'), '192.0.2.2');
    expect(replayed(fromOtherTab)).toBe(true);
    expect(fromOtherTab.body).toBe(first.body);
    expect(await countReports(input.title)).toBe(1);
  });

  it('answers an anonymous publication sent again with its key as the first time, where a repeat without one is refused', async () => {
    const ip = '192.0.2.9';
    const token = await anonymousToken(ip);
    const created = await server.inject({
      method: 'POST',
      url: `/api/organization/${demo.north}/report`,
      headers: { 'idempotency-key': newKey(), ...(await anonymousHeaders(token)) },
      remoteAddress: ip,
      payload: reportInput({ title: uniqueTitle('Published once') }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/organization/${demo.north}/report/${dataOf<{ id: number }>(created).id}`;
    const key = newKey();
    const publish = async (idempotencyKey?: string) =>
      server.inject({
        method: 'PUT',
        url,
        headers: { ...keyHeader(idempotencyKey), authorization: `DPoP ${token}`, dpop: await browser.proof({ method: 'PUT', url, token }) },
        remoteAddress: ip,
        payload: { status: 'published' },
      });
    const first = await publish(key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await publish(key);
    expect(again.statusCode).toBe(200);
    expect(replayed(again)).toBe(true);
    expect(again.body).toBe(first.body);
    // no longer a draft: the token may not change it
    expect((await publish()).statusCode).toBe(403);
  });

  it('is a different key on another route', async () => {
    const key = newKey();
    const title = uniqueTitle('Other route');
    expect(
      (await call('northadmin', 'POST', `/organization/${demo.north}/report`, reportInput({ title }), { 'idempotency-key': key }))
        .statusCode,
    ).toBe(201);
    const folder = await call('northadmin', 'POST', `/organization/${demo.north}/folder`, { name: title }, { 'idempotency-key': key });
    expect(folder.statusCode, folder.body).toBe(201);
    expect(replayed(folder)).toBe(false);
  });

  it('answers 409 while the first call is processed, and lets a claim that never completed be taken over after two minutes', async () => {
    const key = newKey();
    const input = reportInput({ title: uniqueTitle('In progress') });
    expect((await createReport(key, input)).statusCode).toBe(201);
    // as if the first call were still running
    const row = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, `user:${sessions.northadmin!.userId}`));
    await db().update(idempotencyKeys).set({ status: null, claimedAt: server.clock.now() }).where(row);
    const waiting = await createReport(key, input);
    expect(waiting.statusCode).toBe(409);
    expect(errorOf(waiting).type).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(waiting.headers['retry-after']).toBe('1');
    expect(await countReports(input.title)).toBe(1);

    // as if its process had died three minutes ago before making anything: the next call runs
    await db()
      .update(idempotencyKeys)
      .set({ created: null, claimedAt: new Date(server.clock.now().getTime() - 3 * 60 * 1000) })
      .where(row);
    const takenOver = await createReport(key, input);
    expect(takenOver.statusCode).toBe(201);
    expect(replayed(takenOver)).toBe(false);
    expect(await countReports(input.title)).toBe(2);
    expect(replayed(await createReport(key, input))).toBe(true);
  });

  it('takes over at once, after a PGlite start, a claim its dead process left', async () => {
    const key = newKey();
    const input = reportInput({ title: uniqueTitle('Restarted') });
    const first = await createReport(key, input);
    // as if the process had died just now, after its commit and before storing its answer
    await db().update(idempotencyKeys).set({ status: null, body: null, claimedAt: server.clock.now() }).where(eq(idempotencyKeys.key, key));
    expect((await createReport(key, input)).statusCode).toBe(409);
    await lapseIdempotencyClaims(db());
    const retried = await createReport(key, input);
    expect(retried.statusCode).toBe(201);
    expect(dataOf<{ id: number }>(retried).id).toBe(dataOf<{ id: number }>(first).id);
    expect(await countReports(input.title)).toBe(1);
  });

  it('lets a call that lost its claim to a retry make nothing: its transaction rolls back', async () => {
    const key = newKey();
    const input = reportInput({ title: uniqueTitle('Lost claim') });
    expect((await createReport(key, input)).statusCode).toBe(201);
    const [record] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const id = { scope: record!.scope, route: record!.route, key };
    await db().update(idempotencyKeys).set({ status: null, created: null }).where(eq(idempotencyKeys.key, key));
    // the slow call's claim is older than the one a retry took over
    const older = new Date(record!.claimedAt.getTime() - 1000);
    expect(await db().transaction((tx) => noteIdempotentCreation(tx, id, older, 'report:1'))).toBe(false);
    expect(await db().transaction((tx) => noteIdempotentCreation(tx, id, record!.claimedAt, 'report:1'))).toBe(true);
  });

  it('is kept 7 days, then housekeeping removes it and the key is new again', async () => {
    const [young, old] = [newKey(), newKey()];
    const input = reportInput({ title: uniqueTitle('Expiring') });
    for (const key of [young, old]) expect((await createReport(key, input)).statusCode).toBe(201);
    const day = 24 * 60 * 60 * 1000;
    const age = (key: string, ms: number) =>
      db()
        .update(idempotencyKeys)
        .set({ createdAt: new Date(server.clock.now().getTime() - ms) })
        .where(eq(idempotencyKeys.key, key));
    await age(young, 6 * day);
    await age(old, 7 * day + 60_000);
    await removeExpired(server.app.fieldwatch);
    const left = await db()
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} in (${young}, ${old})`);
    expect(left.map((row) => row.key)).toEqual([young]);
    expect(replayed(await createReport(young, input))).toBe(true);
    const fresh = await createReport(old, input);
    expect(fresh.statusCode).toBe(201);
    expect(replayed(fresh)).toBe(false);
    expect(await countReports(input.title)).toBe(3);
  });

  it('is allowed and exposed to partner pages (CORS)', async () => {
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: `/api/organization/${demo.north}/report`,
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    const key = newKey();
    const input = reportInput({ title: uniqueTitle('From a partner page') });
    await createReport(key, input, { origin: 'https://partner.example' });
    const again = await createReport(key, input, { origin: 'https://partner.example' });
    expect(String(again.headers['access-control-expose-headers']).toLowerCase()).toContain('idempotent-replayed');
  });

  it('is documented on every create call that takes it, with its 409 and 422 answers', async () => {
    const { paths } = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>>;
    }>();
    const creates = [
      '/api/organization/{id}/report',
      '/api/report/{id}/media',
      '/api/comment/{id}/media',
      '/api/report/{id}/comment',
      '/api/organization/{id}/folder',
      '/api/organization/{id}/layer',
      '/api/organization',
      '/api/user',
      '/api/taxonomy/group',
      '/api/organization/{id}/taxonomy/group/{groupId}',
      '/api/organization/{id}/story',
      '/api/story/{sid}/cover',
    ];
    for (const path of creates) {
      const operation = paths[path]?.post;
      expect(
        operation?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        path,
      ).toBe(true);
      expect(Object.keys(operation?.responses ?? {}), path).toEqual(expect.arrayContaining(['201', '409', '422']));
    }
    // not on a call that creates nothing
    expect(paths['/api/reports']?.post?.parameters?.some((p) => p.name === 'idempotency-key') ?? false).toBe(false);
  });
});
