import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type Broadcast } from '@fieldwatch/core';
import { fail, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { BroadcastList } from './BroadcastList.js';

const admin = makeUser({ role: { id: roleIds['Organization Admin'], name: 'Organization Admin', capabilities: [] } });
const long = `${'The north road is closed. '.repeat(8)}Take the river path.`;

const broadcast = (id: number, overrides: Partial<Broadcast> = {}): Broadcast => ({
  id,
  organization: { id: 1, name: 'Field Team North' },
  subject: `Message ${id}`,
  content: 'Short text.',
  type: 'everyone',
  recipients: [],
  delivered: 4,
  read: 1,
  author: { id: 3, username: 'northadmin' },
  created_at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

function renderList(route: FakeRoute) {
  return renderWithFieldwatch(<BroadcastList organizationId={1} />, { user: admin, routes: { 'GET /organization/1/broadcasts': route } });
}

describe('BroadcastList', () => {
  it('shows each message with its author, audience and counts, a long text cut with See more / See less', async () => {
    const user = userEvent.setup();
    const data = [
      broadcast(2, { content: long, type: 'role', recipients: [roleIds.Reader], delivered: 2, read: 0 }),
      broadcast(1, { type: 'users', recipients: [5, 6], author: null }),
    ];
    const { calls } = renderList(() => ({ status: 200, body: { data, total: 2 } }));
    const items = await screen.findAllByRole('listitem');
    expect(calls[0]?.query).toMatchObject({ limit: '20' });
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Message 2' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('By northadmin');
    expect(items[0]!.textContent).toContain('To the role Reader');
    expect(items[0]!.textContent).toContain('Delivered to 2 people · read by no one yet');
    expect(items[1]!.textContent).toContain('By a deleted user');
    expect(items[1]!.textContent).toContain('To 2 chosen users');
    expect(items[1]!.textContent).toContain('Delivered to 4 people · read by 1');

    const text = () => items[0]!.querySelector('p[dir="auto"]')!.textContent ?? '';
    expect(Array.from(text())).toHaveLength(151);
    expect(text().endsWith('…')).toBe(true);
    const more = within(items[0]!).getByRole('button', { name: 'See more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(text()).toBe(long);
    await user.click(within(items[0]!).getByRole('button', { name: 'See less' }));
    expect(text().endsWith('…')).toBe(true);
    // a short text has nothing to expand
    expect(within(items[1]!).queryByRole('button')).toBeNull();
  });

  it('says when nothing was sent, and offers a retry when the list fails', async () => {
    let failing = true;
    const user = userEvent.setup();
    renderList(() => (failing ? fail(500, 'SERVER_ERROR') : { status: 200, body: { data: [], total: 0 } }));
    expect(await screen.findByText('The messages could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No message sent yet.')).toBeTruthy();
  });
});
