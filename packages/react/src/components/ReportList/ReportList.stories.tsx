import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleIds, type RoleName, type SessionStore } from '@fieldwatch/core';
import { fail } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import { ReportList } from './ReportList.js';

const as = (role: RoleName) => (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } })));

const meta = {
  title: 'Reports/ReportList',
  component: ReportList,
  parameters: { fieldwatch: { routes: reportScreenRoutes(500), setup: as('Organization Admin') } },
  decorators: [
    (Story) => <div style={{ blockSize: '36rem', inlineSize: '28rem', display: 'flex', flexDirection: 'column' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ReportList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 500 reports, loaded 20 at a time as the list scrolls; drop a .zip on it to import. */
export const EditorWithManyReports: Story = {};
export const Reader: Story = { parameters: { fieldwatch: { routes: reportScreenRoutes(8), setup: as('Reader') } } };
export const Empty: Story = { parameters: { fieldwatch: { routes: reportScreenRoutes(0), setup: as('Reader') } } };
export const LoadingFails: Story = {
  parameters: {
    fieldwatch: { routes: { ...reportScreenRoutes(0), 'POST /reports': () => fail(500, 'SERVER_ERROR') }, setup: as('Reader') },
  },
};
export const InArabic: Story = { globals: { language: 'ar' } };
