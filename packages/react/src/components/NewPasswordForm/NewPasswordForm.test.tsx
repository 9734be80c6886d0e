import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { NewPasswordForm } from './NewPasswordForm.js';

const rule = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name))?.textContent;

async function typePasswords(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Re-enter new password'), confirmation);
}

describe('NewPasswordForm', () => {
  it('asks for a new link when uid or token is missing', () => {
    renderWithFieldwatch(<NewPasswordForm uid="12" token={null} />);
    expect(screen.getByText('This link is incomplete. Request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('updates the checklist while the user types', async () => {
    renderWithFieldwatch(<NewPasswordForm uid="12" token="abc" />);
    expect(rule('7 to 72 characters')).toBe('7 to 72 characters not met');
    await userEvent.type(screen.getByLabelText('New password'), 'Monsoon#Field42');
    expect(rule('7 to 72 characters')).toBe('7 to 72 characters met');
    expect(rule('A special character')).toBe('A special character met');
    expect(rule('Both passwords the same')).toBe('Both passwords the same not met');
    await userEvent.type(screen.getByLabelText('Re-enter new password'), 'Monsoon#Field42');
    expect(rule('Both passwords the same')).toBe('Both passwords the same met');
  });

  it('says "Password and confirmation are not identical" beside the confirmation', async () => {
    const { calls } = renderWithFieldwatch(<NewPasswordForm uid="12" token="abc" />);
    await typePasswords('Monsoon#Field42', 'Monsoon#Field4{Enter}');
    expect(await screen.findByText('Password and confirmation are not identical')).toBeTruthy();
    expect(screen.getByLabelText('Re-enter new password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('saves the password with uid and token and says so', async () => {
    const onDone = vi.fn();
    const { calls } = renderWithFieldwatch(<NewPasswordForm uid="12" token="abc-123" onDone={onDone} />, {
      routes: { 'PUT /user/12/password': () => ok(true) },
    });
    await typePasswords('Monsoon#Field42', 'Monsoon#Field42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'PUT', path: '/user/12/password', body: { password: 'Monsoon#Field42', uid: 12, token: 'abc-123' } }]);
    expect(screen.getByRole('status').textContent).toBe('Password changed');
  });

  it('shows the server saying the password is too common beside the field', async () => {
    renderWithFieldwatch(<NewPasswordForm uid="12" token="abc" />, {
      routes: { 'PUT /user/12/password': () => fail(400, 'VALIDATION_ERROR', { fields: { password: 'passwordCommon' } }) },
    });
    await typePasswords('Password#123', 'Password#123{Enter}');
    expect(await screen.findByText('This password is too common. Choose another.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a new link when the link was already used', async () => {
    const onDone = vi.fn();
    renderWithFieldwatch(<NewPasswordForm uid="12" token="used" onDone={onDone} />, {
      routes: { 'PUT /user/12/password': () => fail(400, 'VALIDATION_ERROR', { fields: { token: 'invalidToken' } }) },
    });
    await typePasswords('Another#Field77', 'Another#Field77{Enter}');
    await waitFor(() => expect(screen.getAllByText('Invalid token').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
