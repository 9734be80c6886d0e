import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleIds, type RoleName, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { Navigation } from './Navigation.js';

const signedInAs = (role: RoleName) => ({
  fieldwatch: {
    setup: (session: SessionStore) =>
      session.getState().signIn(loginResult(makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } }))),
  },
});

const meta = {
  title: 'Navigation/Navigation',
  component: Navigation,
  args: { currentPath: '/dashboard', onLogout: () => {}, onLanguageChange: () => {}, onNavigate: () => {} },
  decorators: [(Story) => <div style={{ blockSize: '36rem', inlineSize: '15rem' }}>{Story()}</div>],
} satisfies Meta<typeof Navigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = { parameters: signedInAs('Administrator') };
export const Reader: Story = { parameters: signedInAs('Reader') };
export const Mobile: Story = { parameters: signedInAs('Mobile') };
export const OnAReport: Story = { args: { currentPath: '/report/42' }, parameters: signedInAs('Organization Admin') };
export const InArabic: Story = { parameters: signedInAs('Administrator'), globals: { language: 'ar' } };
