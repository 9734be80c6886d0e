import type { Meta, StoryObj } from '@storybook/react-vite';
import { roleIds, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { messageRoutes } from '@fieldwatch/testing/messageFixtures';
import { BroadcastForm } from './BroadcastForm.js';

const signedIn = (session: SessionStore) =>
  session
    .getState()
    .signIn(loginResult(makeUser({ role: { id: roleIds['Organization Admin'], name: 'Organization Admin', capabilities: [] } })));

const meta = {
  title: 'Messages/BroadcastForm',
  component: BroadcastForm,
  args: { organizationId: 1 },
  parameters: { fieldwatch: { routes: messageRoutes(), setup: signedIn } },
  decorators: [(Story) => <div style={{ inlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof BroadcastForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InArabic: Story = { globals: { language: 'ar' } };
