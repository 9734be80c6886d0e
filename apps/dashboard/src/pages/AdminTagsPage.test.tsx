import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { tagRoutes } from '@fieldwatch/testing/tagFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; the API faked. */
function renderAt(path: string, user: User) {
  return renderDashboard(path, {
    user,
    routes: {
      ...settingsRoutes({ languages_enabled: 'en_US,fr_FR' }).routes,
      ...tagRoutes(),
      // an Organization Admin sees its own organization only
      ...(user.role.name === 'Administrator' ? {} : { 'GET /organizations': () => ok(user.organizations) }),
      [`GET /user/${user.id}`]: () => ok(user),
    },
  });
}

describe('/admin/tags', () => {
  it('is the first admin tab: /admin opens it', async () => {
    const { path } = renderAt('/admin', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Tags', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/tags');
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getAllByRole('link')[0]!.textContent).toBe('Tags');
    expect(within(tabs).getByRole('link', { name: 'Tags' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Tags · Fieldwatch'));
  });

  it('acts on the organization chosen in the admin header, and keeps it for the other tabs', async () => {
    const { services } = renderAt('/admin/tags', asRole('Administrator'));
    await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team North' });
    // the header's choice is the only one: the tab does not offer its own
    expect(screen.getAllByRole('combobox', { name: 'Organization' })).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');
    expect(await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team South' })).toBeTruthy();
    expect(services.session.getState().organizationId).toBe(2);

    await userEvent.click(screen.getByRole('link', { name: 'Layers' }));
    expect(await screen.findByRole('heading', { name: 'Map layers', level: 2 })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Organization' }).value).toBe('2');
  });

  it('offers no organization choice on the tabs about every organization', async () => {
    renderAt('/admin/organizations', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Organizations', level: 2 })).toBeTruthy();
    await screen.findByRole('table', { name: 'Organizations' });
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });

  it("lets an Organization Admin add its organization's tags, with no organization to choose", async () => {
    renderAt('/admin/tags', asRole('Organization Admin'));
    await screen.findByRole('list', { name: 'Tag groups, with the tags of Field Team North' });
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a tag group' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a tag to Affected' }));
    expect(screen.getByLabelText('Name (English)')).toBeTruthy();
    expect(screen.getByLabelText('Name (Français)')).toBeTruthy();
  });

  it.each(['Reader', 'Mobile'] as const)('sends a %s to not-found', async (role) => {
    const { path } = renderAt('/admin/tags', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
  });
});
