import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type Broadcast } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { BroadcastForm } from './BroadcastForm.js';

const admin = makeUser({ role: { id: roleIds['Organization Admin'], name: 'Organization Admin', capabilities: [] } });
const members = [
  { id: 5, username: 'reader', firstname: 'Rosa', lastname: 'Reader', role: { id: 3, name: 'Reader' } },
  { id: 6, username: 'mobile', firstname: '', lastname: '', role: { id: 4, name: 'Mobile' } },
];

function sent(body: RecordedCall['body'], delivered: number): Broadcast {
  const input = body as { subject: string; content: string; type: Broadcast['type']; recipients: number[] };
  return {
    id: 1,
    organization: { id: 1, name: 'Field Team North' },
    ...input,
    delivered,
    read: 0,
    author: { id: 3, username: 'northadmin' },
    created_at: '2026-05-01T10:00:00.000Z',
  };
}

function renderForm(send: FakeRoute = ({ body }) => ({ status: 201, body: { data: sent(body, 2) } })) {
  return renderWithFieldwatch(<BroadcastForm organizationId={1} />, {
    user: admin,
    routes: { 'GET /organization/1/users': () => ok(members), 'POST /organization/1/broadcast': send },
  });
}

const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('BroadcastForm', () => {
  it('keeps Send disabled until subject, message and the chosen audience are there', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(sendButton().getAttribute('aria-describedby')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Subject/), 'Road closed');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Message/), 'Until Friday.');
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    // chosen users: none chosen yet
    await user.click(screen.getByRole('radio', { name: 'Selected users' }));
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: /Users/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rosa Reader (reader)' }));
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    // one role: none chosen yet
    await user.click(screen.getByRole('radio', { name: 'One role' }));
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Role/), String(roleIds.Reader));
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('counts the characters and says when a field is too long', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    const subject = screen.getByLabelText(/^Subject/);
    expect(screen.getByText('0 of 30 characters')).toBeTruthy();
    await user.type(subject, 'x'.repeat(31));
    expect(screen.getByText('31 of 30 characters')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Message/), 'Text');
    await user.click(sendButton());
    expect(await screen.findByText('Subject must be 30 characters or fewer')).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends to the chosen users, says to how many people and starts again with everyone', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.type(screen.getByLabelText(/^Subject/), 'Road closed');
    await user.type(screen.getByLabelText(/^Message/), 'Until Friday.');
    await user.click(screen.getByRole('radio', { name: 'Selected users' }));
    await user.click(screen.getByRole('button', { name: /Users/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Rosa Reader (reader)' }));
    await user.click(screen.getByRole('checkbox', { name: 'mobile' }));
    await user.click(sendButton());

    expect(await screen.findByText('Message sent to 2 people')).toBeTruthy();
    expect(posts(calls)[0]?.body).toEqual({ subject: 'Road closed', content: 'Until Friday.', type: 'users', recipients: [5, 6] });
    expect(screen.getByLabelText<HTMLInputElement>(/^Subject/).value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Everyone in the organization' }).checked).toBe(true);
  });

  it('sends to one role', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm();
    await user.type(screen.getByLabelText(/^Subject/), 'Readers');
    await user.type(screen.getByLabelText(/^Message/), 'Please read.');
    await user.click(screen.getByRole('radio', { name: 'One role' }));
    await user.selectOptions(screen.getByLabelText(/^Role/), String(roleIds.Reader));
    await user.click(sendButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ type: 'role', recipients: [roleIds.Reader] });
  });

  it('shows the server’s refusals beside their fields and keeps what was written', async () => {
    const user = userEvent.setup();
    renderForm(() => fail(400, 'VALIDATION_ERROR', { fields: { recipients: 'invalidValue', subject: 'messageSubjectExceeded' } }));
    await user.type(screen.getByLabelText(/^Subject/), 'Road closed');
    await user.type(screen.getByLabelText(/^Message/), 'Until Friday.');
    await user.click(screen.getByRole('radio', { name: 'Selected users' }));
    await user.click(screen.getByRole('button', { name: /Users/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'mobile' }));
    await user.click(sendButton());

    expect(await screen.findByText('Subject must be 30 characters or fewer')).toBeTruthy();
    const users = screen.getByRole('button', { name: /Users/ });
    expect(within(users.parentElement!.parentElement!).getByText('This value is not valid')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Subject/).value).toBe('Road closed');
  });
});
