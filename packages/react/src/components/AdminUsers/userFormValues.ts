import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  roleIds,
  userCreateSchema,
  userUpdateSchema,
  type SecondFactor,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@fieldwatch/core';

/** What the user form holds while it is edited. */
export interface UserFormValues {
  firstname: string;
  lastname: string;
  /** fixed once created: shown read-only on edit */
  username: string;
  /** on create: empty sends the welcome email; on edit: empty keeps the current password */
  password: string;
  confirmation: string;
  email: string;
  /** the role id as text, '' until one is chosen */
  role: string;
  /** organization ids as text; not used for an Administrator, who sees every organization */
  organizations: string[];
  /** `totp` only for a user who set up an authenticator app themselves; it can be changed to the others */
  secondfactor: SecondFactor;
}

/** What the form may change of this user (the rules of docs/roles.md, shown before the server applies them). */
export interface UserFormRules {
  /** false for an Administrator (their role is fixed) and for the signed-in user themselves */
  roleEditable: boolean;
  /** false for the signed-in user themselves */
  organizationsEditable: boolean;
}

export type UserFormField = keyof UserFormValues;

export const emptyUserValues = (): UserFormValues => ({
  firstname: '',
  lastname: '',
  username: '',
  password: '',
  confirmation: '',
  email: '',
  role: '',
  organizations: [],
  secondfactor: 'none',
});

/** The form's values for a stored user (edit). */
export function userValuesOf(user: User): UserFormValues {
  return {
    firstname: user.options.firstname,
    lastname: user.options.lastname,
    username: user.username,
    password: '',
    confirmation: '',
    email: user.options.email,
    role: String(user.role.id),
    organizations: user.organizations.map((organization) => String(organization.id)),
    secondfactor: user.options.secondfactor,
  };
}

export const isAdministratorRole = (role: string): boolean => Number(role) === roleIds.Administrator;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * `POST /user`: the password only when one is typed (without it the user is emailed a welcome with a
 * link to set one), no organizations for an Administrator. `role_id` is missing while no role is chosen.
 */
export function userCreateInputOf(values: UserFormValues): Omit<UserCreateInput, 'role_id'> & { role_id?: number } {
  return {
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
    ...(values.role ? { role_id: Number(values.role) } : {}),
    organizations: isAdministratorRole(values.role) ? [] : values.organizations.map(Number),
    options: {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      email: values.email.trim(),
      secondfactor: values.secondfactor,
    },
  };
}

/** The values as they will be saved: a role the form may not change stays the stored one (its field is disabled). */
const effectiveValues = (values: UserFormValues, user: User | undefined, rules: UserFormRules): UserFormValues =>
  user && !rules.roleEditable ? { ...values, role: String(user.role.id) } : values;

/** `PUT /user/{id}`: only the fields that differ from the stored user, the password only when one is typed. */
export function userChangesOf(user: User, edited: UserFormValues, rules: UserFormRules): UserUpdateInput {
  const values = effectiveValues(edited, user, rules);
  const options: NonNullable<UserUpdateInput['options']> = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const email = values.email.trim();
  if (firstname !== user.options.firstname) options.firstname = firstname;
  if (lastname !== user.options.lastname) options.lastname = lastname;
  if (email !== user.options.email) options.email = email;
  if (values.secondfactor !== user.options.secondfactor) options.secondfactor = values.secondfactor;
  const changes: UserUpdateInput = {};
  if (values.password) changes.password = values.password;
  const role = Number(values.role);
  if (rules.roleEditable && values.role && role !== user.role.id) changes.role_id = role;
  const organizations = values.organizations.map(Number);
  if (
    rules.organizationsEditable &&
    !isAdministratorRole(values.role) &&
    !sameIds(
      organizations,
      user.organizations.map((organization) => organization.id),
    )
  ) {
    changes.organizations = organizations;
  }
  if (Object.keys(options).length > 0) changes.options = options;
  return changes;
}

/** A field of the API's body (`options.email`, `organizations.0`, `role_id`) → the form's field. */
function formFieldOf(path: string): UserFormField | undefined {
  const [head, second] = path.split('.');
  if (head === 'options')
    return second === 'firstname' || second === 'lastname' || second === 'email' || second === 'secondfactor' ? second : undefined;
  if (head === 'role_id') return 'role';
  if (head === 'organizations' || head === 'username' || head === 'password') return head;
  if (head === 'firstname' || head === 'lastname' || head === 'email' || head === 'secondfactor') return head;
  return undefined;
}

/** The server's field names (docs/validation.md) → the form's fields, for its `error.fields`. */
export const serverUserFields: Readonly<Record<string, UserFormField>> = {
  username: 'username',
  password: 'password',
  role_id: 'role',
  organizations: 'organizations',
  'organizations.0': 'organizations',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  secondfactor: 'secondfactor',
  'options.firstname': 'firstname',
  'options.lastname': 'lastname',
  'options.email': 'email',
  'options.secondfactor': 'secondfactor',
};

/**
 * Every problem of the form as a message key by field: core's `userCreateSchema` / `userUpdateSchema`
 * (the server's own rules), and the rules across fields for the user as saved: an email unless the
 * role is Mobile and always for a code by email (and for the welcome email, core's create rule), at least
 * one organization unless Administrator; the confirmation when a password is typed.
 */
export function userFormProblems(
  edited: UserFormValues,
  user: User | undefined,
  rules: UserFormRules,
): Partial<Record<UserFormField, string>> {
  const values = effectiveValues(edited, user, rules);
  const problems: Partial<Record<UserFormField, string>> = {};
  const add = (field: UserFormField | undefined, key: string) => {
    if (field && !problems[field]) problems[field] = key;
  };
  const parsed = user
    ? userUpdateSchema.safeParse(userChangesOf(user, values, rules))
    : userCreateSchema.safeParse(userCreateInputOf(values));
  for (const issue of parsed.success ? [] : parsed.error.issues) add(formFieldOf(issue.path.join('.')), issue.message);

  // core checks these across fields only once every field is valid: the form says them at once
  const email = values.email.trim();
  const welcome = !user && !values.password;
  if (!email && (Number(values.role) !== roleIds.Mobile || values.secondfactor === 'email' || welcome)) add('email', 'required');
  if (!isAdministratorRole(values.role) && values.organizations.length === 0 && (!user || rules.organizationsEditable)) {
    add('organizations', 'required');
  }
  if (values.password && !values.confirmation) add('confirmation', 'required');
  else if (values.password && values.password !== values.confirmation) add('confirmation', 'passwordMismatch');
  return problems;
}

/** react-hook-form's view of `userFormProblems` (synchronous: the form awaits whatever a resolver returns). */
export function userFormResolver(user: User | undefined, rules: UserFormRules): Resolver<UserFormValues> {
  return (values) => {
    const problems = Object.entries(userFormProblems(values, user, rules));
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<UserFormValues> };
  };
}
