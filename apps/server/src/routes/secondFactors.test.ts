import { limits, type LoginResult, type RecoveryCodes, type TotpEnrolment, type User } from '@fieldwatch/core';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, totpCredentials } from '../db/schema.js';
import { bearer, dataOf, demoPassword, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stepMs = limits.totpStepSeconds * 1000;
/** The code an authenticator app would show now, by the server's clock. */
const codeFor = (secret: string, at = server.clock.now()) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: limits.totpStepSeconds,
    timestamp: at.getTime(),
  });
/** Moves the clock to the next time step, so the app shows a new code. */
const nextStep = () => server.clock.advance(stepMs);

const api = (session: SignedIn | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.inject({ method, url: `/api${url}`, ...(session ? { headers: bearer(session) } : {}), ...(payload ? { payload } : {}) });

const login = (username: string, password = demoPassword) => api(null, 'POST', '/user/login', { username, password });
const verify = (username: string, code: string, method?: string) =>
  api(null, 'POST', '/user/login/verify', { username, password: demoPassword, code, ...(method ? { method } : {}) });

async function createUser(username: string, role_id: number, email: string): Promise<number> {
  const admin = await signIn(server, 'admin');
  const res = await api(admin, 'POST', '/user', {
    username,
    password: demoPassword,
    role_id,
    organizations: role_id === 1 ? [] : [1],
    options: { email, secondfactor: 'none', language: 'en_US' },
  });
  expect(res.statusCode).toBe(201);
  return dataOf<User>(res).id;
}

async function auditActionsFor(userId: number): Promise<string[]> {
  const rows = await server.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)));
  return rows.map((row) => row.action);
}

