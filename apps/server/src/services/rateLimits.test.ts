import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, errorOf, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
const rule = (limit: number) => ({ limit, windowSeconds: 15 * 60 });
beforeAll(async () => {
  // low limits so a test reaches them quickly; the numbers in production are in config.ts
  server = await startTestServer({
    config: {
      rateLimits: {
        loginPerUsernameAndIp: rule(3),
        loginPerIp: rule(6),
        codePerUsernameAndIp: rule(2),
        resetPerIp: rule(4),
        reauthPerUser: rule(3),
        anonymousTokenPerIp: rule(2),
        anonymousReportPerIp: rule(2),
      },
    },
  });
});
afterAll(() => server.close());

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });

describe('rate limits (kept in the database)', () => {
  it('refuses sign-in for a username from an address after too many failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login('reader', 'Wrong#Pass1')).statusCode).toBe(401);
    const limited = await login('reader', demoPassword);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { type: 'TOO_MANY_REQUESTS', message: 'Too many attempts, please wait and try again' } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // the same user from another address is not locked out
    expect((await login('reader', demoPassword, '10.0.0.2')).statusCode).toBe(200);
    // and the window passes
    server.clock.advance(15 * 60 * 1000);
    expect((await login('reader', demoPassword)).statusCode).toBe(200);
  });

  it('refuses an address that tries many usernames', async () => {
    server.clock.advance(15 * 60 * 1000);
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6']) expect((await login(name, 'Wrong#Pass1', '10.0.0.3')).statusCode).toBe(401);
    expect((await login('u7', 'Wrong#Pass1', '10.0.0.3')).statusCode).toBe(429);
  });

  it('limits wrong two-factor codes per username and address', async () => {
    server.clock.advance(15 * 60 * 1000);
    await login('secure', demoPassword, '10.0.0.4');
    const verify = (code: string) =>
      server.inject({
        method: 'POST',
        url: '/api/user/login/verify',
        payload: { username: 'secure', password: demoPassword, code },
        remoteAddress: '10.0.0.4',
      });
    const code = /(\d{6})/.exec((await server.mails()).at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(wrong)).statusCode).toBe(401);
    expect((await verify(wrong)).statusCode).toBe(401);
    expect((await verify(code)).statusCode).toBe(429);
  });

  it('limits reset requests per address, never per username (those only space the mails)', async () => {
    const reset = (username: string, remoteAddress: string) =>
      server.inject({ method: 'POST', url: '/api/user/0/reset', payload: { username }, remoteAddress });
    for (const address of ['10.0.0.5', '10.0.0.6', '10.0.0.7', '10.0.0.9', '10.0.0.10']) {
      expect((await reset('mobile', address)).statusCode).toBe(200);
    }

    expect((await reset('a1', '10.0.0.8')).statusCode).toBe(200);
    expect((await reset('a2', '10.0.0.8')).statusCode).toBe(200);
    expect((await reset('a3', '10.0.0.8')).statusCode).toBe(200);
    expect((await reset('a4', '10.0.0.8')).statusCode).toBe(200);
    const limited = await reset('a5', '10.0.0.8');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).type).toBe('TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
