import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import { SearchBar } from './SearchBar.js';

const meta = {
  title: 'Reports/SearchBar',
  component: SearchBar,
  args: { onOpenReport: () => {} },
  parameters: {
    fieldwatch: { routes: reportScreenRoutes(), setup: (session: SessionStore) => session.getState().signIn(loginResult(makeUser())) },
  },
  decorators: [(Story) => <div style={{ inlineSize: '26rem', minBlockSize: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus the field to see the latest reports; type to get suggestions. */
export const Default: Story = {};
export const InArabic: Story = { globals: { language: 'ar' } };
