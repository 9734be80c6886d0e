import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { auditRoutes, failingAuditRoutes } from '@fieldwatch/testing/auditFixtures';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { AuditLog } from './AuditLog.js';

const signInAdmin = (session: SessionStore) => session.getState().signIn(loginResult(sampleUsers[0]));

const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  parameters: { fieldwatch: { routes: auditRoutes(), setup: signInAdmin } },
} satisfies Meta<typeof AuditLog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Three entries a page: Newer and Older. */
export const Paged: Story = { args: { pageSize: 3 } };
export const Empty: Story = { parameters: { fieldwatch: { routes: auditRoutes([]), setup: signInAdmin } } };
export const CannotLoad: Story = { parameters: { fieldwatch: { routes: failingAuditRoutes, setup: signInAdmin } } };
export const InArabic: Story = { globals: { language: 'ar' } };
