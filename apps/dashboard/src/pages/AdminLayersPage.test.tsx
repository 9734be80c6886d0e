import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { layerRoutes } from '@fieldwatch/testing/layerFixtures';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; the API faked. */
function renderAt(path: string, user: User) {
  return renderDashboard(path, {
    user,
    routes: { ...settingsRoutes({ languages_enabled: 'en_US,fr_FR' }).routes, ...layerRoutes(), [`GET /user/${user.id}`]: () => ok(user) },
  });
}

describe('/admin/layers', () => {
  it('is a tab after tags, users and organizations, and acts on the organization chosen in the admin header', async () => {
    const { path, calls } = renderAt('/admin/layers', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Map layers', level: 2 })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tags', 'Users', 'Organizations', 'Layers', 'Export reports', 'Embed', 'Settings', 'Audit log']);
    expect(within(tabs).getByRole('link', { name: 'Layers' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('table', { name: 'Layers of Field Team North' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Map layers · Fieldwatch'));

    // one organization choice, in the header, for every tab
    expect(screen.getAllByRole('combobox', { name: 'Organization' })).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');
    expect(await screen.findByText('This organization has no layers yet.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/organization/2/layers')).toBe(true);
    expect(path()).toBe('/admin/layers');
  });

  it("lets an Organization Admin manage its organization's layers", async () => {
    renderAt('/admin/layers', asRole('Organization Admin'));
    await screen.findByRole('table', { name: 'Layers of Field Team North' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a layer' }));
    expect(screen.getByLabelText('Name (English)')).toBeTruthy();
    expect(screen.getByLabelText('Name (Français)')).toBeTruthy();
  });

  it.each(['Reader', 'Mobile'] as const)('sends a %s to not-found', async (role) => {
    const { path, calls } = renderAt('/admin/layers', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.path.includes('/layers'))).toBe(false);
  });
});
