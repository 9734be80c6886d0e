import type { ProfileForm, User, UserUpdateInput } from '@fieldwatch/core';

type OptionChanges = NonNullable<UserUpdateInput['options']>;

/** The form's starting values for a user. */
export function profileValues(user: User, fallbackLocale: string): ProfileForm {
  return {
    firstname: user.options.firstname,
    lastname: user.options.lastname,
    email: user.options.email,
    language: user.options.language || fallbackLocale,
    secondfactor: user.options.secondfactor,
    password: '',
    confirmation: '',
    current_password: '',
  };
}

/**
 * The profile's `PUT /user/{id}` body: only the changed fields, the password only when one was typed, and
 * the current password with a change to the password, email or second factor.
 */
export function profileChanges(user: User, values: ProfileForm): UserUpdateInput {
  const options: OptionChanges = {};
  if (values.firstname !== user.options.firstname) options.firstname = values.firstname;
  if (values.lastname !== user.options.lastname) options.lastname = values.lastname;
  if (values.email !== user.options.email) options.email = values.email;
  if (values.language !== user.options.language) options.language = values.language;
  if (values.secondfactor !== user.options.secondfactor) options.secondfactor = values.secondfactor;
  const changes: UserUpdateInput = {};
  if (Object.keys(options).length > 0) changes.options = options;
  if (values.password) changes.password = values.password;
  // one's own password, email and second factor change only with the current password
  if (values.password || options.email !== undefined || options.secondfactor !== undefined)
    changes.current_password = values.current_password;
  return changes;
}
