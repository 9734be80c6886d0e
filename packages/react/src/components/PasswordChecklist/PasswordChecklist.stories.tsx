import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklist } from './PasswordChecklist.js';

const meta = { title: 'Sign-in/PasswordChecklist', component: PasswordChecklist, args: { password: '', confirmation: '' } } satisfies Meta<
  typeof PasswordChecklist
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Partly: Story = { args: { password: 'monsoon4', confirmation: 'monsoon' } };
export const AllMet: Story = { args: { password: 'Monsoon#Field42', confirmation: 'Monsoon#Field42' } };
