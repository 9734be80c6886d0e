import { describe, expect, it } from 'vitest';
import { roleIds } from '@fieldwatch/core';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import {
  emptyUserValues,
  userChangesOf,
  userCreateInputOf,
  userFormProblems,
  userValuesOf,
  type UserFormValues,
} from './userFormValues.js';

const kofi = sampleUsers[2]!;
const administrator = sampleUsers[0]!;
const editable = { roleEditable: true, organizationsEditable: true };
const newUser = (values: Partial<UserFormValues>): UserFormValues => ({ ...emptyUserValues(), ...values });

describe('the user form values', () => {
  it('sends nothing for an unchanged user, and only what changed otherwise', () => {
    expect(userChangesOf(kofi, userValuesOf(kofi), editable)).toEqual({});
    expect(userChangesOf(kofi, { ...userValuesOf(kofi), firstname: ' Kwabena ', organizations: ['2', '1'] }, editable)).toEqual({
      organizations: [2, 1],
      options: { firstname: 'Kwabena' },
    });
    // the same organizations in another order are no change
    const both = sampleUsers[4]!;
    expect(userChangesOf(both, { ...userValuesOf(both), organizations: ['2', '1'] }, editable)).toEqual({});
  });

  it('never sends a role or organizations the form may not change', () => {
    const values = { ...userValuesOf(kofi), role: String(roleIds.Mobile), organizations: ['2'] };
    expect(userChangesOf(kofi, values, { roleEditable: false, organizationsEditable: false })).toEqual({});
    // an Administrator's role field is disabled: the rules read the stored role, and want no organizations
    expect(userFormProblems(userValuesOf(administrator), administrator, { roleEditable: false, organizationsEditable: true })).toEqual({});
  });

  it('creates without a password (the welcome email), which then needs an email address', () => {
    const values = newUser({ username: 'grace', role: String(roleIds.Mobile), organizations: ['1'] });
    expect(userCreateInputOf(values)).not.toHaveProperty('password');
    expect(userFormProblems(values, undefined, editable)).toEqual({ email: 'required' });
    expect(userFormProblems({ ...values, password: 'Monsoon#Field42', confirmation: 'Monsoon#Field42' }, undefined, editable)).toEqual({});
  });

  it('says every problem at once, the rules across fields included', () => {
    expect(userFormProblems(newUser({ username: 'bad name' }), undefined, editable)).toEqual({
      username: 'usernameAlphaNumber',
      role: 'required',
      email: 'required',
      organizations: 'required',
    });
    expect(userFormProblems(newUser({ role: String(roleIds.Administrator), username: 'chief', email: 'x' }), undefined, editable)).toEqual({
      email: 'invalidEmail',
    });
    expect(userFormProblems({ ...userValuesOf(kofi), password: 'Monsoon#Field42', confirmation: '' }, kofi, editable)).toEqual({
      confirmation: 'required',
    });
  });
});
