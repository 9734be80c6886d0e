import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore, User } from '@fieldwatch/core';
import { ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { ProfileForm } from './ProfileForm.js';

let stored: User = makeUser();

const meta = {
  title: 'Profile/ProfileForm',
  component: ProfileForm,
  parameters: {
    fieldwatch: {
      setup: (session: SessionStore) => session.getState().signIn(loginResult(stored)),
      routes: {
        'GET /user/7': () => ok(stored),
        'PUT /user/7': ({ body }: RecordedCall) => {
          stored = { ...stored, options: { ...stored.options, ...(body as { options?: Partial<User['options']> }).options } };
          return ok(stored);
        },
      },
    },
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const InArabic: StoryObj<typeof meta> = { globals: { language: 'ar' } };
