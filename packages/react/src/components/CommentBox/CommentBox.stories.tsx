import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Comment } from '@fieldwatch/core';
import { ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeComment } from '@fieldwatch/testing/reportDetailFixtures';
import { CommentBox } from './CommentBox.js';

const meta = {
  title: 'Reports/CommentBox',
  component: CommentBox,
  args: { reportId: 42 },
  parameters: {
    fieldwatch: {
      routes: {
        'POST /report/42/comment': ({ body }: RecordedCall) => ({ status: 201, body: { data: makeComment(body as Partial<Comment>) } }),
        'POST /comment/77/media': () => ok(makeComment()),
        'PUT /comment/77': () => ok(makeComment({ status: 'published' })),
      },
    },
  },
} satisfies Meta<typeof CommentBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OnAClosedReport: Story = { args: { closed: true } };
export const InArabic: Story = { globals: { language: 'ar' } };
