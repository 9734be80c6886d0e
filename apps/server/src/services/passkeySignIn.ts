/**
 * Signing in with a passkey as the second factor (docs/sign-in.md "Passkeys"): the password first,
 * under the same checks and limits as `POST /user/login`, then the authenticator's signature over a
 * challenge handed out for this user. A wrong answer counts like a wrong emailed code.
 */
import { authErrorData, limits, type LoginResult, type PasskeyAuthenticationOptions, type PasskeySignInInput } from '@fieldwatch/core';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppContext } from '../context.js';
import { findPasskeyByCredentialId, listPasskeysOf, recordPasskeyUse } from '../db/queries/passkeys.js';
import { unauthenticated } from '../errors.js';
import { checkCredentials, rememberDevice, signedIn } from './auth.js';
import { newChallenge, relyingPartyId, takeAnsweredChallenge } from './passkeys.js';
import { recordAudit, type AuditSource } from './audit.js';
import { claimAttempts, giveBackAttempts, rateLimitKeys } from './rateLimits.js';

const invalidPasskey = () => unauthenticated(authErrorData.invalidPasskey);

/** `POST /user/login/passkey/options`: after the password, options naming the user's passkeys. */
export async function passkeySignInOptions(
  ctx: AppContext,
  input: { username: string; password: string; device_token?: string | undefined },
  source: AuditSource,
  origin: string | undefined,
): Promise<PasskeyAuthenticationOptions> {
  const user = await checkCredentials(ctx, source, { username: input.username, password: input.password, deviceToken: input.device_token });
  const passkeys = await listPasskeysOf(ctx.db, user.id);
  if (passkeys.length === 0) throw invalidPasskey();
  const rpId = relyingPartyId(ctx, origin);
  const challenge = await newChallenge(ctx, user.id, 'authentication', rpId);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: limits.passkeyChallengeMinutes * 60 * 1000,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'preferred',
  });
  return { ...options };
}

/**
 * `POST /user/login/passkey`: the password again, then the signature. The authenticator's counter must
 * move forward: one that goes backwards is a cloned authenticator and is refused.
 */
export async function signInWithPasskey(ctx: AppContext, input: PasskeySignInInput, source: AuditSource): Promise<LoginResult> {
  // claimed before anything is checked, like an emailed code; a passkey that signs gives it back
  const claims = await claimAttempts(ctx, [
    { key: rateLimitKeys.codeUsernameIp(input.username, source.ip), rule: ctx.config.rateLimits.codePerUsernameAndIp },
  ]);
  const user = await checkCredentials(ctx, source, { username: input.username, password: input.password, deviceToken: input.device_token });
  const refuse = async () => {
    await recordAudit(ctx, source, {
      action: 'signin.failure',
      targetType: 'user',
      targetId: user.id,
      details: { username: input.username, reason: 'wrong_passkey' },
    });
    return invalidPasskey();
  };
  const passkey = await findPasskeyByCredentialId(ctx.db, user.id, input.credential.id);
  const answered = await takeAnsweredChallenge(ctx, user.id, 'authentication', input.credential.response.clientDataJSON);
  if (!passkey || !answered) throw await refuse();
  const verification = await verifyAuthenticationResponse({
    // the zod schema checked its shape; its optional fields only differ in how TypeScript spells them
    response: input.credential as AuthenticationResponseJSON,
    expectedChallenge: answered.challenge,
    expectedOrigin: answered.expectedOrigins,
    expectedRPID: answered.rpId,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter },
    requireUserVerification: false,
  }).catch((error: unknown) => {
    // a bad signature, another origin or relying party, a counter that went backwards
    ctx.log.info({ err: error }, 'passkey sign-in refused');
    return undefined;
  });
  if (!verification?.verified) throw await refuse();
  const newCounter = verification.authenticationInfo.newCounter;
  if (!(await recordPasskeyUse(ctx.db, passkey.id, newCounter, ctx.now()))) throw await refuse();
  await giveBackAttempts(ctx, claims);
  const result = await signedIn(ctx, user, source);
  if (input.remember2fa) result.remember_token = await rememberDevice(ctx, user.id);
  return result;
}