/** Sets up an authenticator app for `username` through the API; answers the secret and recovery codes. */
async function enrol(session: SignedIn): Promise<{ secret: string; codes: string[] }> {
  const started = dataOf<TotpEnrolment>(await api(session, 'POST', '/user/me/totp', { current_password: demoPassword }));
  const confirmed = await api(session, 'POST', '/user/me/totp/confirm', { code: codeFor(started.secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: started.secret, codes: dataOf<RecoveryCodes>(confirmed).recovery_codes };
}

describe('setting up an authenticator app', () => {
  it('asks for the current password, confirms with a code, ends other sessions and mails the user', async () => {
    const userId = await createUser('tariq', 3, 'tariq@example.org');
    const other = await signIn(server, 'tariq');
    const me = await signIn(server, 'tariq');

    const missing = await api(me, 'POST', '/user/me/totp', {});
    expect(errorOf(missing)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { current_password: 'required' } });
    const wrong = await api(me, 'POST', '/user/me/totp', { current_password: 'Not#ThePassword1' });
    expect(errorOf(wrong).fields).toEqual({ current_password: 'currentPasswordInvalid' });

    const started = await api(me, 'POST', '/user/me/totp', { current_password: demoPassword });
    expect(started.statusCode).toBe(200);
    const enrolment = dataOf<TotpEnrolment>(started);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\/Fieldwatch:tariq\?/);
    expect(enrolment.otpauth_url).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_svg).toMatch(/<svg[\s\S]*<\/svg>/);
    // the secret is stored sealed, never as the base-32 text
    const [stored] = await server.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
    expect(stored?.pendingSealed).toBeTruthy();
    expect(stored?.pendingSealed).not.toContain(enrolment.secret);
    // still pending: signing in asks for nothing yet
    expect((await login('tariq')).statusCode).toBe(200);

    const badCode = await api(me, 'POST', '/user/me/totp/confirm', { code: codeFor(enrolment.secret) === '000000' ? '111111' : '000000' });
    expect(errorOf(badCode).fields).toEqual({ code: 'invalidCode' });
    const mailsBefore = (await server.mails()).length;

    const confirmed = await api(me, 'POST', '/user/me/totp/confirm', { code: codeFor(enrolment.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = dataOf<RecoveryCodes>(confirmed).recovery_codes;
    expect(codes).toHaveLength(limits.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    // kept hashed only
    const hashes = await server.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]);

    expect(dataOf<User>(await api(me, 'GET', `/user/${userId}`)).options.secondfactor).toBe('totp');
    expect((await api(other, 'GET', '/options')).statusCode).toBe(401);
    expect((await api(me, 'GET', '/options')).statusCode).toBe(200);
    const mails = (await server.mails()).slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual(['tariq@example.org']);
    expect(mails[0]?.subject).toBe('Your Fieldwatch account was changed');
    expect(await auditActionsFor(userId)).toContain('totp.enable');
  });

  it('signs in with an authenticator code once, and with each recovery code once', async () => {
    await createUser('ulla', 3, 'ulla@example.org');
    const { secret, codes } = await enrol(await signIn(server, 'ulla'));
    const mailsBefore = (await server.mails()).length;

    const asked = await login('ulla');
    expect(asked.statusCode).toBe(401);
    expect(errorOf(asked)).toMatchObject({ type: 'UNAUTHENTICATED', data: '2FA_REQUIRED', methods: ['totp', 'recovery'] });
    // no code is mailed to a user without the emailed factor
    expect((await server.mails()).length).toBe(mailsBefore);

    // the code that confirmed the app was used in this step: not again
    const replayed = await verify('ulla', codeFor(secret), 'totp');
    expect(errorOf(replayed)).toMatchObject({ type: 'UNAUTHENTICATED', data: 'INVALID_CODE' });

    nextStep();
    const code = codeFor(secret);
    const ok = await verify('ulla', code);
    expect(ok.statusCode).toBe(200);
    expect(dataOf<LoginResult>(ok).user.options.secondfactor).toBe('totp');
    expect(errorOf(await verify('ulla', code, 'totp')).data).toBe('INVALID_CODE');
    // a code of the step before still counts (a clock a little behind), but not one already passed
    nextStep();
    const previous = codeFor(secret, new Date(server.clock.now().getTime() - stepMs));
    expect(errorOf(await verify('ulla', previous, 'totp')).data).toBe('INVALID_CODE');
    expect((await verify('ulla', codeFor(secret), 'totp')).statusCode).toBe(200);
    // an emailed code is not one of this user's methods
    expect(errorOf(await verify('ulla', '123456', 'email')).data).toBe('INVALID_CODE');

    const recovery = codes[0]!;
    const byRecovery = await verify('ulla', recovery.toUpperCase(), 'recovery');
    expect(byRecovery.statusCode).toBe(200);
    expect(errorOf(await verify('ulla', recovery, 'recovery')).data).toBe('INVALID_CODE');
    expect(errorOf(await verify('ulla', 'abcde-fghij', 'recovery')).data).toBe('INVALID_CODE');
    expect(errorOf(await verify('ulla', '12', 'recovery')).fields).toEqual({ code: 'invalidCode' });
    const userId = dataOf<LoginResult>(byRecovery).user.id;
    expect(await auditActionsFor(userId)).toContain('recovery.use');
  });

  it('regenerates recovery codes (the old ones stop working) and removes the app with a fresh code', async () => {
    const userId = await createUser('vera', 3, 'vera@example.org');
    const me = await signIn(server, 'vera');
    const { secret, codes } = await enrol(me);

    expect(errorOf(await api(me, 'POST', '/user/me/recovery-codes', {})).fields).toEqual({ current_password: 'required' });
    const renewed = await api(me, 'POST', '/user/me/recovery-codes', { current_password: demoPassword });
    expect(renewed.statusCode).toBe(200);
    const fresh = dataOf<RecoveryCodes>(renewed).recovery_codes;
    expect(fresh).toHaveLength(limits.recoveryCodeCount);
    expect(errorOf(await verify('vera', codes[1]!, 'recovery')).data).toBe('INVALID_CODE');
    expect((await verify('vera', fresh[1]!, 'recovery')).statusCode).toBe(200);

    nextStep();
    const wrong = await api(me, 'DELETE', '/user/me/totp', { code: codeFor(secret) === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong).fields).toEqual({ code: 'invalidCode' });
    expect(errorOf(await api(me, 'DELETE', '/user/me/totp', {})).fields).toEqual({ current_password: 'required' });
    const removed = await api(me, 'DELETE', '/user/me/totp', { code: codeFor(secret) });
    expect(removed.statusCode).toBe(200);
    expect((await login('vera')).statusCode).toBe(200);
    expect(errorOf(await verify('vera', fresh[2]!, 'recovery')).data).toBe('INVALID_CODE');
    expect(await auditActionsFor(userId)).toEqual(expect.arrayContaining(['totp.enable', 'recovery.regenerate', 'totp.disable']));
    // without an app: nothing to renew, and `totp` cannot be chosen by hand
    expect((await api(me, 'POST', '/user/me/recovery-codes', { current_password: demoPassword })).statusCode).toBe(400);
    const chosen = await api(me, 'PUT', `/user/${userId}`, { current_password: demoPassword, options: { secondfactor: 'totp' } });
    expect(errorOf(chosen).fields).toEqual({ 'options.secondfactor': 'invalidValue' });
  });

  it('is for signed-in users only', async () => {
    expect((await api(null, 'POST', '/user/me/totp', { current_password: demoPassword })).statusCode).toBe(401);
    expect((await api(null, 'POST', '/user/me/recovery-codes', { current_password: demoPassword })).statusCode).toBe(401);
  });
});

describe('changing one’s own password, email or second factor', () => {
  it('needs the current password, ends other sessions, mails old and new address and is audited', async () => {
    const userId = await createUser('wanda', 3, 'wanda@example.org');
    const other = await signIn(server, 'wanda');
    const me = await signIn(server, 'wanda');
    const put = (payload: object) => api(me, 'PUT', `/user/${userId}`, payload);

    expect(errorOf(await put({ password: 'Savanna#Road77' })).fields).toEqual({ current_password: 'required' });
    expect(errorOf(await put({ options: { email: 'w@example.org' }, current_password: 'Wrong#Pass11' })).fields).toEqual({
      current_password: 'currentPasswordInvalid',
    });
    // names need no password
    expect((await put({ options: { firstname: 'Wanda' } })).statusCode).toBe(200);
    expect((await api(other, 'GET', '/options')).statusCode).toBe(200);

    const mailsBefore = (await server.mails()).length;
    const changed = await put({ options: { email: 'wanda.new@example.org' }, current_password: demoPassword });
    expect(changed.statusCode).toBe(200);
    expect((await api(other, 'GET', '/options')).statusCode).toBe(401);
    expect((await api(me, 'GET', '/options')).statusCode).toBe(200);
    const mails = (await server.mails()).slice(mailsBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['wanda.new@example.org', 'wanda@example.org']);

    expect((await put({ options: { secondfactor: 'email' }, current_password: demoPassword })).statusCode).toBe(200);
    expect((await put({ password: 'Savanna#Road77', current_password: demoPassword })).statusCode).toBe(200);
    expect(await auditActionsFor(userId)).toEqual(expect.arrayContaining(['email.change', 'secondfactor.change', 'password.change']));
  });

  it('counts wrong current passwords and stops them with 429', async () => {
    const userId = await createUser('xavier', 3, 'xavier@example.org');
    const me = await signIn(server, 'xavier');
    const attempt = (current_password: string) => api(me, 'PUT', `/user/${userId}`, { password: 'Savanna#Road77', current_password });
    for (let i = 0; i < server.config.rateLimits.reauthPerUser.limit; i++) expect((await attempt('Wrong#Pass11')).statusCode).toBe(400);
    expect((await attempt(demoPassword)).statusCode).toBe(429);
  });

  it('does not ask an administrator changing someone else', async () => {
    const userId = await createUser('yusuf', 3, 'yusuf@example.org');
    const admin = await signIn(server, 'admin');
    const res = await api(admin, 'PUT', `/user/${userId}`, { password: 'Savanna#Road77', options: { email: 'y@example.org' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('second factor required for admin-level users', () => {
  it('confines an admin without one to setting one up, and leaves others alone', async () => {
    const admin = await signIn(server, 'admin');
    const orgAdminId = await createUser('zainab', 2, 'zainab@example.org');
    await createUser('reggie', 3, 'reggie@example.org');
    expect((await api(admin, 'PUT', '/options', [{ name: 'require_2fa_admins', value: '1' }])).statusCode).toBe(200);

    const signedIn = await login('zainab');
    expect(dataOf<LoginResult>(signedIn).second_factor_setup).toBe(true);
    const zainab = { userId: orgAdminId, accessToken: dataOf<LoginResult>(signedIn).token.access_token, refreshToken: '' };
    const refused = await api(zainab, 'GET', '/reports');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ type: 'SECOND_FACTOR_REQUIRED' });
    expect((await api(zainab, 'GET', '/users')).statusCode).toBe(403);
    expect((await api(zainab, 'GET', `/user/${admin.userId}`)).statusCode).toBe(403);
    expect((await api(zainab, 'GET', `/user/${orgAdminId}`)).statusCode).toBe(200);
    expect((await api(zainab, 'GET', '/options')).statusCode).toBe(200);
    // an already open session of the admin is confined too
    expect((await api(admin, 'GET', '/reports')).statusCode).toBe(403);
    // a Reader is not concerned
    const reader = await signIn(server, 'reggie');
    expect(dataOf<LoginResult>(await login('reggie')).second_factor_setup).toBeUndefined();
    expect((await api(reader, 'GET', '/reports')).statusCode).toBe(200);

    // setting up the app frees the session
    const { secret } = await enrol(zainab);
    expect((await api(zainab, 'GET', '/reports')).statusCode).toBe(200);
    // and the app cannot be dropped for nothing while the rule holds
    nextStep();
    const dropped = await api(zainab, 'DELETE', '/user/me/totp', { code: codeFor(secret) });
    expect(errorOf(dropped).fields).toEqual({ secondfactor: 'secondFactorRequired' });
    const none = await api(zainab, 'PUT', `/user/${orgAdminId}`, { current_password: demoPassword, options: { secondfactor: 'none' } });
    expect(errorOf(none).fields).toEqual({ 'options.secondfactor': 'secondFactorRequired' });
    // the emailed code is a second factor too
    const email = await api(zainab, 'PUT', `/user/${orgAdminId}`, { current_password: demoPassword, options: { secondfactor: 'email' } });
    expect(email.statusCode).toBe(200);
    expect((await api(zainab, 'GET', '/reports')).statusCode).toBe(200);
    expect(errorOf(await login('zainab')).methods).toEqual(['email']);

    // the Administrator, confined, chooses the emailed code from the profile and is free again
    const freed = await api(admin, 'PUT', `/user/${admin.userId}`, { current_password: demoPassword, options: { secondfactor: 'email' } });
    expect(freed.statusCode).toBe(200);
    expect((await api(admin, 'PUT', '/options', [{ name: 'require_2fa_admins', value: '0' }])).statusCode).toBe(200);
  });
});
