import type { LoginResult, User } from '@fieldwatch/core';

export function makeUser(overrides: Partial<User> = {}, options: Partial<User['options']> = {}): User {
  return {
    id: 7,
    username: 'northadmin',
    role: { id: 2, name: 'Organization Admin', capabilities: [] },
    organizations: [{ id: 1, name: 'Field Team North' }],
    active: true,
    needs2FA: false,
    ...overrides,
    options: {
      firstname: 'Amina',
      lastname: 'Diallo',
      email: 'amina@fieldwatch.example',
      secondfactor: 'none',
      language: 'en_US',
      ...options,
    },
  };
}

export function loginResult(user: User = makeUser()): LoginResult {
  return { user, token: { access_token: 'access', refresh_token: 'refresh', expires_in: 900 } };
}
