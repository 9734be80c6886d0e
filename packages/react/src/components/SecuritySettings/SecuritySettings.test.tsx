import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { SecuritySettings } from './SecuritySettings.js';

const recoveryCodes = ['k7q2m-x9d4t', 'a1b2c-d3e4f'];

function renderSecurity(user: User = makeUser()) {
  let stored = user;
  return renderWithFieldwatch(<SecuritySettings />, {
    user,
    routes: {
      'PUT /user/7': ({ body }: RecordedCall) => {
        stored = { ...stored, options: { ...stored.options, ...(body as { options?: Partial<User['options']> }).options } };
        return ok(stored);
      },
      'POST /user/me/totp': () =>
        ok({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      'POST /user/me/totp/confirm': () => ok({ recovery_codes: recoveryCodes }),
    },
  });
}

describe('SecuritySettings', () => {
  it('changes the second factor to the emailed code after asking for the current password', async () => {
    const { calls, session } = renderSecurity();
    await userEvent.click(screen.getByLabelText('A code sent by email'));
    await userEvent.click(screen.getByRole('button', { name: 'Change second factor' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Fieldwatch#1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change second factor' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/user/7',
        body: { current_password: 'Fieldwatch#1', options: { secondfactor: 'email' } },
      }),
    );
    await waitFor(() => expect(session.getState().user?.options.secondfactor).toBe('email'));
  });

  it('sets up an authenticator app: password, QR code and key, code, then recovery codes kept once', async () => {
    const { calls, session } = renderSecurity();
    await userEvent.click(screen.getByLabelText('A code from an authenticator app'));
    await userEvent.click(screen.getByRole('button', { name: 'Change second factor' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'Fieldwatch#1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Required Field')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Code from the app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(calls).toContainEqual({ method: 'POST', path: '/user/me/totp/confirm', body: { code: '123456' } });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('I have saved these codes'));
    await userEvent.click(done);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getState().user?.options.secondfactor).toBe('totp');
  });

  it('says why when a second factor is required first', () => {
    const { session } = renderSecurity();
    session.getState().requireSecondFactorSetup(true);
    return waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/requires a second factor/));
  });
});
