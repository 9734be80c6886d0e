import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';

describe('ForgotPasswordForm', () => {
  it('needs a username', async () => {
    const { calls } = renderWithFieldwatch(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
    expect(await screen.findByText('Required Field')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('requests the link and hands the username on', async () => {
    const onSent = vi.fn();
    const { calls } = renderWithFieldwatch(<ForgotPasswordForm onSent={onSent} />, { routes: { 'POST /user/0/reset': () => ok(true) } });
    await userEvent.type(screen.getByLabelText('Username'), ' field_amina {Enter}');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('field_amina'));
    expect(calls).toEqual([{ method: 'POST', path: '/user/0/reset', body: { username: 'field_amina' } }]);
  });

  it('says so when the request fails', async () => {
    const onSent = vi.fn();
    renderWithFieldwatch(<ForgotPasswordForm onSent={onSent} />, {
      routes: { 'POST /user/0/reset': () => fail(429, 'TOO_MANY_REQUESTS') },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'field_amina{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(onSent).not.toHaveBeenCalled();
  });
});
