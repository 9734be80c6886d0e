import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.js';

const meta = {
  title: 'Profile/Avatar',
  component: Avatar,
  args: { firstName: 'Amina', lastName: 'Diallo', username: 'field_amina' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const Large: Story = { args: { size: 'large' } };
export const UsernameOnly: Story = { args: { firstName: '', lastName: '', username: 'northadmin' } };
export const Tamil: Story = { args: { firstName: 'தமிழ்', lastName: 'செல்வி', username: 'tamil' } };
