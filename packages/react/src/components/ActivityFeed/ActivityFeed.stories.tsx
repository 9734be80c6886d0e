import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityEntry } from '@fieldwatch/core';
import { makeEntry, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { ActivityFeed } from './ActivityFeed.js';

const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const entries: ActivityEntry[] = [
  makeEntry(9, { event: 'reply', data: { comment_id: 1, content: 'The water is going down. Photos attached.' }, created_at: at(2) }),
  makeEntry(8, {
    event: 'media',
    data: { images: 2, videos: 0, audios: 1, pdfs: 0 },
    created_at: at(30),
    colour: '#2ca02c',
    author: { id: 12, username: 'fieldlead' },
  }),
  makeEntry(7, { event: 'urgency', data: { from: null, to: 'critical' }, created_at: at(90) }),
  makeEntry(6, { event: 'edit_assignee', data: { from: null, to: { id: 12, username: 'fieldlead' } }, created_at: at(120) }),
  makeEntry(5, { event: 'lifecycle', data: { from: 'closed', to: 'started', reason: 'comment' }, created_at: at(60 * 26) }),
  makeEntry(4, { event: 'lifecycle', data: { from: 'started', to: 'closed' }, created_at: at(60 * 30) }),
  makeEntry(3, { event: 'tags', data: { added: [11, 21], removed: [] }, created_at: at(60 * 24 * 3) }),
  makeEntry(2, { event: 'verify', created_at: at(60 * 24 * 40) }),
  makeEntry(1, { event: 'created', created_at: at(60 * 24 * 400), colour: '#d62728', author: { id: 9, username: 'monitor1' } }),
];

const meta = {
  title: 'Reports/ActivityFeed',
  component: ActivityFeed,
  args: { reportId: 42, tagGroups },
  parameters: { fieldwatch: { routes: { 'GET /report/42/activity': () => ({ status: 200, body: { data: entries, total: 45 } }) } } },
} satisfies Meta<typeof ActivityFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {};
export const Empty: Story = {
  parameters: { fieldwatch: { routes: { 'GET /report/42/activity': () => ({ status: 200, body: { data: [], total: 0 } }) } } },
};
export const InArabic: Story = { globals: { language: 'ar' } };
