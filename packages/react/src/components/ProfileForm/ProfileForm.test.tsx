import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { ProfileForm } from './ProfileForm.js';

function renderProfile(user: User = makeUser(), extra: Record<string, FakeRoute> = {}) {
  let stored = user;
  const rendered = renderWithFieldwatch(<ProfileForm />, {
    user,
    routes: {
      ...extra,
      'GET /user/7': () => ok(stored),
      'PUT /user/7': ({ body }: RecordedCall) => {
        const changes = body as { options?: Partial<User['options']> };
        stored = { ...stored, options: { ...stored.options, ...changes.options } };
        return ok(stored);
      },
    },
  });
  return { ...rendered, puts: () => rendered.calls.filter((c) => c.method === 'PUT') };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ProfileForm', () => {
  it('shows the user, with username and role read-only, and fetches the latest profile', async () => {
    const { calls } = renderProfile();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Amina');
    expect(screen.getByLabelText<HTMLInputElement>('Username').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Role').value).toBe('Organization Admin');
    expect(screen.getByLabelText<HTMLSelectElement>('Default language').value).toBe('en_US');
    expect(screen.getByRole('img', { name: 'Avatar of Amina Diallo' }).textContent).toBe('AD');
    await waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: '/user/7', body: null }));
  });

  it('sends only the fields that changed and updates the session', async () => {
    const { puts, session } = renderProfile();
    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Aminata');
    await userEvent.selectOptions(screen.getByLabelText('Default language'), 'fr_FR');
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ options: { firstname: 'Aminata', language: 'fr_FR' } });
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(session.getState().user?.options.firstname).toBe('Aminata');
  });

  it('offers the enabled languages as default language, and the stored one that no longer is', async () => {
    const { options } = renderProfile(makeUser({}, { language: 'ta_IN' }), settingsRoutes({ languages_enabled: 'en_US,ar_SA' }).routes);
    await options.getState().load();
    const language = screen.getByLabelText<HTMLSelectElement>('Default language');
    await waitFor(() => expect(Array.from(language.options).map((o) => o.value)).toEqual(['en_US', 'ta_IN', 'ar_SA']));
  });

  it('sends the password only when one is typed, with the current password it asks for then', async () => {
    const { puts } = renderProfile();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(screen.getByLabelText('New password'), 'Monsoon#Field42');
    await userEvent.type(screen.getByLabelText('Re-enter new password'), 'Monsoon#Field42');
    await userEvent.type(screen.getByLabelText('Current password'), 'Fieldwatch#1');
    await save();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ password: 'Monsoon#Field42', current_password: 'Fieldwatch#1' });
  });

  it('says "Nothing has changed" instead of saving an unchanged profile', async () => {
    const { puts } = renderProfile();
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('checks the new password against the rules and its confirmation', async () => {
    const { puts } = renderProfile();
    await userEvent.type(screen.getByLabelText('New password'), 'monsoon');
    expect(screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('An uppercase letter'))?.textContent).toBe(
      'An uppercase letter not met',
    );
    await userEvent.type(screen.getByLabelText('Re-enter new password'), 'monsoon');
    await save();
    expect(await screen.findByText('Password does not meet the minimum requirements')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
