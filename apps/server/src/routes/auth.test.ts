import { userSchema, type LoginResult, type Token, type User } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, dataOf, demoPassword, errorOf, signIn, startTestServer, type TestServer } from '../test/harness.js';
import { anyOf } from '../test/matchers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { accessTokenSeconds: 120 } });
});
afterAll(() => server.close());

const login = (payload: Record<string, unknown>) => server.inject({ method: 'POST', url: '/api/user/login', payload });
const refresh = (userId: number, refreshToken: string) =>
  server.inject({ method: 'POST', url: `/api/user/${userId}/token`, payload: { refresh_token: refreshToken } });

describe('POST /user/login', () => {
  it('signs in with username and password and answers user and tokens', async () => {
    const res = await login({ username: 'northadmin', password: demoPassword });
    expect(res.statusCode).toBe(200);
    const data = dataOf<LoginResult>(res);
    expect(z.strictObject(userSchema.shape).parse(data.user)).toMatchObject({
      username: 'northadmin',
      role: { id: 2, name: 'Organization Admin' },
      organizations: [{ id: 1, name: 'Field Team North' }],
      active: true,
      needs2FA: false,
      options: { email: 'northadmin@fieldwatch.example', secondfactor: 'none', language: 'en_US' },
    });
    expect(data.token).toMatchObject({ access_token: anyOf(String), refresh_token: anyOf(String), expires_in: 120 });
    expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/);

    const me = await server.inject({ method: 'GET', url: `/api/user/${data.user.id}`, headers: bearer(data.token.access_token) });
    expect(me.statusCode).toBe(200);
    expect(dataOf<User>(me).username).toBe('northadmin');
  });

  it('accepts the username in any case', async () => {
    expect((await login({ username: 'NorthAdmin', password: demoPassword })).statusCode).toBe(200);
  });

  it('gives a wrong username and a wrong password byte-identical answers', async () => {
    const unknownUser = await login({ username: 'nobody_here', password: demoPassword });
    const wrongPassword = await login({ username: 'reader', password: 'Wrong#Pass1' });
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(unknownUser.json()).toEqual({ error: { type: 'UNAUTHENTICATED', message: 'Authentication failed', data: 'INVALID_LOGIN' } });
  });

  it('refuses a deactivated user with the same answer as a wrong password', async () => {
    const admin = await signIn(server, 'admin');
    const created = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(admin),
      payload: { username: 'leaver', password: 'Leaving#Soon9', role_id: 3, organizations: [1], options: { email: 'leaver@example.org' } },
    });
    const id = dataOf<User>(created).id;
    const leaver = await signIn(server, 'leaver', 'Leaving#Soon9');
    await server.inject({ method: 'PUT', url: `/api/user/${id}`, headers: bearer(admin), payload: { active: false } });

    const res = await login({ username: 'leaver', password: 'Leaving#Soon9' });
    const wrong = await login({ username: 'reader', password: 'Wrong#Pass1' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(wrong.body);
    // and the session it already had stops at once
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(leaver) })).statusCode).toBe(401);
  });
});

describe('access token', () => {
  it('expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const session = await signIn(server, 'reader');
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(session) })).statusCode).toBe(200);
    server.clock.advance(121 * 1000);
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(session) })).statusCode).toBe(401);
    // the refresh token still trades in for a new one
    const renewed = await refresh(session.userId, session.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(
      (await server.inject({ method: 'GET', url: '/api/options', headers: bearer(dataOf<Token>(renewed).access_token) })).statusCode,
    ).toBe(200);
  });

  it('is refused from the second its expiry names, after requests that passed with it', async () => {
    const session = await signIn(server, 'reader');
    const options = () => server.inject({ method: 'GET', url: '/api/options', headers: bearer(session) });
    expect((await options()).statusCode).toBe(200);
    server.clock.advance(119 * 1000);
    expect((await options()).statusCode).toBe(200);
    server.clock.advance(1000);
    expect((await options()).statusCode).toBe(401);
  });
});

describe('POST /user/{id}/token', () => {
  it('rotates: the new refresh token works, the old one no longer does and revokes the whole sign-in', async () => {
    const session = await signIn(server, 'reader');
    const first = await refresh(session.userId, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = dataOf<Token>(first);
    expect(rotated).toMatchObject({ access_token: anyOf(String), refresh_token: anyOf(String), expires_in: 120 });
    expect(rotated.refresh_token).not.toBe(session.refreshToken);

    const second = await refresh(session.userId, rotated.refresh_token);
    expect(second.statusCode).toBe(200);
    const latest = dataOf<Token>(second);

    // someone replays the first (already rotated) token: the family is revoked
    const reuse = await refresh(session.userId, session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse)).toMatchObject({ type: 'UNAUTHENTICATED', data: 'REFRESH_REUSED' });

    expect((await refresh(session.userId, latest.refresh_token)).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(latest.access_token) })).statusCode).toBe(401);
    // another sign-in of the same user is not affected
    const other = await signIn(server, 'reader');
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('refuses a refresh token presented for another user id, or an unknown one', async () => {
    const session = await signIn(server, 'reader');
    const wrongUser = await refresh(session.userId + 1, session.refreshToken);
    expect(wrongUser.statusCode).toBe(401);
    expect(errorOf(wrongUser).data).toBe('INVALID_TOKEN');
    expect(errorOf(await refresh(session.userId, 'not-a-token')).data).toBe('INVALID_TOKEN');
    // the refusal did not spend the token
    expect((await refresh(session.userId, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh token older than 30 days', async () => {
    const session = await signIn(server, 'mobile');
    server.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await refresh(session.userId, session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /user/logout', () => {
  it('makes both the refresh token and the access token fail at once', async () => {
    const session = await signIn(server, 'southadmin');
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(session),
      payload: { refresh_token: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(session) })).statusCode).toBe(401);
    expect((await refresh(session.userId, session.refreshToken)).statusCode).toBe(401);
  });

  it('works with the refresh token alone, or with the bearer alone', async () => {
    const a = await signIn(server, 'southadmin');
    await server.inject({ method: 'POST', url: '/api/user/logout', payload: { refresh_token: a.refreshToken } });
    expect((await server.inject({ method: 'GET', url: '/api/options', headers: bearer(a) })).statusCode).toBe(401);

    const b = await signIn(server, 'southadmin');
    const res = await server.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(b) });
    expect(res.json()).toEqual({ data: true });
    expect((await refresh(b.userId, b.refreshToken)).statusCode).toBe(401);
  });
});
