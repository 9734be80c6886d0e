/**
 * Passkeys (WebAuthn) as a second factor (docs/sign-in.md "Passkeys"): a signed-in user adds, renames
 * and removes their own. The WebAuthn checks themselves (attestation, signatures, counters) are
 * SimpleWebAuthn's; this file keeps the rules around them: who may, which origin, one use per challenge.
 */
import { limits, type Passkey, type PasskeyCreateInput, type PasskeyRegistrationOptions } from '@fieldwatch/core';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../context.js';
import {
  countPasskeysOf,
  deletePasskeyOf,
  findPasskeyOf,
  insertChallenge,
  insertPasskey,
  listPasskeysOf,
  renamePasskeyOf,
  takeChallenge,
  type ChallengePurpose,
  type PasskeyRow,
} from '../db/queries/passkeys.js';
import type { UserRecord } from '../db/queries/users.js';
import { invalidFields, isUniqueViolation, notFound } from '../errors.js';
import { recordAudit, type AuditSource } from './audit.js';
import { confirmCurrentPassword, credentialsChanged } from './reauth.js';
import { randomToken } from './secrets.js';

const relyingPartyName = 'Fieldwatch';

/** True when the user has at least one passkey: such a user always needs a second factor at sign-in. */
export async function hasPasskeys(ctx: AppContext, userId: number): Promise<boolean> {
  return (await countPasskeysOf(ctx.db, userId)) > 0;
}

/**
 * A browser on `localhost` (a developer's machine, the browser tests) outside production: WebAuthn
 * refuses an IP address such as 127.0.0.1 as relying party, so PUBLIC_URL alone cannot serve there.
 */
function localOrigin(ctx: AppContext, origin: string | undefined): string | undefined {
  if (ctx.config.production || !origin) return undefined;
  try {
    const url = new URL(origin);
    return url.hostname === 'localhost' && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The relying-party id for options asked from `origin`: PUBLIC_URL's host name, or localhost as above. */
export function relyingPartyId(ctx: AppContext, origin: string | undefined): string {
  return localOrigin(ctx, origin) ? 'localhost' : new URL(ctx.config.publicUrl).hostname;
}

/** The origins an authenticator's answer may name: PUBLIC_URL's, and the local one outside production. */
function expectedOrigins(ctx: AppContext, clientOrigin: string): string[] {
  const local = localOrigin(ctx, clientOrigin);
  return [new URL(ctx.config.publicUrl).origin, ...(local ? [local] : [])];
}

/** Hands out a challenge for `purpose`, kept in the database so that any server process can check the answer. */
export async function newChallenge(ctx: AppContext, userId: number, purpose: ChallengePurpose, rpId: string): Promise<string> {
  const challenge = randomToken();
  await insertChallenge(ctx.db, {
    challenge,
    userId,
    purpose,
    rpId,
    expiresAt: new Date(ctx.now().getTime() + limits.passkeyChallengeMinutes * 60 * 1000),
  });
  return challenge;
}

export interface AnsweredChallenge {
  challenge: string;
  rpId: string;
  expectedOrigins: string[];
}

/**
 * The live challenge an authenticator's answer names, taken (so it never answers twice), with what the
 * answer must match; undefined when the answer names no live challenge of this user and purpose.
 */
export async function takeAnsweredChallenge(
  ctx: AppContext,
  userId: number,
  purpose: ChallengePurpose,
  clientDataJSON: string,
): Promise<AnsweredChallenge | undefined> {
  let clientData: { challenge: unknown; origin: unknown };
  try {
    clientData = decodeClientDataJSON(clientDataJSON);
  } catch {
    return undefined;
  }
  if (typeof clientData.challenge !== 'string' || typeof clientData.origin !== 'string') return undefined;
  const taken = await takeChallenge(ctx.db, { challenge: clientData.challenge, userId, purpose, now: ctx.now() });
  if (!taken) return undefined;
  return { challenge: clientData.challenge, rpId: taken.rpId, expectedOrigins: expectedOrigins(ctx, clientData.origin) };
}

function toApiPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    transports: row.transports,
  };
}

