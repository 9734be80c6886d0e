import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LoginForm } from './LoginForm.js';

const fillIn = async (username: string, password: string) => {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
};

describe('LoginForm', () => {
  it('says "Required Field" beside an empty username and sends nothing', async () => {
    const { calls } = renderWithFieldwatch(<LoginForm />);
    await fillIn('', 'Fieldwatch#1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required Field');
    expect(document.activeElement).toBe(username);
    expect(calls).toHaveLength(0);
  });

  it('explains a username with characters a username may not have', async () => {
    renderWithFieldwatch(<LoginForm />);
    await fillIn('amina diallo', 'Fieldwatch#1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Use only letters, digits, underscore, dot or hyphen')).toBeTruthy();
  });

  it('signs in when Enter is pressed in the password field', async () => {
    const onSignedIn = vi.fn();
    const { calls, session } = renderWithFieldwatch(<LoginForm onSignedIn={onSignedIn} />, {
      routes: { 'POST /user/login': () => ok(loginResult()) },
    });
    await fillIn('northadmin', 'Fieldwatch#1{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', path: '/user/login', body: { username: 'northadmin', password: 'Fieldwatch#1' } }]);
    expect(session.getState().status).toBe('authenticated');
    expect(screen.getByRole('status').textContent).toBe('Signed in successfully');
  });

  it('shows "Invalid Login" for a refused sign-in', async () => {
    renderWithFieldwatch(<LoginForm />, {
      routes: { 'POST /user/login': () => fail(401, 'UNAUTHENTICATED', { data: 'INVALID_LOGIN' }) },
    });
    await fillIn('northadmin', 'Wrong#1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Login');
  });

  it('hands over to the code screen when the account has a second factor', async () => {
    const onCodeRequired = vi.fn();
    const { session } = renderWithFieldwatch(<LoginForm onCodeRequired={onCodeRequired} />, {
      routes: { 'POST /user/login': () => fail(401, 'UNAUTHENTICATED', { data: '2FA_REQUIRED' }) },
    });
    await fillIn('secure', 'Fieldwatch#1{Enter}');
    await waitFor(() => expect(onCodeRequired).toHaveBeenCalledTimes(1));
    expect(session.getState().status).toBe('awaitingCode');
  });

  it('cannot be sent twice while the first sign-in is on its way', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    const { calls } = renderWithFieldwatch(<LoginForm />, {
      routes: { 'POST /user/login': () => new Promise((resolve) => (answer = resolve)) },
    });
    await fillIn('northadmin', 'Fieldwatch#1{Enter}');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(calls).toHaveLength(1);
    answer(ok(loginResult()));
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('links to the password recovery screen', () => {
    renderWithFieldwatch(<LoginForm forgotPasswordHref="/forgot-password" />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
