import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { TwoFactorForm } from './TwoFactorForm.js';

const meta = {
  title: 'Sign-in/TwoFactorForm',
  component: TwoFactorForm,
  parameters: {
    fieldwatch: {
      // the screen is only reachable with a sign-in waiting for its code
      setup: (session: { getState(): { awaitCode(u: string, p: string): void } }) => session.getState().awaitCode('secure', 'Fieldwatch#1'),
      routes: {
        'POST /user/login/verify': ({ body }: { body: unknown }) =>
          (body as { code: string }).code === '123456' ? ok(loginResult()) : fail(401, 'UNAUTHENTICATED', { data: 'INVALID_CODE' }),
        'POST /user/login': () => fail(401, 'UNAUTHENTICATED', { data: '2FA_REQUIRED' }),
      },
    },
  },
} satisfies Meta<typeof TwoFactorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 123456 is the right code; resending works after the countdown. */
export const Default: Story = {};

/** Resending fails: the button is usable again at once and an alert says why. */
export const ResendFails: Story = {
  parameters: { fieldwatch: { ...meta.parameters.fieldwatch, routes: { 'POST /user/login': () => fail(500, 'SERVER_ERROR') } } },
};