/** `GET /user/me/passkeys`: the caller's own, oldest first. */
export async function listMyPasskeys(ctx: AppContext, user: UserRecord): Promise<Passkey[]> {
  return (await listPasskeysOf(ctx.db, user.id)).map(toApiPasskey);
}

/** `POST /user/me/passkeys/options`: after the current password, the options for `startRegistration`. */
export async function passkeyRegistrationOptions(
  ctx: AppContext,
  user: UserRecord,
  currentPassword: string,
  origin: string | undefined,
): Promise<PasskeyRegistrationOptions> {
  await confirmCurrentPassword(ctx, user, currentPassword);
  const rpId = relyingPartyId(ctx, origin);
  const existing = await listPasskeysOf(ctx.db, user.id);
  const challenge = await newChallenge(ctx, user.id, 'registration', rpId);
  const displayName = `${user.firstname} ${user.lastname}`.trim();
  const options = await generateRegistrationOptions({
    rpName: relyingPartyName,
    rpID: rpId,
    userName: user.username,
    userDisplayName: displayName || user.username,
    // the user handle is the account id, not its name: an authenticator may show or keep it
    userID: isoUint8Array.fromUTF8String(String(user.id)),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: limits.passkeyChallengeMinutes * 60 * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { ...options };
}

const passkeyInvalid = () => invalidFields({ credential: 'passkeyInvalid' });

/**
 * `POST /user/me/passkeys`: verifies the authenticator's answer against the challenge handed out,
 * the expected origins and relying party, then keeps the credential. Other sessions end, as after
 * any change to how one signs in.
 */
export async function addPasskey(
  ctx: AppContext,
  user: UserRecord,
  familyId: string,
  input: PasskeyCreateInput,
  source: AuditSource,
): Promise<Passkey> {
  const answered = await takeAnsweredChallenge(ctx, user.id, 'registration', input.credential.response.clientDataJSON);
  if (!answered) throw passkeyInvalid();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      // the zod schema checked its shape; its optional fields only differ in how TypeScript spells them
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: answered.challenge,
      expectedOrigin: answered.expectedOrigins,
      expectedRPID: answered.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    ctx.log.info({ err: error }, 'passkey registration refused');
    throw passkeyInvalid();
  }
  if (!verification.verified) throw passkeyInvalid();
  const { credential } = verification.registrationInfo;
  let row: PasskeyRow;
  try {
    row = await insertPasskey(ctx.db, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.credential.response.transports ?? [],
      name: input.name,
      createdAt: ctx.now(),
    });
  } catch (error) {
    // the same authenticator registered twice (by this or another account)
    if (isUniqueViolation(error)) throw passkeyInvalid();
    throw error;
  }
  await credentialsChanged(ctx, user, 'secondfactor', familyId);
  await recordAudit(ctx, source, {
    action: 'passkey.add',
    targetType: 'user',
    targetId: user.id,
    details: { passkey: row.id, name: row.name },
  });
  return toApiPasskey(row);
}

/** `PUT /user/me/passkeys/{id}`: another user's passkey reads as missing (404). */
export async function renameMyPasskey(ctx: AppContext, user: UserRecord, id: number, name: string): Promise<Passkey> {
  const row = await renamePasskeyOf(ctx.db, user.id, id, name);
  if (!row) throw notFound();
  return toApiPasskey(row);
}

/** `DELETE /user/me/passkeys/{id}`: with the current password; other sessions end. */
export async function removeMyPasskey(
  ctx: AppContext,
  user: UserRecord,
  familyId: string,
  id: number,
  currentPassword: string,
  source: AuditSource,
): Promise<void> {
  const row = await findPasskeyOf(ctx.db, user.id, id);
  if (!row) throw notFound();
  await confirmCurrentPassword(ctx, user, currentPassword);
  if (!(await deletePasskeyOf(ctx.db, user.id, id))) throw notFound();
  await credentialsChanged(ctx, user, 'secondfactor', familyId);
  await recordAudit(ctx, source, {
    action: 'passkey.remove',
    targetType: 'user',
    targetId: user.id,
    details: { passkey: row.id, name: row.name },
  });
}
