import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { GeneralSettings } from './GeneralSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));

const meta = {
  title: 'Admin/GeneralSettings',
  component: GeneralSettings,
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes().routes } },
} satisfies Meta<typeof GeneralSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default time zone, Europe/London. */
export const Default: Story = {};

/** A deployment in India (UTC+05:30). */
export const Kolkata: Story = {
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes({ timezone: 'Asia/Kolkata' }).routes } },
};

export const InArabic: Story = { globals: { language: 'ar' } };
