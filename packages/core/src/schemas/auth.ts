import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idOrZeroSchema, twoFactorCodeSchema, usernameSchema } from './common.js';
import { passwordSchema } from './password.js';
import { userSchema } from './user.js';

/** Login takes any non-empty password: the password rules are for setting one, not for signing in. */
const loginPasswordSchema = z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(1024, 'passwordExceeded'));
const opaqueTokenSchema = z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(512, 'invalidToken'));

export const loginSchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
  remember_token: z.optional(opaqueTokenSchema),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const verifySchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
  code: twoFactorCodeSchema,
  remember2fa: z.optional(z.boolean()),
});
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
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const refreshSchema = z.strictObject({ refresh_token: opaqueTokenSchema });
export const logoutSchema = z.strictObject({ refresh_token: z.optional(opaqueTokenSchema) });

export const resetRequestSchema = z.strictObject({ username: usernameSchema });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const resetParamsSchema = z.strictObject({ id: idOrZeroSchema });

export const newPasswordSchema = z.strictObject({
  password: passwordSchema,
  uid: z.coerce.number({ error: 'invalidToken' }).check(z.int('invalidToken'), z.positive('invalidToken')),
  token: opaqueTokenSchema,
});
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const twoFactorDefaults = {
  codeLength: limits.twoFactorCodeLength,
  resendSeconds: limits.twoFactorResendSeconds,
} as const;
