import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { TwoFactorForm } from './TwoFactorForm.js';

// shouldAdvanceTime: Testing Library polls (findBy, waitFor) on real timers alongside the faked ones
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderAwaitingCode(routes: Record<string, FakeRoute>, onSignedIn = vi.fn()) {
  const rendered = renderWithFieldwatch(<TwoFactorForm onSignedIn={onSignedIn} />, { routes });
  act(() => rendered.session.getState().awaitCode('secure', 'Fieldwatch#1'));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...rendered, user, onSignedIn };
}

const resendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Resend code/ });

describe('TwoFactorForm', () => {
  it('locks "Resend code" for 45 seconds with a live countdown', () => {
    renderAwaitingCode({});
    expect(resendButton().textContent).toBe('Resend code in 45 seconds');
    expect(resendButton().disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('Resend code in 44 seconds');
    act(() => void vi.advanceTimersByTime(43_000));
    expect(resendButton().textContent).toBe('Resend code in 1 second');
    act(() => void vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton().disabled).toBe(false);
  });

  it('restarts the countdown when a new code is sent', async () => {
    const { user, calls } = renderAwaitingCode({ 'POST /user/login': () => fail(401, 'UNAUTHENTICATED', { data: '2FA_REQUIRED' }) });
    act(() => void vi.advanceTimersByTime(45_000));
    await user.click(resendButton());
    await waitFor(() => expect(resendButton().textContent).toBe('Resend code in 45 seconds'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/user/login', body: { username: 'secure', password: 'Fieldwatch#1' } });
    expect(screen.getByRole('status').textContent).toBe('Verification code sent');
  });

  it('a failed resend leaves the button usable and says why', async () => {
    const { user } = renderAwaitingCode({ 'POST /user/login': () => fail(429, 'TOO_MANY_REQUESTS') });
    act(() => void vi.advanceTimersByTime(45_000));
    await user.click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton().disabled).toBe(false);
  });

  it('asks for exactly 6 digits before sending anything', async () => {
    const { user, calls } = renderAwaitingCode({});
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has exactly 6 digits')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says "Invalid code" beside the field for a wrong code', async () => {
    const { user } = renderAwaitingCode({ 'POST /user/login/verify': () => fail(401, 'UNAUTHENTICATED', { data: 'INVALID_CODE' }) });
    await user.type(screen.getByLabelText('Verification code'), '000000{Enter}');
    const code = screen.getByLabelText('Verification code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe('Invalid code');
  });

  it('signs in with the right code and sends "don\'t ask again"', async () => {
    const { user, calls, onSignedIn, session } = renderAwaitingCode({ 'POST /user/login/verify': () => ok(loginResult()) });
    await user.click(screen.getByLabelText("Don't ask again on this device"));
    await user.type(screen.getByLabelText('Verification code'), '482913{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toEqual({ username: 'secure', password: 'Fieldwatch#1', code: '482913', remember2fa: true, method: 'email' });
    expect(session.getState().status).toBe('authenticated');
  });

  it('offers the authenticator app first and a recovery code instead, with no resend for either', async () => {
    const rendered = renderWithFieldwatch(<TwoFactorForm />, { routes: { 'POST /user/login/verify': () => ok(loginResult()) } });
    act(() => rendered.session.getState().awaitCode('secure', 'Fieldwatch#1', ['totp', 'recovery']));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resend code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a code sent by email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeTruthy();
    await user.type(screen.getByLabelText('Recovery code'), '12{Enter}');
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), 'K7Q2M-X9D4T{Enter}');
    await waitFor(() =>
      expect(rendered.calls[0]?.body).toEqual({
        username: 'secure',
        password: 'Fieldwatch#1',
        code: 'K7Q2M-X9D4T',
        remember2fa: false,
        method: 'recovery',
      }),
    );
  });
});
