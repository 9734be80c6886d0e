import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField.js';

const meta = { title: 'Form/PasswordField', component: PasswordField, args: { label: 'Password' } } satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Fieldwatch#1' } };
export const WithError: Story = { args: { error: 'Required Field' } };
export const NewPassword: Story = { args: { label: 'New password', autoComplete: 'new-password' } };
