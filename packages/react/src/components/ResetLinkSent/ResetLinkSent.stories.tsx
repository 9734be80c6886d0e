import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok } from '@fieldwatch/testing/fakeApi';
import { ResetLinkSent } from './ResetLinkSent.js';

const meta = {
  title: 'Sign-in/ResetLinkSent',
  component: ResetLinkSent,
  args: { username: 'field_amina' },
  parameters: { fieldwatch: { routes: { 'POST /user/0/reset': () => ok(true) } } },
} satisfies Meta<typeof ResetLinkSent>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
