import { FieldwatchError } from '../errors.js';
import type { LoginResult, NewPasswordInput, Token } from '../schemas/auth.js';
import type { Handshake } from '../schemas/options.js';
import type { SessionStore } from '../session/store.js';
import type { VerifyMethod } from '../schemas/secondFactor.js';
import type { FieldwatchClient } from './client.js';

function sessionOf(client: FieldwatchClient) {
  if (!client.session) throw new Error('This call needs a client created with a session');
  return client.session;
}

export type LoginOutcome = { status: 'signedIn'; result: LoginResult } | { status: 'codeRequired' };

/** The device token this device keeps for `username`, as a body field (none when it has none). */
export function deviceTokenField(session: SessionStore, username: string): { device_token?: string } {
  const token = session.getState().deviceTokens[username.toLowerCase()];
  return token ? { device_token: token } : {};
}

/**
 * `POST /user/login`. A user with an emailed second factor gets `codeRequired` and the session moves to
 * `awaitingCode`; a "don't ask again" token kept for this username is sent along as `remember_token`,
 * so the server skips the code on this device, and the device token as `device_token`, so that this
 * device is spared the account's back-off.
 */
export async function login(client: FieldwatchClient, username: string, password: string): Promise<LoginOutcome> {
  const session = sessionOf(client);
  const rememberToken = session.getState().rememberTokens[username];
  try {
    const result = await client.request<LoginResult>('/user/login', {
      method: 'POST',
      auth: false,
      body: { username, password, ...(rememberToken ? { remember_token: rememberToken } : {}), ...deviceTokenField(session, username) },
    });
    session.getState().signIn(result);
    return { status: 'signedIn', result };
  } catch (error) {
    if (error instanceof FieldwatchError && error.needsTwoFactor) {
      session.getState().awaitCode(username, password, error.methods.length > 0 ? error.methods : ['email']);
      return { status: 'codeRequired' };
    }
    throw error;
  }
}

/** Sends the code again: a repeated login mails a new code, but the server refuses one sooner than 45 s. */
export async function resendCode(client: FieldwatchClient): Promise<void> {
  const session = sessionOf(client);
  const pending = session.getState().pendingTwoFactor;
  if (!pending?.methods.includes('email')) throw new FieldwatchError('INSUFFICIENT_PARAMETERS');
  try {
    const result = await client.request<LoginResult>('/user/login', {
      method: 'POST',
      auth: false,
      body: { username: pending.username, password: pending.password, ...deviceTokenField(session, pending.username) },
    });
    session.getState().signIn(result);
  } catch (error) {
    if (error instanceof FieldwatchError && error.needsTwoFactor) {
      session.getState().codeResent();
      return;
    }
    throw error;
  }
}

/**
 * `POST /user/login/verify` with the pending username and password. `method` says what the code is (an
 * emailed code, an authenticator code or a recovery code); left out, the user's own second factor.
 */
export async function verifyCode(client: FieldwatchClient, code: string, remember2fa = false, method?: VerifyMethod): Promise<LoginResult> {
  const session = sessionOf(client);
  const pending = session.getState().pendingTwoFactor;
  if (!pending) throw new FieldwatchError('INSUFFICIENT_PARAMETERS');
  const result = await client.request<LoginResult>('/user/login/verify', {
    method: 'POST',
    auth: false,
    body: {
      username: pending.username,
      password: pending.password,
      code,
      remember2fa,
      ...deviceTokenField(session, pending.username),
      ...(method ? { method } : {}),
    },
  });
  session.getState().signIn(result);
  return result;
}

/** `POST /user/logout`: revokes the refresh token, then clears the session (keeping common settings). */
export async function logout(client: FieldwatchClient): Promise<void> {
  const session = sessionOf(client);
  const { refreshToken } = session.getState();
  try {
    if (refreshToken) await client.request<boolean>('/user/logout', { method: 'POST', body: { refresh_token: refreshToken } });
  } finally {
    session.getState().clear();
  }
}

/** `POST /user/0/reset`: always answers true, whether or not the user exists, so it never tells who has an account. */
export function requestPasswordReset(client: FieldwatchClient, username: string): Promise<boolean> {
  return client.request<boolean>('/user/0/reset', { method: 'POST', auth: false, body: { username } });
}

/** `PUT /user/{uid}/password` with the uid and token from the mailed link. */
export function setNewPassword(client: FieldwatchClient, input: NewPasswordInput): Promise<boolean> {
  return client.request<boolean>(`/user/${input.uid}/password`, { method: 'PUT', auth: false, body: input });
}

/** `POST /user/{id}/token`, for callers that manage tokens themselves; the client refreshes on its own. */
export function refreshToken(client: FieldwatchClient, userId: number, token: string): Promise<Token> {
  return client.request<Token>(`/user/${userId}/token`, { method: 'POST', auth: false, body: { refresh_token: token } });
}

/** `GET /handshake` (no auth): languages, default language, time zone. */
export function handshake(client: FieldwatchClient, signal?: AbortSignal): Promise<Handshake> {
  return client.request<Handshake>('/handshake', { auth: false, ...(signal ? { signal } : {}) });
}
