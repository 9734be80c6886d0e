import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { DashboardSettings } from './DashboardSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));

const meta = {
  title: 'Admin/DashboardSettings',
  component: DashboardSettings,
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes().routes } },
} satisfies Meta<typeof DashboardSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: every feature on. */
export const Default: Story = {};

/** Updates are off: assignment, urgency, progress and mobile updates show off and locked. */
export const UpdatesOff: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: settingsRoutes({
        updates_enabled: '0',
        assignment_enabled: '0',
        urgency_enabled: '0',
        lifecycle_enabled: '0',
        mobile_updates_enabled: '0',
      }).routes,
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
