import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { stringsRoutes } from '@fieldwatch/testing/terminologyFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory with the language strings faked: applying stores the preview's changes. */
function renderAt(path: string, user: User, overrides: Record<string, Record<string, string>> = {}) {
  const strings = stringsRoutes(overrides, {
    changed: [{ key: 'nav.admin', from: 'Admin', to: 'Back office' }],
    unchanged: 0,
    rejected: [],
    applied: false,
  });
  return renderDashboard(path, {
    user,
    routes: {
      ...settingsRoutes({ languages_enabled: 'en_US,fr_FR' }).routes,
      ...strings.routes,
      [`GET /user/${user.id}`]: () => ok(user),
      'GET /organizations': () => ok([]),
    },
  });
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('/admin/settings/terminology (Administrator only)', () => {
  it('is a settings sub-tab, and what is applied shows in the dashboard at once', async () => {
    const { path } = renderAt('/admin/settings/terminology', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Terminology', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/settings/terminology');
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Terminology' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Terminology · Fieldwatch'));

    expect(within(navigation()).getByRole('link', { name: 'Admin' })).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/^CSV file/), new File(['nav.admin,Back office\n'], 'words.csv', { type: 'text/csv' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    expect(await within(navigation()).findByRole('link', { name: 'Back office' })).toBeTruthy();
  });

  it('shows the overrides the server keeps from the start, in the language shown', async () => {
    renderAt('/dashboard', asRole('Reader'), { en: { 'nav.reports': 'Incidents' } });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main navigation' })).findByRole('link', { name: 'Incidents' }),
    ).toBeTruthy();
  });

  it.each(['Organization Admin', 'Reader'] as const)('sends a %s to not-found', async (role) => {
    const { path, calls } = renderAt('/admin/settings/terminology', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.method === 'POST' || call.method === 'DELETE')).toBe(false);
  });
});
