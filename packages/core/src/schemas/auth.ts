import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idOrZeroSchema, usernameSchema, wholeNumberSchema } from './common.js';
import { passwordSchema } from './password.js';
import { numericCodeIssue, recoveryCodeIssue, recoveryCodeMax, verifyMethodSchema } from './secondFactor.js';
import { userSchema } from './user.js';

/** Login takes any non-empty password: the password rules are for setting one, not for signing in. */
const loginPasswordSchema = z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(1024, 'passwordExceeded'));
export const opaqueTokenSchema = z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(512, 'invalidToken'));

export const loginSchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
  remember_token: z.optional(opaqueTokenSchema),
  /** this device signed in to this username before: exempt from the account's back-off (docs/sign-in.md) */
  device_token: z.optional(opaqueTokenSchema),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * `POST /user/login/verify`. `method` says what `code` is: an emailed code, an authenticator (TOTP) code
 * (both 6 digits) or a recovery code; left out, it is the user's own second factor.
 */
export const verifySchema = z
  .strictObject({
    username: usernameSchema,
    password: loginPasswordSchema,
    code: z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(recoveryCodeMax, 'invalidCode')),
    method: z.optional(verifyMethodSchema),
    remember2fa: z.optional(z.boolean()),
    device_token: z.optional(opaqueTokenSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      const issue = value.method === 'recovery' ? recoveryCodeIssue(value.code) : numericCodeIssue(value.code);
      if (issue) ctx.addIssue({ code: 'custom', path: ['code'], message: issue });
    }),
  );
export type VerifyInput = z.infer<typeof verifySchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.int().check(z.positive()),
});
export type Token = z.infer<typeof tokenSchema>;

export const loginResultSchema = z.object({
  user: userSchema,
  token: tokenSchema,
  remember_token: z.optional(z.string()),
  /** kept by the device for this username and sent with its next sign-ins */
  device_token: z.optional(z.string()),
  /**
   * true when the user must set up a second factor before anything else (an admin-level user while
   * option `require_2fa_admins` is on): every other route answers 403 SECOND_FACTOR_REQUIRED until then
   */
  second_factor_setup: z.optional(z.boolean()),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const refreshSchema = z.strictObject({ refresh_token: opaqueTokenSchema });
export const logoutSchema = z.strictObject({ refresh_token: z.optional(opaqueTokenSchema) });

export const resetRequestSchema = z.strictObject({ username: usernameSchema });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetParamsSchema = z.strictObject({ id: idOrZeroSchema });

export const newPasswordSchema = z.strictObject({
  password: passwordSchema,
  uid: wholeNumberSchema(1, limits.idMax, 'invalidToken'),
  token: opaqueTokenSchema,
});
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const twoFactorDefaults = {
  codeLength: limits.twoFactorCodeLength,
  resendSeconds: limits.twoFactorResendSeconds,
} as const;
