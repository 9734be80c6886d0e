import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import { ReportFilters } from './ReportFilters.js';

const fieldwatch = {
  routes: reportScreenRoutes(),
  setup: (session: SessionStore) => session.getState().signIn(loginResult(makeUser())),
};

const meta = {
  title: 'Reports/ReportFilters',
  component: ReportFilters,
  parameters: { fieldwatch },
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReportFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Collapsed: Story = { args: { defaultOpen: false } };
export const WithoutFolders: Story = { args: { folders: false } };
export const InArabic: Story = { globals: { language: 'ar' } };
