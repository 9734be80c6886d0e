import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { userRoutes } from '@fieldwatch/testing/userFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; the API faked. */
function renderAt(path: string, user: User) {
  return renderDashboard(path, {
    user,
    routes: { ...settingsRoutes().routes, ...userRoutes().routes, [`GET /user/${user.id}`]: () => ok(user) },
  });
}

describe('/admin/users', () => {
  it('is the admin tab after Tags', async () => {
    const { path } = renderAt('/admin/users', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Users', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/users');
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getAllByRole('link')[1]?.textContent).toBe('Users');
    expect(within(tabs).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Users · Fieldwatch'));
  });

  it('lets an Organization Admin manage users', async () => {
    renderAt('/admin/users', asRole('Organization Admin'));
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('button', { name: 'Add a user' })).toBeTruthy();
  });

  it.each(['Reader', 'Mobile'] as const)('sends a %s to not-found, without listing users', async (role) => {
    const { path, calls } = renderAt('/admin/users', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.path === '/users')).toBe(false);
  });
});
