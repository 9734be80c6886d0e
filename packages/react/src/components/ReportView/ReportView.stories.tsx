import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Report, SessionStore } from '@fieldwatch/core';
import { ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { makeEntry, makeFolder, makeReport, organizationUsers, readerUser, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { ReportView } from './ReportView.js';

const withState = (initial: Report) => {
  let stored = initial;
  return {
    'GET /report/42': () => ok(stored),
    'GET /taxonomy/groups': () => ok(tagGroups),
    'GET /report/42/activity': () => ({
      status: 200,
      body: {
        data: [
          makeEntry(2, { event: 'verify' }),
          makeEntry(1, { event: 'created', author: { id: 9, username: 'monitor1' }, colour: '#d62728' }),
        ],
        total: 2,
      },
    }),
    'PUT /organization/1/report/42': ({ body }: RecordedCall) => {
      stored = { ...stored, ...(body as Partial<Report>), assignee: stored.assignee };
      return ok(stored);
    },
    'PUT /organization/1/report/42/close': () => {
      stored = { ...stored, lifecycle: 'closed' };
      return ok(stored);
    },
    'GET /organization/1/folders': () => ({ status: 200, body: { data: [makeFolder(3, 'Floods'), makeFolder(4, 'Roads')], total: 2 } }),
    'POST /organization/1/folder/3/add': () => ok(makeFolder(3, 'Floods')),
    'GET /organization/1/users': () => ({ status: 200, body: { data: organizationUsers, total: 2 } }),
  };
};
const signIn =
  (user = makeUser()) =>
  (session: SessionStore) =>
    session.getState().signIn(loginResult(user));

const meta = {
  title: 'Reports/ReportView',
  component: ReportView,
  args: { reportId: 42 },
  parameters: { fieldwatch: { setup: signIn(), routes: withState(makeReport({ urgency: 'critical', urgent: true })) } },
} satisfies Meta<typeof ReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForAnEditor: Story = {};
export const Closed: Story = {
  parameters: { fieldwatch: { setup: signIn(), routes: withState(makeReport({ lifecycle: 'closed', verified: true })) } },
};
export const ForAReader: Story = { parameters: { fieldwatch: { setup: signIn(readerUser), routes: withState(makeReport()) } } };
export const InArabic: Story = { globals: { language: 'ar' } };
