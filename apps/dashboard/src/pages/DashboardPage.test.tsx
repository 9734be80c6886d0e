import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleIds, type RoleName, type User } from '@fieldwatch/core';
import { ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { fakeListLayout } from '@fieldwatch/testing/listLayout';
import { makeReport, organizations } from '@fieldwatch/testing/reportFixtures';
import { renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

fakeListLayout();

const asRole = (role: RoleName): User => makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } });

/** The dashboard in memory: real routes, guards, client and stores; the list endpoints faked. */
function renderAt(path: string, user: User = asRole('Organization Admin'), extra: Record<string, FakeRoute> = {}) {
  return renderDashboard(path, {
    user,
    routes: {
      ...startUpAnswers(user),
      'GET /organizations': () => ok(organizations.slice(0, 1)),
      'GET /organization/1/users': () => ok([]),
      'GET /organization/1/folders': () => ok([]),
      'GET /taxonomy/groups': () => ok([]),
      'POST /reports': () => ({
        status: 200,
        body: { data: [makeReport(42, { title: 'Flooded road' }), makeReport(43)], total: 2, next: null },
      }),
      'GET /reports/suggest': () => ok([{ id: 42, title: 'Flooded road', excerpt: 'Water over the road' }]),
      ...extra,
    },
  });
}

describe('/dashboard', () => {
  it('shows the filters, the search bar and the list, loaded on arrival, and the map panel', async () => {
    const { calls } = renderAt('/dashboard');
    const list = await screen.findByRole('region', { name: 'Report list' });
    expect(await within(list).findByRole('link', { name: /Flooded road/ })).toBeTruthy();
    expect(within(list).getByRole('combobox', { name: 'Search reports' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/reports')[0]!.body).toEqual({ filters: {}, limit: 20 });
  });

  it('opens the report chosen among the search suggestions', async () => {
    const { path } = renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Search reports' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(path()).toBe('/report/42'));
  });

  it.each([
    ['Organization Admin', true],
    ['Administrator', true],
    ['Reader', false],
    ['Mobile', false],
  ] as const)('shows the New report button to a %s: %s', async (role, shown) => {
    renderAt('/dashboard', asRole(role));
    await screen.findByRole('region', { name: 'Report list' });
    const link = screen.queryByRole('link', { name: 'New report' });
    expect(Boolean(link)).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('/new-report');
  });
});

describe('/admin', () => {
  it('leads an administrator from the Admin entry to the first tab (users), then to the export tab', async () => {
    const { path } = renderAt('/dashboard', asRole('Administrator'), {
      'GET /users': () => ({ status: 200, body: { data: [], total: 0 } }),
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Users', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/users');
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Export reports' }));
    expect(await screen.findByRole('heading', { name: 'Export reports', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/export-reports');
    expect(screen.getByRole('heading', { name: 'Admin', level: 1 })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Export reports' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('2 reports match.')).toBeTruthy();
  });

  it('is closed to readers, who have no Admin entry either', async () => {
    const { path } = renderAt('/admin/export-reports', asRole('Reader'));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
  });
});
