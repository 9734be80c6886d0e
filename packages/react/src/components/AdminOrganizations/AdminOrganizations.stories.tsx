import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { organizationRoutes } from '@fieldwatch/testing/organizationFixtures';
import { AdminOrganizations } from './AdminOrganizations.js';

const signIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] })));

const meta = {
  title: 'Admin/AdminOrganizations',
  component: AdminOrganizations,
  parameters: { fieldwatch: { routes: organizationRoutes(), setup: signIn } },
} satisfies Meta<typeof AdminOrganizations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LastOne: Story = {
  parameters: { fieldwatch: { routes: organizationRoutes([{ id: 1, name: 'Field Team North' }]), setup: signIn } },
};
export const InArabic: Story = { globals: { language: 'ar' } };
