import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

const organizations = [
  { id: 1, name: 'Field Team North' },
  { id: 2, name: 'Field Team South' },
];

/** The dashboard in memory: real routes, guards, client and stores; options, organizations and images faked. */
function renderAt(path: string, user: User) {
  const settings = settingsRoutes();
  const dashboard = renderDashboard(path, {
    user,
    routes: {
      ...settings.routes,
      [`GET /user/${user.id}`]: () => ok(user),
      'GET /organizations': () => ok(organizations),
      'POST /options/public-image/cover': () => ok({ name: 'public_cover_image', value: '/api/public/site/image/cover?v=1' }),
    },
  });
  return { ...dashboard, stored: settings.stored };
}

describe('/admin/settings/public-site and /admin/settings/app (settings are the Administrator’s)', () => {
  it('offers the sub-tabs in order and opens the public site settings from theirs', async () => {
    const { path } = renderAt('/admin/settings/map', asRole('Administrator'));
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Languages', 'Map', 'Dashboard configuration', 'App configuration', 'Public site', 'General', 'Terminology']);
    await userEvent.click(within(sections).getByRole('link', { name: 'Public site' }));
    expect(await screen.findByRole('heading', { name: 'Public site settings', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/settings/public-site');
    expect(within(sections).getByRole('link', { name: 'Public site' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Public site settings · Fieldwatch'));
  });

  it('saves the public site settings for real, and uploads a cover image', async () => {
    const { stored, calls } = renderAt('/admin/settings/public-site', asRole('Administrator'));
    await screen.findByRole('heading', { name: 'Public site settings', level: 2 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Map on the public site' }));
    await userEvent.type(screen.getByLabelText('Tagline'), 'Voices from the river');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored()).toMatchObject({ public_map_enabled: '1', public_tagline: 'Voices from the river' });

    const cover = screen.getByRole('group', { name: 'Cover image' }).querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(cover, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }));
    expect((await screen.findByRole('img', { name: 'Current cover image' })).getAttribute('src')).toBe('/api/public/site/image/cover?v=1');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/options/public-image/cover')).toBe(true);
  });

  it('turns anonymous submissions on into an organization on the App configuration tab', async () => {
    const { stored } = renderAt('/admin/settings/app', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'App configuration', level: 2 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('App configuration · Fieldwatch'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Anonymous sign-in' }));
    const organization = screen.getByLabelText<HTMLSelectElement>('Organization for anonymous reports');
    await waitFor(() => expect(organization.options).toHaveLength(3));
    await userEvent.selectOptions(organization, '1');
    expect(screen.getByRole('note').textContent).toContain('anonymous reports sent from now on go into the new organization');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(stored()).toMatchObject({ anonymous_enabled: '1', anonymous_organization: '1' });
  });

  it.each([
    ['Organization Admin', '/admin/settings/public-site'],
    ['Organization Admin', '/admin/settings/app'],
    ['Reader', '/admin/settings/public-site'],
    ['Mobile', '/admin/settings/app'],
  ] as const)('sends a %s from %s to not-found, without saving anything', async (role, address) => {
    const { path, calls } = renderAt(address, asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.filter((call) => call.method === 'PUT' || call.method === 'POST')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Public site settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'App configuration' })).toBeNull();
  });
});
