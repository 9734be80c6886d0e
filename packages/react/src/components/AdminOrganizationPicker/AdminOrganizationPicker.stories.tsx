import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { sampleOrganizations } from '@fieldwatch/testing/organizationFixtures';
import { AdminOrganizationPicker } from './AdminOrganizationPicker.js';

const signIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] })));

const meta = {
  title: 'Admin/AdminOrganizationPicker',
  component: AdminOrganizationPicker,
  parameters: { fieldwatch: { routes: { 'GET /organizations': () => ok(sampleOrganizations) }, setup: signIn } },
} satisfies Meta<typeof AdminOrganizationPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ChosenBefore: Story = {
  parameters: {
    fieldwatch: {
      routes: { 'GET /organizations': () => ok(sampleOrganizations) },
      setup: (session: SessionStore) => {
        signIn(session);
        session.getState().setOrganization(3);
      },
    },
  },
};
export const InArabic: Story = { globals: { language: 'ar' } };
