import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok } from '@fieldwatch/testing/fakeApi';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';

const meta = {
  title: 'Sign-in/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: { fieldwatch: { routes: { 'POST /user/0/reset': () => ok(true) } } },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
