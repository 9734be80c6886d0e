import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleIds, type RoleName, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import { FolderMenu } from './FolderMenu.js';

const as = (role: RoleName) => (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } })));

const meta = {
  title: 'Reports/FolderMenu',
  component: FolderMenu,
  parameters: { fieldwatch: { routes: reportScreenRoutes(), setup: as('Organization Admin') } },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof FolderMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {};
export const Reader: Story = { parameters: { fieldwatch: { routes: reportScreenRoutes(), setup: as('Reader') } } };
export const InArabic: Story = { globals: { language: 'ar' } };
