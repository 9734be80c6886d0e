import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { SecuritySettings } from './SecuritySettings.js';

const meta = {
  title: 'Profile/SecuritySettings',
  component: SecuritySettings,
  parameters: {
    fieldwatch: {
      setup: (session: SessionStore) => session.getState().signIn(loginResult(makeUser())),
      routes: {
        'PUT /user/7': () => ok(makeUser()),
        'POST /user/me/totp': () =>
          ok({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Fieldwatch:amina',
            qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          }),
        'POST /user/me/totp/confirm': () => ok({ recovery_codes: ['k7q2m-x9d4t', 'a1b2c-d3e4f'] }),
      },
    },
  },
} satisfies Meta<typeof SecuritySettings>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
export const InArabic: StoryObj<typeof meta> = { globals: { language: 'ar' } };
