import { limits, type LoginResult } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, demoPassword, errorOf, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (payload: Record<string, unknown> = {}) =>
  server.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'secure', password: demoPassword, ...payload } });
const verify = (code: string, extra: Record<string, unknown> = {}) =>
  server.inject({ method: 'POST', url: '/api/user/login/verify', payload: { username: 'secure', password: demoPassword, code, ...extra } });

/** The codes mailed to secure@ so far, oldest first. */
async function mailedCodes(): Promise<string[]> {
  return (await server.mails())
    .filter((m) => m.to === 'secure@fieldwatch.example')
    .map((m) => /verification code is (\d{6})/.exec(m.text)?.[1])
    .filter((code): code is string => code !== undefined);
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
/** Past the resend delay and any code's lifetime, so each test starts with no pending code. */
const freshStart = () => server.clock.advance((limits.twoFactorCodeMinutes * 60 + 1) * 1000);

describe('second factor by email', () => {
  it('answers 2FA_REQUIRED and mails a 6-digit code that signs in once', async () => {
    const res = await login();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { type: 'UNAUTHENTICATED', message: 'Authentication failed', data: '2FA_REQUIRED', methods: ['email'] },
    });
    const mails = await server.mails();
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('secure@fieldwatch.example');
    expect(mail.subject).toMatch(/verification code: \d{6}$/);
    const code = (await mailedCodes()).at(-1)!;

    const ok = await verify(code);
    expect(ok.statusCode).toBe(200);
    expect(dataOf<LoginResult>(ok).user).toMatchObject({ username: 'secure', needs2FA: true });
    expect(dataOf<LoginResult>(ok).remember_token).toBeUndefined();
    const access = dataOf<LoginResult>(ok).token.access_token;
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(access) })).statusCode).toBe(200);

    // single use
    const again = await verify(code);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).data).toBe('INVALID_CODE');
  });

  it('refuses a wrong code with INVALID_CODE and keeps the right one usable', async () => {
    freshStart();
    await login();
    const code = (await mailedCodes()).at(-1)!;
    const wrong = await verify(otherCode(code));
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ type: 'UNAUTHENTICATED', data: 'INVALID_CODE' });
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('checks the password again before the code', async () => {
    freshStart();
    await login();
    const code = (await mailedCodes()).at(-1)!;
    const res = await verify(code, { password: 'Wrong#Pass1' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_LOGIN');
  });

  it(`spends the code after ${limits.twoFactorMaxAttempts} wrong attempts`, async () => {
    freshStart();
    await login();
    const code = (await mailedCodes()).at(-1)!;
    for (let i = 0; i < limits.twoFactorMaxAttempts; i++) expect((await verify(otherCode(code))).statusCode).toBe(401);
    const right = await verify(code);
    expect(right.statusCode).toBe(401);
    expect(errorOf(right).data).toBe('INVALID_CODE');
  });

  it('lets a code expire after 10 minutes', async () => {
    freshStart();
    await login();
    const code = (await mailedCodes()).at(-1)!;
    server.clock.advance(limits.twoFactorCodeMinutes * 60 * 1000 + 1000);
    const res = await verify(code);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_CODE');
  });

  it('re-sends a new code on a new login only after 45 seconds', async () => {
    freshStart();
    await login();
    const before = (await mailedCodes()).length;
    server.clock.advance((limits.twoFactorResendSeconds - 5) * 1000);
    const early = await login();
    expect(errorOf(early).data).toBe('2FA_REQUIRED');
    expect((await mailedCodes()).length).toBe(before);

    server.clock.advance(6 * 1000);
    expect(errorOf(await login()).data).toBe('2FA_REQUIRED');
    const codes = await mailedCodes();
    expect(codes.length).toBe(before + 1);
    // only the newest code is valid
    const [previous, newest] = codes.slice(-2) as [string, string];
    if (previous !== newest) expect(errorOf(await verify(previous)).data).toBe('INVALID_CODE');
    expect((await verify(newest)).statusCode).toBe(200);
  });

  it('sends a fresh code at once when the previous one was used', async () => {
    freshStart();
    await login();
    expect((await verify((await mailedCodes()).at(-1)!)).statusCode).toBe(200);
    const before = (await mailedCodes()).length;
    await login();
    expect((await mailedCodes()).length).toBe(before + 1);
  });

  it('skips the code with a remember token from "don\'t ask again", for this user only', async () => {
    freshStart();
    await login();
    const res = await verify((await mailedCodes()).at(-1)!, { remember2fa: true });
    expect(res.statusCode).toBe(200);
    const rememberToken = dataOf<LoginResult>(res).remember_token as string;
    expect(rememberToken).toMatch(/^[\w-]{40,}$/);

    const mailsBefore = (await server.mails()).length;
    const remembered = await login({ remember_token: rememberToken });
    expect(remembered.statusCode).toBe(200);
    expect(dataOf<LoginResult>(remembered).user.username).toBe('secure');
    expect((await server.mails()).length).toBe(mailsBefore);

    // a made-up token does not skip anything
    expect(errorOf(await login({ remember_token: 'made-up-token' })).data).toBe('2FA_REQUIRED');
    // nor does it let another account in without its password
    const other = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'Wrong#Pass1', remember_token: rememberToken },
    });
    expect(errorOf(other).data).toBe('INVALID_LOGIN');

    // it lasts 30 days
    server.clock.advance((limits.rememberTwoFactorDays * 24 * 60 * 60 + 1) * 1000);
    expect(errorOf(await login({ remember_token: rememberToken })).data).toBe('2FA_REQUIRED');
  });

  it('refuses a code that is not 6 digits with a field error', async () => {
    const res = await verify('12a');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ code: 'invalidCode' });
  });
});
