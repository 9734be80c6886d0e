/** Broadcasts and inbox messages of Field Team North, for the Messages and Inbox stories and tests. */
import { roleIds, type Broadcast, type UserMessage } from '@fieldwatch/core';
import { ok, type FakeRoute } from './fakeApi.js';

const north = { id: 1, name: 'Field Team North' };
const northadmin = { id: 3, username: 'northadmin' };

/** Past the 150 characters a list shows before "See more". */
const longMessage =
  'The north road is closed between the bridge and the market until Friday because of flood water. ' +
  'Take the river path instead, and report any new damage with a photo and the place.';

const broadcasts: Broadcast[] = [
  {
    id: 12,
    organization: north,
    subject: 'Road closed',
    content: longMessage,
    type: 'everyone',
    recipients: [],
    delivered: 4,
    read: 1,
    author: northadmin,
    created_at: '2026-05-02T09:30:00.000Z',
  },
  {
    id: 11,
    organization: north,
    subject: 'Training on Monday',
    content: 'Readers: the verification training is on Monday at 10:00 in the office.',
    type: 'role',
    recipients: [roleIds.Reader],
    delivered: 2,
    read: 2,
    author: northadmin,
    created_at: '2026-04-28T14:00:00.000Z',
  },
];

const inboxMessages: UserMessage[] = [
  {
    id: 12,
    organization: north,
    subject: 'Road closed',
    content: longMessage,
    author: northadmin,
    created_at: '2026-05-02T09:30:00.000Z',
    read_at: null,
  },
  {
    id: 11,
    organization: north,
    subject: 'Training on Monday',
    content: 'Readers: the verification training is on Monday at 10:00 in the office.',
    author: northadmin,
    created_at: '2026-04-28T14:00:00.000Z',
    read_at: '2026-04-28T15:00:00.000Z',
  },
];

const organizationMembers = [
  { id: 5, username: 'reader', firstname: 'Rosa', lastname: 'Reader', role: { id: roleIds.Reader, name: 'Reader' } },
  { id: 6, username: 'mobile', firstname: 'Moses', lastname: 'Mobile', role: { id: roleIds.Mobile, name: 'Mobile' } },
];

/** The calls of the Messages page and the inbox, answered from the fixtures above. */
export function messageRoutes(): Record<string, FakeRoute> {
  return {
    'GET /organizations': () => ({ status: 200, body: { data: [north], total: 1 } }),
    'GET /organization/1/users': () => ok(organizationMembers),
    'GET /organization/1/broadcasts': () => ({ status: 200, body: { data: broadcasts, total: broadcasts.length } }),
    'POST /organization/1/broadcast': () => ({ status: 201, body: { data: broadcasts[0] } }),
    'GET /user/me/messages': () => ({ status: 200, body: { data: inboxMessages, total: inboxMessages.length, unread: 1 } }),
    'PUT /user/me/messages/12/read': () => ok({ ...inboxMessages[0], read_at: '2026-05-02T10:00:00.000Z' }),
  };
}
