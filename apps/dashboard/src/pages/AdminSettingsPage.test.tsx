import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; options and handshake faked. */
function renderAt(path: string, user: User) {
  const settings = settingsRoutes();
  const dashboard = renderDashboard(path, {
    user,
    routes: { ...settings.routes, [`GET /user/${user.id}`]: () => ok(user), 'GET /organizations': () => ok([]) },
  });
  return { ...dashboard, stored: settings.stored };
}

describe('/admin/settings (Administrator only)', () => {
  it('gives the Administrator a Settings tab that opens the map settings', async () => {
    const { path } = renderAt('/admin/export-reports', asRole('Administrator'));
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Map settings', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/settings/map');
    expect(within(tabs).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Map', 'App configuration', 'Public site', 'Terminology']);
    expect(within(sections).getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Map settings · Fieldwatch'));
  });

  it('opens the map sub-tab from /admin/settings, and saves there', async () => {
    const { path, stored } = renderAt('/admin/settings', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'Map settings', level: 2 });
    expect(path()).toBe('/admin/settings/map');
    await userEvent.selectOptions(screen.getByLabelText('Default zoom'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored().zoom).toBe('6');
  });

  it('shows an Organization Admin no Settings tab', async () => {
    const first = renderAt('/admin/export-reports', asRole('Organization Admin'));
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Export reports' })).toBeTruthy();
    expect(first.path()).toBe('/admin/export-reports');
  });

  it.each([
    ['Organization Admin', '/admin/settings/map'],
    ['Organization Admin', '/admin/settings'],
    ['Reader', '/admin/settings/map'],
    ['Mobile', '/admin/settings'],
  ] as const)('sends a %s from %s to not-found, without asking for the settings', async (role, address) => {
    const { path, calls } = renderAt(address, asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Map settings' })).toBeNull();
  });
});
