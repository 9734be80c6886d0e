import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFieldwatch } from '../../../test/render.js';

afterEach(() => vi.useRealTimers());

describe('Alerts', () => {
  it('shows an error once even when it is raised twice within a second', () => {
    const { alerts } = renderWithFieldwatch(<></>);
    act(() => {
      alerts.getState().push('error', 'notice.invalidLogin');
      alerts.getState().push('error', 'notice.invalidLogin');
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Invalid Login']);
  });

  it('reads successes politely and errors at once', () => {
    const { alerts } = renderWithFieldwatch(<></>);
    act(() => {
      alerts.getState().push('success', 'success.login');
      alerts.getState().push('error', 'api.SERVER_ERROR');
    });
    expect(screen.getByRole('status').textContent).toBe('Signed in successfully');
    expect(screen.getByRole('alert').textContent).toBe('An internal error has occurred while processing your request');
  });

  it('goes away when dismissed, after its exit animation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { alerts } = renderWithFieldwatch(<></>);
    act(() => void alerts.getState().push('success', 'success.passwordChanged'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByText('Password changed')).toBeNull();
  });

  it('hides by itself after 4.5 s', () => {
    vi.useFakeTimers();
    const { alerts } = renderWithFieldwatch(<></>);
    act(() => void alerts.getState().push('info', 'success.codeSent'));
    expect(screen.getByRole('status').textContent).toBe('Verification code sent');
    act(() => void vi.advanceTimersByTime(4500));
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.queryByText('Verification code sent')).toBeNull();
  });
});
