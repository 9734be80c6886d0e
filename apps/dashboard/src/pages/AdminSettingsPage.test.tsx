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
  it('gives the Administrator a Settings tab that opens the language settings', async () => {
    const { path } = renderAt('/admin/export-reports', asRole('Administrator'));
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Language settings', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/settings/languages');
    expect(within(tabs).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Languages', 'Map', 'Dashboard configuration', 'App configuration', 'Public site', 'General', 'Terminology']);
    expect(within(sections).getByRole('link', { name: 'Languages' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Language settings · Fieldwatch'));
  });

  it('opens the languages sub-tab from /admin/settings; a language turned off leaves the navigation’s picker at once', async () => {
    const { path, stored } = renderAt('/admin/settings', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'Language settings', level: 2 });
    expect(path()).toBe('/admin/settings/languages');
    const picker = () => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByLabelText<HTMLSelectElement>('Language');
    await waitFor(() => expect(picker().options).toHaveLength(7));
    await userEvent.click(screen.getByRole('checkbox', { name: 'தமிழ் (Tamil)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored().languages_enabled).toBe('en_US,fr_FR,es_ES,pt_PT,zh_CN,ar_SA');
    await waitFor(() => expect(Array.from(picker().options).map((o) => o.value)).toEqual(['en', 'fr', 'es', 'pt', 'cn', 'ar']));
  });

  it('saves the map settings on their sub-tab', async () => {
    const { stored } = renderAt('/admin/settings/map', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'Map settings', level: 2 });
    await userEvent.selectOptions(screen.getByLabelText('Default zoom'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored().zoom).toBe('6');
  });

  it('turns export off on the dashboard configuration sub-tab, and the export screen follows without a reload', async () => {
    const { stored } = renderAt('/admin/settings/dashboard', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'Dashboard configuration', level: 2 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored().export_enabled).toBe('0');
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Export reports' }));
    expect(await screen.findByText('Export is switched off on this installation.')).toBeTruthy();
  });

  it('saves the time zone on the general sub-tab', async () => {
    const { stored } = renderAt('/admin/settings/general', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'General settings', level: 2 });
    await userEvent.type(screen.getByLabelText('Find a time zone'), 'tokyo');
    await userEvent.selectOptions(screen.getByLabelText('Time zone of the deployment'), 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored().timezone).toBe('Asia/Tokyo');
    await waitFor(() => expect(document.title).toBe('General settings · Fieldwatch'));
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
    ['Organization Admin', '/admin/settings/languages'],
    ['Reader', '/admin/settings/dashboard'],
    ['Organization Admin', '/admin/settings/general'],
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
