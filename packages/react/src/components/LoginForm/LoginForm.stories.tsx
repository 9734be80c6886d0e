import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { LoginForm } from './LoginForm.js';

const meta = { title: 'Sign-in/LoginForm', component: LoginForm } satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any username signs in, except "wrong" (Invalid Login) and "secure" (asks for a code). */
export const Default: Story = {
  parameters: {
    fieldwatch: {
      routes: {
        'POST /user/login': ({ body }: { body: unknown }) => {
          const { username } = body as { username: string };
          if (username === 'wrong') return fail(401, 'UNAUTHENTICATED', { data: 'INVALID_LOGIN' });
          if (username === 'secure') return fail(401, 'UNAUTHENTICATED', { data: '2FA_REQUIRED' });
          return ok(loginResult());
        },
      },
    },
  },
};

export const InArabic: Story = { ...Default, globals: { language: 'ar' } };
