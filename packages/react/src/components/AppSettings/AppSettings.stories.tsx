import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { AppSettings } from './AppSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));
const organizations = {
  'GET /organizations': () =>
    ok([
      { id: 1, name: 'Field Team North' },
      { id: 2, name: 'Field Team South' },
    ]),
};

const meta = {
  title: 'Admin/AppSettings',
  component: AppSettings,
  parameters: { fieldwatch: { setup: signIn, routes: { ...settingsRoutes().routes, ...organizations } } },
} satisfies Meta<typeof AppSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: anonymous sign-in off, every mobile switch on, the default lessons. */
export const Default: Story = {};

/** Anonymous submissions on into Field Team South; choosing another organization warns. */
export const AnonymousOn: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: { ...settingsRoutes({ anonymous_enabled: '1', anonymous_organization: '2' }).routes, ...organizations },
    },
  },
};

/** Updates are off for the whole product: mobile updates are off and cannot be turned on. */
export const UpdatesOff: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: { ...settingsRoutes({ updates_enabled: '0', mobile_updates_enabled: '0' }).routes, ...organizations },
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
