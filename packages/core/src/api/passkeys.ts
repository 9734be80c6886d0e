import { FieldwatchError } from '../errors.js';
import type { LoginResult } from '../schemas/auth.js';
import { deviceTokenField } from './auth.js';
import type { Passkey, PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '../schemas/passkey.js';
import type { FieldwatchClient } from './client.js';

/**
 * Passkeys (docs/sign-in.md "Passkeys"). The credentials are the JSON a WebAuthn helper such as
 * `@simplewebauthn/browser` returns; the server checks their shape and their signatures.
 */

/** `GET /user/me/passkeys`: the signed-in user's passkeys, oldest first. */
export const listPasskeys = (client: FieldwatchClient, signal?: AbortSignal): Promise<Passkey[]> =>
  client.request<Passkey[]>('/user/me/passkeys', signal ? { signal } : {});

/** `POST /user/me/passkeys/options`: the current password first, then options for `startRegistration`. */
export const passkeyRegistrationOptions = (client: FieldwatchClient, currentPassword: string): Promise<PasskeyRegistrationOptions> =>
  client.request<PasskeyRegistrationOptions>('/user/me/passkeys/options', { method: 'POST', body: { current_password: currentPassword } });

/** `POST /user/me/passkeys`: the authenticator's answer, under a name the user chose. */
export const addPasskey = (client: FieldwatchClient, name: string, credential: object): Promise<Passkey> =>
  client.request<Passkey>('/user/me/passkeys', { method: 'POST', body: { name, credential } });

/** `PUT /user/me/passkeys/{id}` */
export const renamePasskey = (client: FieldwatchClient, id: number, name: string): Promise<Passkey> =>
  client.request<Passkey>(`/user/me/passkeys/${id}`, { method: 'PUT', body: { name } });

/** `DELETE /user/me/passkeys/{id}` with the current password. */
export const removePasskey = (client: FieldwatchClient, id: number, currentPassword: string): Promise<boolean> =>
  client.request<boolean>(`/user/me/passkeys/${id}`, { method: 'DELETE', body: { current_password: currentPassword } });

/** the device token this device keeps for `username`, so the account's back-off spares it */
const deviceTokenOf = (client: FieldwatchClient, username: string) => (client.session ? deviceTokenField(client.session, username) : {});

function pendingSignIn(client: FieldwatchClient) {
  const pending = client.session?.getState().pendingTwoFactor;
  if (!pending) throw new FieldwatchError('INSUFFICIENT_PARAMETERS');
  return pending;
}

/** `POST /user/login/passkey/options` for the sign-in waiting for its second factor. */
export function passkeySignInOptions(client: FieldwatchClient): Promise<PasskeyAuthenticationOptions> {
  const { username, password } = pendingSignIn(client);
  return client.request<PasskeyAuthenticationOptions>('/user/login/passkey/options', {
    method: 'POST',
    auth: false,
    body: { username, password, ...deviceTokenOf(client, username) },
  });
}

/** `POST /user/login/passkey`: finishes the waiting sign-in with the authenticator's answer. */
export async function signInWithPasskey(client: FieldwatchClient, credential: object, remember2fa = false): Promise<LoginResult> {
  const { username, password } = pendingSignIn(client);
  const result = await client.request<LoginResult>('/user/login/passkey', {
    method: 'POST',
    auth: false,
    body: { username, password, credential, remember2fa, ...deviceTokenOf(client, username) },
  });
  client.session?.getState().signIn(result);
  return result;
}
