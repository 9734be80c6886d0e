import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.js';

const meta = {
  title: 'Form/Select',
  component: Select,
  args: {
    label: 'Role',
    options: [
      { value: '3', label: 'Reader' },
      { value: '2', label: 'Organization Admin' },
      { value: '1', label: 'Administrator' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Required Field' } };
export const Disabled: Story = { args: { disabled: true } };
