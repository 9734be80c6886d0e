/**
 * One's own authenticator app (TOTP) and recovery codes (docs/sign-in.md). Each call asks for the
 * current password (removal: or a fresh code); the server then signs out every other device.
 */
import type { RecoveryCodes, TotpDisableInput, TotpEnrolment } from '../schemas/secondFactor.js';
import type { User } from '../schemas/user.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

/** `POST /user/me/totp`: a new secret and its QR code, pending until `confirmTotp`. */
export const startTotp = (client: FieldwatchClient, currentPassword: string) =>
  client.request<TotpEnrolment>('/user/me/totp', { method: 'POST', body: { current_password: currentPassword } });

/**
 * `POST /user/me/totp/confirm`: the first code from the app turns it on. Answers the recovery codes,
 * shown this once; the signed-in user's second factor becomes `totp` and a required setup is done.
 */
export async function confirmTotp(client: FieldwatchClient, code: string): Promise<RecoveryCodes> {
  const result = await client.request<RecoveryCodes>('/user/me/totp/confirm', { method: 'POST', body: { code } });
  secondFactorChanged(client, 'totp');
  return result;
}

/** `DELETE /user/me/totp` with the current password or a fresh code: the second factor becomes none. */
export async function disableTotp(client: FieldwatchClient, input: TotpDisableInput): Promise<boolean> {
  const result = await client.request<boolean>('/user/me/totp', { method: 'DELETE', body: input });
  secondFactorChanged(client, 'none');
  return result;
}

/** `POST /user/me/recovery-codes`: new recovery codes; the earlier ones stop working. */
export const regenerateRecoveryCodes = (client: FieldwatchClient, currentPassword: string) =>
  client.request<RecoveryCodes>('/user/me/recovery-codes', { method: 'POST', body: { current_password: currentPassword } });

/** The session's user as it now is, without waiting for a reload. */
function secondFactorChanged(client: FieldwatchClient, secondfactor: User['options']['secondfactor']): void {
  const state = client.session?.getState();
  const user = state?.user;
  if (!state || !user) return;
  const updated: User = { ...user, needs2FA: secondfactor !== 'none', options: { ...user.options, secondfactor } };
  state.setUser(updated);
  if (secondfactor !== 'none') state.requireSecondFactorSetup(false);
  written(client, { set: resourceKeys.user(user.id) })(updated);
}
