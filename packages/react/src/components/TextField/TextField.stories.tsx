import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.js';

const meta = { title: 'Form/TextField', component: TextField, args: { label: 'Username' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Letters, digits, underscore, dot or hyphen' } };
export const WithError: Story = { args: { error: 'Required Field' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'northadmin' } };
