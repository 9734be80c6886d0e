import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { auditRoutes } from '@fieldwatch/testing/auditFixtures';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

function renderAt(path: string, user: User) {
  return renderDashboard(path, {
    user,
    routes: {
      ...settingsRoutes().routes,
      ...auditRoutes(),
      [`GET /user/${user.id}`]: () => ok(user),
      'GET /organizations': () => ok([]),
    },
  });
}

const adminTabs = () => screen.getByRole('navigation', { name: 'Administration sections' });

describe('/admin/audit (Administrator only)', () => {
  it('is the Audit log tab, about no one organization, listing the trail', async () => {
    const { path } = renderAt('/admin/audit', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/audit');
    expect(within(adminTabs()).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('rowheader', { name: 'Report deleted' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Audit log · Fieldwatch'));
  });

  it.each(['Organization Admin', 'Reader'] as const)('has no tab for a %s and sends them to not-found', async (role) => {
    const { path, calls } = renderAt('/admin/audit', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.path.startsWith('/audit'))).toBe(false);
  });

  it('hides the tab from an Organization Admin on the other admin tabs', async () => {
    renderAt('/admin/users', asRole('Organization Admin'));
    await screen.findByRole('heading', { name: 'Users', level: 2 });
    expect(within(adminTabs()).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
