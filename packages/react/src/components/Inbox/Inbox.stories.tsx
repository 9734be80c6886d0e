import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleIds, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { messageRoutes } from '@fieldwatch/testing/messageFixtures';
import { Inbox } from './Inbox.js';

const signedIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: roleIds['Reader'], name: 'Reader', capabilities: [] } })));

const meta = {
  title: 'Messages/Inbox',
  component: Inbox,

  parameters: { fieldwatch: { routes: messageRoutes(), setup: signedIn } },
  decorators: [(Story) => <div style={{ inlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InArabic: Story = { globals: { language: 'ar' } };
