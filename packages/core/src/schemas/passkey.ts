/**
 * Passkeys, a second factor (docs/sign-in.md "Passkeys"): the bodies and answers of the passkey routes.
 * The credentials are the WebAuthn JSON forms (`RegistrationResponseJSON`, `AuthenticationResponseJSON`)
 * that browsers and `@simplewebauthn/browser` produce; the options are what the server hands the browser.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { opaqueTokenSchema } from './auth.js';
import { usernameSchema } from './common.js';

/** The current password proves who asks before a passkey is added or removed (re-authentication). */
const currentPasswordSchema = z.string({ error: 'required' }).check(z.maxLength(1024, 'passwordExceeded'));
const loginPasswordSchema = z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(1024, 'passwordExceeded'));

export const passkeyNameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(limits.passkeyNameMax, 'passkeyNameExceeded'));

/** base64url text as WebAuthn's JSON forms carry binary values; anything else cannot be an authenticator's answer */
const base64url = (max: number) =>
  z.string({ error: 'passkeyInvalid' }).check(z.maxLength(max, 'passkeyInvalid'), z.regex(/^[A-Za-z0-9_-]*$/, 'passkeyInvalid'));
const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'], { error: 'passkeyInvalid' });
const attachmentSchema = z.enum(['platform', 'cross-platform'], { error: 'passkeyInvalid' });
const extensionResultsSchema = z.record(z.string(), z.unknown());

/** `RegistrationResponseJSON`: what `navigator.credentials.create` answered, as JSON. */
export const passkeyRegistrationCredentialSchema = z.strictObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'passkeyInvalid' }),
  response: z.strictObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: z.optional(base64url(65536)),
    transports: z.optional(z.array(transportSchema).check(z.maxLength(10, 'passkeyInvalid'))),
    publicKeyAlgorithm: z.optional(z.int({ error: 'passkeyInvalid' })),
    publicKey: z.optional(base64url(65536)),
  }),
  authenticatorAttachment: z.optional(attachmentSchema),
  clientExtensionResults: extensionResultsSchema,
});

/** `AuthenticationResponseJSON`: what `navigator.credentials.get` answered, as JSON. */
export const passkeyAuthenticationCredentialSchema = z.strictObject({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key', { error: 'passkeyInvalid' }),
  response: z.strictObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: z.optional(base64url(1024)),
  }),
  authenticatorAttachment: z.optional(attachmentSchema),
  clientExtensionResults: extensionResultsSchema,
});

/** `POST /user/me/passkeys/options` */
export const passkeyOptionsRequestSchema = z.strictObject({ current_password: currentPasswordSchema });

/** `POST /user/me/passkeys` */
export const passkeyCreateSchema = z.strictObject({ name: passkeyNameSchema, credential: passkeyRegistrationCredentialSchema });
export type PasskeyCreateInput = z.infer<typeof passkeyCreateSchema>;

/** `PUT /user/me/passkeys/{id}` */
export const passkeyRenameSchema = z.strictObject({ name: passkeyNameSchema });

/** `DELETE /user/me/passkeys/{id}` */
export const passkeyRemoveSchema = z.strictObject({ current_password: currentPasswordSchema });

/** `POST /user/login/passkey/options`: the same username and password as the sign-in that asked for a second factor. */
export const passkeySignInOptionsSchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
  device_token: z.optional(opaqueTokenSchema),
});

/** `POST /user/login/passkey` */
export const passkeySignInSchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
  credential: passkeyAuthenticationCredentialSchema,
  remember2fa: z.optional(z.boolean()),
  device_token: z.optional(opaqueTokenSchema),
});
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;

/** One of the signed-in user's passkeys. */
export const passkeySchema = z.object({
  id: z.int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  transports: z.array(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * `PublicKeyCredentialCreationOptionsJSON`, for `startRegistration({ optionsJSON })`: WebAuthn's own
 * shape (relying party, user handle, algorithms, passkeys to exclude), passed through whole.
 */
export const passkeyRegistrationOptionsSchema = z.looseObject({ challenge: z.string() });
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** `PublicKeyCredentialRequestOptionsJSON`, for `startAuthentication({ optionsJSON })`, passed through whole. */
export const passkeyAuthenticationOptionsSchema = z.looseObject({ challenge: z.string(), rpId: z.optional(z.string()) });
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;
