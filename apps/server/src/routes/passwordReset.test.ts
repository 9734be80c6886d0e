import { limits } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoPassword, errorOf, signIn, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const requestReset = (username: string, id = 0) => server.inject({ method: 'POST', url: `/api/user/${id}/reset`, payload: { username } });
const setPassword = (uid: number, token: string, password: string) =>
  server.inject({ method: 'PUT', url: `/api/user/${uid}/password`, payload: { password, uid, token } });

/** The newest reset link mailed to `email`, parsed. */
async function mailedLink(email: string): Promise<{ url: URL; uid: number; token: string }> {
  const mail = (await server.mails()).filter((m) => m.to === email && m.subject.includes('password')).at(-1);
  const link = mail && /(http\S+\/confirm-password\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(link);
  return { url, uid: Number(url.searchParams.get('uid')), token: url.searchParams.get('token')! };
}

describe('POST /user/{id}/reset', () => {
  it('answers the same for an unknown user, and mails only a known one', async () => {
    const mailsBefore = (await server.mails()).length;
    const unknown = await requestReset('nobody_here');
    const known = await requestReset('reader');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ data: true });
    const mails = (await server.mails()).slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual(['reader@fieldwatch.example']);
    const { url } = await mailedLink('reader@fieldwatch.example');
    expect(`${url.origin}${url.pathname}`).toBe('http://fieldwatch.test/confirm-password');
  });

  it('takes form data as well as JSON', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/0/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=mobile',
    });
    expect(res.json()).toEqual({ data: true });
    await mailedLink('mobile@fieldwatch.example');
  });
});

describe('PUT /user/{id}/password', () => {
  it('sets the new password once with the mailed link and signs every session out', async () => {
    const before = await signIn(server, 'northadmin');
    await requestReset('northadmin');
    const { uid, token } = await mailedLink('northadmin@fieldwatch.example');

    const res = await setPassword(uid, token, 'Monsoon#Field42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });

    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(before) })).statusCode).toBe(401);
    expect(
      (await server.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'northadmin', password: demoPassword } }))
        .statusCode,
    ).toBe(401);
    await signIn(server, 'northadmin', 'Monsoon#Field42');

    const again = await setPassword(uid, token, 'Another#Field77');
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toMatchObject({ type: 'UNAUTHENTICATED', data: 'INVALID_TOKEN' });
  });

  it('refuses a link older than one hour', async () => {
    await requestReset('southadmin');
    const { uid, token } = await mailedLink('southadmin@fieldwatch.example');
    server.clock.advance((limits.passwordResetMinutes * 60 + 1) * 1000);
    const res = await setPassword(uid, token, 'Monsoon#Field42');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).data).toBe('INVALID_TOKEN');
  });

  it('refuses a token used with another uid', async () => {
    await requestReset('reader');
    const { uid, token } = await mailedLink('reader@fieldwatch.example');
    const res = await setPassword(uid + 1, token, 'Monsoon#Field42');
    expect(errorOf(res).data).toBe('INVALID_TOKEN');
  });

  it('refuses a common password, whatever its case, without spending the link', async () => {
    await requestReset('mobile');
    const { uid, token } = await mailedLink('mobile@fieldwatch.example');
    const common = await setPassword(uid, token, 'P@ssw0rd');
    expect(common.statusCode).toBe(400);
    expect(errorOf(common)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { password: 'passwordCommon' } });
    const weak = await setPassword(uid, token, 'alllowercase1!');
    expect(errorOf(weak).fields).toEqual({ password: 'passwordRequirements' });
    expect((await setPassword(uid, token, 'Monsoon#Field42')).statusCode).toBe(200);
  });
});
