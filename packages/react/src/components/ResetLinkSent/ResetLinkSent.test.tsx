import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ResetLinkSent } from './ResetLinkSent.js';

describe('ResetLinkSent', () => {
  it('names the username and sends the link again on request', async () => {
    const { calls } = renderWithFieldwatch(<ResetLinkSent username="field_amina" />, { routes: { 'POST /user/0/reset': () => ok(true) } });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/field_amina/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('status')).textContent).toBe('Password recovery email sent');
    expect(calls).toEqual([{ method: 'POST', path: '/user/0/reset', body: { username: 'field_amina' } }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says so when sending again fails', async () => {
    renderWithFieldwatch(<ResetLinkSent username="field_amina" />, { routes: { 'POST /user/0/reset': () => fail(500, 'SERVER_ERROR') } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An internal error has occurred while processing your request');
  });
});
