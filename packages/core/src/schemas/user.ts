import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { languageLocales } from '../i18n/languages.js';
import { roleNames } from '../policy.js';
import { idSchema, wholeNumberSchema, optionalEmailSchema, secondFactorSchema, usernameSchema } from './common.js';
import { currentPasswordSchema } from './secondFactor.js';
import { passwordSchema } from './password.js';

export const organizationSchema = z.object({ id: z.int(), name: z.string() });
export type Organization = z.infer<typeof organizationSchema>;

export const roleSchema = z.object({
  id: z.int(),
  name: z.enum(roleNames),
  capabilities: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

/** `GET /organization/{id}/users`: what the author and assignee pickers need, nothing more. */
export const organizationMemberSchema = z.object({
  id: z.int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.object({ id: z.int(), name: z.enum(roleNames) }),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

export const languageLocaleSchema = z.enum(languageLocales as [string, ...string[]], { error: 'invalidValue' });

export const userOptionsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  secondfactor: secondFactorSchema,
  language: z.string(),
});
export type UserOptions = z.infer<typeof userOptionsSchema>;

/** A user as the API returns it. Never carries a password or its hash. */
export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: roleSchema,
  organizations: z.array(organizationSchema),
  active: z.boolean(),
  needs2FA: z.boolean(),
  options: userOptionsSchema,
});
export type User = z.infer<typeof userSchema>;

const firstnameSchema = z.string().check(z.trim(), z.maxLength(limits.firstNameMax, 'firstNameExceeded'));
const lastnameSchema = z.string().check(z.trim(), z.maxLength(limits.lastNameMax, 'lastNameExceeded'));

/** The `options` part of a user create or update: every field optional, unknown names refused. */
export const userOptionsInputSchema = z.strictObject({
  firstname: z.optional(firstnameSchema),
  lastname: z.optional(lastnameSchema),
  email: z.optional(optionalEmailSchema),
  secondfactor: z.optional(secondFactorSchema),
  language: z.optional(languageLocaleSchema),
});

/**
 * `PUT /user/{id}`: only changed fields. Role and organizations only for managers. A user changing their
 * own password, email or second factor sends `current_password` too (docs/sign-in.md).
 */
export const userUpdateSchema = z.strictObject({
  password: z.optional(passwordSchema),
  current_password: z.optional(currentPasswordSchema),
  role_id: z.optional(idSchema),
  organizations: z.optional(z.array(idSchema)),
  active: z.optional(z.boolean()),
  options: z.optional(userOptionsInputSchema),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/**
 * `POST /user`: role required; at least one organization except for an Administrator, who sees them all.
 * Without a password the new user is emailed a welcome with a link to set one (valid
 * `limits.welcomeLinkDays`), so a password never travels in clear; that needs an email address.
 */
export const userCreateSchema = z
  .strictObject({
    username: usernameSchema,
    password: z.optional(passwordSchema),
    role_id: z.number({ error: 'required' }).check(z.int(), z.positive()),
    organizations: z._default(z.array(idSchema), []),
    options: z._default(userOptionsInputSchema, {}),
  })
  .check(
    z.superRefine((value, ctx) => {
      const email = value.options.email ?? '';
      // email required unless Mobile (role 4), who may have none; always required when the second factor
      // is email, or when the welcome email is to carry the set-password link
      if (!email && (value.role_id !== 4 || value.options.secondfactor === 'email' || value.password === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['options', 'email'], message: 'required' });
      }
      if (value.role_id !== 1 && value.organizations.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['organizations'], message: 'required' });
      }
    }),
  );
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** `GET /users?q&organization&offset&limit`: `q` searches username, names and email (case-insensitive); `organization` keeps that organization's users. */
export const userListQuerySchema = z.strictObject({
  offset: z._default(wholeNumberSchema(0, limits.idMax), 0),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.searchMax, 'searchExceeded'))),
  organization: z.optional(idSchema),
});
/** What a client sends as the query of `GET /users`. */
export interface UserListQuery {
  offset?: number;
  limit?: number;
  q?: string;
  organization?: number;
}

/** The profile form: what the user edits about themselves. */
export const profileFormSchema = z
  .strictObject({
    firstname: firstnameSchema,
    lastname: lastnameSchema,
    email: optionalEmailSchema,
    language: languageLocaleSchema,
    secondfactor: secondFactorSchema,
    password: z.union([z.literal(''), passwordSchema]),
    confirmation: z.string(),
    /** asked for when the password or email changes (docs/sign-in.md) */
    current_password: currentPasswordSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password && value.password !== value.confirmation) {
        ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'passwordMismatch' });
      }
      if (value.secondfactor === 'email' && !value.email) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
      }
    }),
  );
export type ProfileForm = z.infer<typeof profileFormSchema>;
