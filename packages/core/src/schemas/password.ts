import * as z from 'zod/mini';
import { limits } from '../limits.js';

export interface PasswordChecklist {
  /** 7 to 72 characters */
  length: boolean;
  upper: boolean;
  lower: boolean;
  number: boolean;
  special: boolean;
  /** confirmation is the same (true while no confirmation is asked for) */
  match: boolean;
}

/** The live password checklist, shared by the create-new-password screen, the profile and the server. */
export function passwordChecklist(password: string, confirmation?: string): PasswordChecklist {
  return {
    length: password.length >= limits.passwordMin && password.length <= limits.passwordMax,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
    match: confirmation === undefined || password === confirmation,
  };
}

export function passwordMeetsRules(password: string): boolean {
  const c = passwordChecklist(password);
  return c.length && c.upper && c.lower && c.number && c.special;
}

/**
 * A password: 7 to 72 characters, with every class rule met (docs/decisions.md: the checklist shows four
 * rules, so a password that fails one of them is not accepted either). Longer than 72 has its own message.
 */
export const passwordSchema = z.string({ error: 'required' }).check(
  z.minLength(1, 'required'),
  z.maxLength(limits.passwordMax, 'passwordExceeded'),
  z.refine((p) => p.length >= limits.passwordMin, 'passwordTooShort'),
  z.refine(passwordMeetsRules, 'passwordRequirements'),
);

/** The create-new-password form: password and its confirmation. */
export const newPasswordFormSchema = z
  .strictObject({ password: passwordSchema, confirmation: z.string({ error: 'required' }).check(z.minLength(1, 'required')) })
  .check(z.refine((v) => v.password === v.confirmation, { path: ['confirmation'], error: 'passwordMismatch' }));
