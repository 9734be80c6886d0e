import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.js';
import { passwordChecks } from '../services/passwords.js';
import { demoPassword, startTestServer, type TestServer } from '../test/harness.js';

// the production limits (config.ts): 10 failures per username and address per 15 minutes
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const minute = 60 * 1000;
const login = (username: string, password: string, remoteAddress: string) =>
  server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('sign-in attempts are claimed before the password is checked', () => {
  it('lets 100 parallel wrong passwords for one username from one address check the password 10 times', async () => {
    const before = passwordChecks.count;
    const answers = statuses(await Promise.all(Array.from({ length: 100 }, () => login('reader', 'Wrong#Pass1', '10.1.0.1'))));
    const checks = passwordChecks.count - before;
    expect(checks).toBe(10);
    expect(count(answers, 401)).toBe(10);
    expect(count(answers, 429)).toBe(90);
  });

  it('lets 100 parallel wrong codes check the password (and code) at most 10 times', async () => {
    expect((await login('secure', demoPassword, '10.1.0.2')).statusCode).toBe(401); // code mailed
    const code = /(\d{6})/.exec((await server.mails()).at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const before = passwordChecks.count;
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 100 }, () =>
          server.inject({
            method: 'POST',
            url: '/api/user/login/verify',
            payload: { username: 'secure', password: demoPassword, code: wrong },
            remoteAddress: '10.1.0.2',
          }),
        ),
      ),
    );
    expect(passwordChecks.count - before).toBe(10);
    expect(count(answers, 401)).toBe(10);
    expect(count(answers, 429)).toBe(90);
  });

  it('gives a successful attempt its claim back, so a user who mistypes often never reaches the limit', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login('northadmin', 'Wrong#Pass1', '10.1.0.3')).statusCode).toBe(401);
      expect((await login('northadmin', demoPassword, '10.1.0.3')).statusCode).toBe(200);
    }
  });

  it('records failures with their reason and never the password, and successes with the user as actor', async () => {
    await login('southadmin', 'Secret#Guess9', '10.1.0.4');
    await login('nobody_here', 'Secret#Guess9', '10.1.0.4');
    await login('southadmin', demoPassword, '10.1.0.4');
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.ip, '10.1.0.4')).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['signin.failure', { username: 'southadmin', reason: 'wrong_password' }],
      ['signin.failure', { username: 'nobody_here', reason: 'unknown_user' }],
      ['signin.success', {}],
    ]);
    expect(entries[2]!.actorUsername).toBe('southadmin');
    expect(JSON.stringify(entries)).not.toContain('Secret#Guess9');
  });
});

describe('password reset cannot be blocked', () => {
  const reset = (username: string, remoteAddress: string) =>
    server.inject({ method: 'POST', url: '/api/user/0/reset', payload: { username }, remoteAddress });
  const resetMails = async (to: string) => (await server.mails()).filter((mail) => mail.to === to && mail.subject.includes('password'));
  const linkOf = (text: string) => {
    const url = new URL(/(http\S+\/confirm-password\?\S+)/.exec(text)![1]!);
    return { uid: Number(url.searchParams.get('uid')), token: url.searchParams.get('token')! };
  };

  it("still gets the owner a working link after an attacker's 50 requests", async () => {
    server.clock.advance(60 * minute);
    const email = 'mobile@fieldwatch.example';
    const already = (await resetMails(email)).length;
    // 50 requests from 50 addresses, in parallel, then 20 more from one address (its limit)
    const spread = statuses(await Promise.all(Array.from({ length: 50 }, (_, i) => reset('mobile', `10.2.0.${i + 1}`))));
    expect(spread.every((status) => status === 200)).toBe(true);
    expect((await resetMails(email)).length - already).toBe(1);

    // the owner asks from home: the same answer, no new mail, and the mailed link works
    const owner = await reset('mobile', '10.2.1.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ data: true });
    const mails = await resetMails(email);
    expect(mails.length - already).toBe(1);
    const { uid, token } = linkOf(mails.at(-1)!.text);
    const set = await server.inject({ method: 'PUT', url: `/api/user/${uid}/password`, payload: { uid, token, password: 'New#Mobile42' } });
    expect(set.statusCode).toBe(200);
    expect((await login('mobile', 'New#Mobile42', '10.2.1.1')).statusCode).toBe(200);

    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'password.reset'));
    expect(entry).toMatchObject({ actorUsername: 'mobile', targetId: String(uid) });

    // two minutes later the owner gets a fresh link of their own
    server.clock.advance(2 * minute);
    expect((await reset('mobile', '10.2.1.1')).statusCode).toBe(200);
    expect((await resetMails(email)).length - already).toBe(2);
  });

  it('mails one username at most seven times in an hour of requests every 30 s', async () => {
    server.clock.advance(24 * 60 * minute);
    const email = 'reader@fieldwatch.example';
    const already = (await resetMails(email)).length;
    for (let i = 0; i < 120; i++) {
      expect((await reset('reader', `10.3.${i % 100}.1`)).statusCode).toBe(200);
      server.clock.advance(minute / 2);
    }
    // at once, then after 2, 4, 8 and every 15 minutes
    expect((await resetMails(email)).length - already).toBe(7);
  });
});
