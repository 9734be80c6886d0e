import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.js';

const meta = { title: 'Form/Button', component: Button, args: { children: 'Sign in' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Send the link again' } };
export const Link: Story = { args: { variant: 'link', children: 'Resend code' } };
export const Busy: Story = { args: { busy: true } };
export const Disabled: Story = { args: { disabled: true } };
