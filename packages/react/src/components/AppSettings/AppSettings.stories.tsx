import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { AppSettings } from './AppSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));
const users = [
  makeUser({ id: 2, username: 'amina' }, { firstname: 'Amina', lastname: 'Diallo' }),
  makeUser({ id: 3, username: 'ravi' }, { firstname: 'Ravi', lastname: 'Kumar' }),
];
const organizations = {
  'GET /organizations': () =>
    ok([
      { id: 1, name: 'Field Team North' },
      { id: 2, name: 'Field Team South' },
    ]),
  'GET /users': () => ({ status: 200, body: { data: users, total: users.length } }),
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

/** Emergency alerts on: one user and two contact numbers (United Kingdom, India). */
export const EmergencyOn: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: {
        ...settingsRoutes({ emergency_enabled: '1', emergency_users: '3', emergency_phones: '+442079460958,+919876543210' }).routes,
        ...organizations,
      },
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
