/**
 * Two server processes of one deployment on one PostgreSQL database (docs/deployment.md "More than one
 * machine"): whatever one process did, the other sees on its next request. PostgreSQL only.
 */
import type { ImportResult, ReportClusters } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMails } from './mail/queue.js';
import { bearer, dataOf, demoPassword, signIn, startTestServers, type TestServer } from './test/harness.js';
import { callerFor, demo, multipart, publishedReport } from './test/reports.js';

const onPostgres = process.env.FW_TEST_DB === 'postgres';

let a: TestServer;
let b: TestServer;
let close: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  ({
    servers: [a, b],
    close,
  } = (await startTestServers(2)) as { servers: [TestServer, TestServer]; close: () => Promise<void> });
});
afterAll(async () => {
  if (onPostgres) await close();
});

const login = (server: TestServer, username: string, password: string, remoteAddress = '127.0.0.1') =>
  server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });
const refresh = (server: TestServer, userId: number, refreshToken: string) =>
  server.inject({ method: 'POST', url: `/api/user/${userId}/token`, payload: { refresh_token: refreshToken } });

/** Every mail either process sent, once both have run what they queued. */
async function allMails() {
  await Promise.all([a.app.fieldwatch.jobs.idle(), b.app.fieldwatch.jobs.idle()]);
  return [...a.mailer.mails, ...b.mailer.mails];
}

describe.skipIf(!onPostgres)('two processes on one database', () => {
  it('rotate refresh tokens together: a token renewed on B is spent on A', async () => {
    const session = await signIn(a, 'reader');
    const renewed = await refresh(b, session.userId, session.refreshToken);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const replay = await refresh(a, session.userId, session.refreshToken);
    expect(replay.statusCode).toBe(401);
  });

  it('accept an emailed sign-in code issued on A once, on B', async () => {
    expect((await login(a, 'secure', demoPassword)).statusCode).toBe(401);
    const mail = (await allMails()).filter((sent) => sent.to.includes('secure')).at(-1)!;
    const code = /(\d{6})/.exec(mail.text)![1]!;
    const verify = (server: TestServer) =>
      server.inject({ method: 'POST', url: '/api/user/login/verify', payload: { username: 'secure', password: demoPassword, code } });
    const accepted = await verify(b);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await verify(a)).statusCode).toBe(401);
    expect((await verify(b)).statusCode).toBe(401);
  });

  it('count a rate limit across both: the 11th wrong password is refused whichever answers', async () => {
    const address = '10.9.0.1';
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      answers.push((await login(attempt % 2 === 0 ? a : b, 'nobody-at-all', 'Wrong#Pass1', address)).statusCode);
    }
    expect(answers).toEqual(Array(10).fill(401));
    expect((await login(a, 'nobody-at-all', 'Wrong#Pass1', address)).statusCode).toBe(429);
    expect((await login(b, 'nobody-at-all', 'Wrong#Pass1', address)).statusCode).toBe(429);
  });

  it('import one file once when A and B import it at the same time', async () => {
    const { call } = await callerFor(a, ['northadmin']);
    const word = 'wombat';
    for (const title of ['One', 'Two', 'Three']) await publishedReport(call, 'northadmin', demo.north, { title: `${title} ${word}` });
    const exported = await call('northadmin', 'POST', `/organization/${demo.north}/reports/export`, {
      filters: { search: word },
      format: 'geojson',
      media: true,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const session = await signIn(b, 'southadmin');
    const form = multipart('file', 'export.zip', 'application/zip', Buffer.from(exported.rawPayload));
    const importVia = (server: TestServer) =>
      server.inject({
        method: 'POST',
        url: `/api/organization/${demo.south}/reports/import`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(session) },
      });
    const results = await Promise.all([importVia(a), importVia(b)]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const [first, second] = results.map((res) => dataOf<ImportResult>(res));
    expect(first!.created + second!.created).toBe(3);
    expect(first!.skipped + second!.skipped).toBe(3);
    const listed = await b.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(session),
      payload: { filters: { search: word, organizations: [demo.south] } },
    });
    expect(listed.json<{ total: number }>().total).toBe(3);
  });

  it("show a report created through A in B's map clusters on the next request", async () => {
    const { call: callA } = await callerFor(a, ['admin']);
    const { call: callB } = await callerFor(b, ['admin']);
    const clusters = async () => {
      const res = await callB('admin', 'POST', '/reports/geo/clusters', { filters: {}, bbox: [-180, -85, 180, 85], zoom: 2 });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json<{ data: ReportClusters }>();
      return data.clusters.count.reduce((sum, count) => sum + count, 0) + data.points.ids.length;
    };
    const before = await clusters();
    await publishedReport(callA, 'admin', demo.north, { title: 'Seen from B' });
    expect(await clusters()).toBe(before + 1);
  });

  it('send a mail queued on A exactly once, with both workers running', async () => {
    const before = (await allMails()).length;
    const subjects = Array.from({ length: 20 }, (_, index) => `Once ${index}`);
    await queueMails(
      a.app.fieldwatch,
      subjects.map((subject) => ({ to: 'once@fieldwatch.test', subject, text: subject })),
    );
    const sent = (await allMails()).slice(before).map((mail) => mail.subject);
    expect(sent.sort()).toEqual([...subjects].sort());
  });
});
