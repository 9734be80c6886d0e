/**
 * Second factors a user sets up for themselves (docs/sign-in.md): an authenticator app (TOTP) with
 * its recovery codes. Every change asks for the current password first.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import type { ValidationKey } from '../errors.js';

/** What a user types to prove they are themselves before a change to their own sign-in. */
export const currentPasswordSchema = z.string({ error: 'required' }).check(z.maxLength(1024, 'passwordExceeded'));

/** The methods `POST /user/login/verify` takes a code for (a passkey signs in through its own route). */
export const verifyMethodSchema = z.enum(['email', 'totp', 'recovery'], { error: 'invalidValue' });
export type VerifyMethod = z.infer<typeof verifyMethodSchema>;

/** A recovery code as shown: two groups of five letters or digits (`k7q2m-x9d4t`). */
export const recoveryCodeLength = 10;
/** the longest code typed in any form: a recovery code with spaces or dashes */
export const recoveryCodeMax = 32;

/** A recovery code as compared: lower case, without the spaces and dashes people type or copy. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export function recoveryCodeIssue(code: string): ValidationKey | undefined {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === '') return 'required';
  return /^[0-9a-z]+$/.test(normalized) && normalized.length === recoveryCodeLength ? undefined : 'invalidCode';
}

/** An emailed or authenticator code: exactly six digits. */
export function numericCodeIssue(code: string): ValidationKey | undefined {
  if (code.trim() === '') return 'required';
  if (!/^\d*$/.test(code.trim())) return 'invalidCode';
  return code.trim().length === limits.twoFactorCodeLength ? undefined : 'maxCodeLength';
}

const numericCodeSchema = z.string({ error: 'required' }).check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const issue = numericCodeIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
);

/** `POST /user/me/totp`, `POST /user/me/recovery-codes`: the current password. */
export const currentPasswordInputSchema = z.strictObject({ current_password: currentPasswordSchema });
export type CurrentPasswordInput = z.infer<typeof currentPasswordInputSchema>;

/** `POST /user/me/totp/confirm`: a code from the app, proving it holds the secret. */
export const totpConfirmSchema = z.strictObject({ code: numericCodeSchema });
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** `DELETE /user/me/totp`: the current password, or a fresh code from the app. */
export const totpDisableSchema = z
  .strictObject({ current_password: z.optional(currentPasswordSchema), code: z.optional(numericCodeSchema) })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.current_password && !value.code) ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'required' });
    }),
  );
export type TotpDisableInput = z.infer<typeof totpDisableSchema>;

/** The answer to `POST /user/me/totp`: the new secret, pending until a code confirms it. */
export const totpEnrolmentSchema = z.object({
  /** base32, for typing into an app by hand */
  secret: z.string(),
  otpauth_url: z.string(),
  /** the otpauth URL as a QR code, an SVG document */
  qr_svg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Recovery codes, shown this once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
