import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { NewPasswordForm } from './NewPasswordForm.js';

const meta = {
  title: 'Sign-in/NewPasswordForm',
  component: NewPasswordForm,
  args: { uid: '12', token: 'story-token' },
  parameters: {
    fieldwatch: {
      routes: {
        'PUT /user/12/password': ({ body }: { body: unknown }) =>
          (body as { password: string }).password === 'Password#123'
            ? fail(400, 'VALIDATION_ERROR', { fields: { password: 'passwordCommon' } })
            : ok(true),
      },
    },
  },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Password#123" is refused as too common; any other valid password is saved. */
export const Default: Story = {};
export const IncompleteLink: Story = { args: { token: null } };
export const UsedLink: Story = {
  parameters: {
    fieldwatch: { routes: { 'PUT /user/12/password': () => fail(400, 'VALIDATION_ERROR', { fields: { token: 'invalidToken' } }) } },
  },
};
