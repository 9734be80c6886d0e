import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { organizations, reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import { ExportPanel } from './ExportPanel.js';

const routes = {
  ...reportScreenRoutes(),
  'GET /organizations': () => ({ status: 200, body: { data: organizations, total: organizations.length } }),
  'POST /organization/1/reports/export': () => ({
    status: 200,
    body: 'id,title\n1,Flooded road near the bridge\n',
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="reports.csv"' },
  }),
};

const meta = {
  title: 'Admin/ExportPanel',
  component: ExportPanel,
  parameters: {
    fieldwatch: {
      routes,
      setup: (session: SessionStore) =>
        session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] }))),
    },
  },
} satisfies Meta<typeof ExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InArabic: Story = { globals: { language: 'ar' } };
