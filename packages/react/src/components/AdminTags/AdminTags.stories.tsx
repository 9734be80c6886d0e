import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { tagRoutes } from '@fieldwatch/testing/tagFixtures';
import { AdminTags } from './AdminTags.js';

const asAdministrator = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] })));
// an Organization Admin of Field Team North: its own tags, no groups, no shared tags
const asOrganizationAdmin = (session: SessionStore) => session.getState().signIn(loginResult(makeUser()));

const meta = {
  title: 'Admin/AdminTags',
  component: AdminTags,
  parameters: { fieldwatch: { routes: tagRoutes(), setup: asAdministrator } },
} satisfies Meta<typeof AdminTags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OrganizationAdmin: Story = { parameters: { fieldwatch: { routes: tagRoutes(), setup: asOrganizationAdmin } } };
export const Empty: Story = { parameters: { fieldwatch: { routes: tagRoutes([]), setup: asAdministrator } } };
export const InArabic: Story = { globals: { language: 'ar' } };
