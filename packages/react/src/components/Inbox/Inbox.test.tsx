import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type UserMessage } from '@fieldwatch/core';
import { ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { Inbox } from './Inbox.js';

const reader = makeUser({ role: { id: roleIds.Reader, name: 'Reader', capabilities: [] } });
const long = `${'Bring boots and a torch. '.repeat(8)}The river is high.`;

const message = (id: number, overrides: Partial<UserMessage> = {}): UserMessage => ({
  id,
  organization: { id: 1, name: 'Field Team North' },
  subject: `Message ${id}`,
  content: 'Short text.',
  author: { id: 3, username: 'northadmin' },
  created_at: '2026-05-01T10:00:00.000Z',
  read_at: null,
  ...overrides,
});

/** An inbox API that keeps its messages and answers unread first, as the server does. */
function inboxApi(initial: UserMessage[]) {
  const messages = [...initial];
  const sorted = () => [...messages].sort((a, b) => Number(a.read_at !== null) - Number(b.read_at !== null) || b.id - a.id);
  return {
    'GET /user/me/messages': ({ query }: RecordedCall) => {
      const limit = Number(query?.limit ?? 20);
      return {
        status: 200,
        body: { data: sorted().slice(0, limit), total: messages.length, unread: messages.filter((m) => m.read_at === null).length },
      };
    },
    'PUT /user/me/messages/3/read': () => {
      const index = messages.findIndex((m) => m.id === 3);
      messages[index] = { ...messages[index]!, read_at: '2026-05-02T08:00:00.000Z' };
      return ok(messages[index]);
    },
  };
}

describe('Inbox', () => {
  it('lists unread first, opens a message in full and marks it read, keeping the order while shown', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithFieldwatch(<Inbox />, {
      user: reader,
      routes: inboxApi([message(1, { read_at: '2026-05-01T12:00:00.000Z' }), message(2), message(3, { content: long, author: null })]),
    });
    expect(await screen.findByText('2 unread messages')).toBeTruthy();
    const subjects = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(subjects()).toEqual(['Message 3Unread', 'Message 2Unread', 'Message 1']);
    const third = screen.getAllByRole('listitem')[0]!;
    expect(third.textContent).toContain('From a deleted user, Field Team North');
    expect(third.textContent).not.toContain('The river is high.');

    const open = within(third).getByRole('button', { name: /Message 3/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(third.textContent).toContain('The river is high.');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/user/me/messages/3/read')).toBe(true));
    expect(await screen.findByText('1 unread message')).toBeTruthy();
    // read now, but still where it was
    expect(subjects()).toEqual(['Message 3', 'Message 2Unread', 'Message 1']);

    // closing and opening again asks nothing more
    await user.click(open);
    await user.click(open);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('says when the inbox is empty', async () => {
    renderWithFieldwatch(<Inbox />, { user: reader, routes: inboxApi([]) });
    expect(await screen.findByText(/Your inbox is empty/)).toBeTruthy();
    expect(screen.getByText('No unread message')).toBeTruthy();
  });

  it('shows older messages on demand, the first ones staying on screen meanwhile', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) => message(index + 10, { read_at: '2026-05-01T12:00:00.000Z' }));
    renderWithFieldwatch(<Inbox />, { user: reader, routes: inboxApi(many) });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(screen.queryByText('Loading…')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });
});
