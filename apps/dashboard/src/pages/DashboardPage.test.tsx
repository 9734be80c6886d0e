import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roleIds, type RoleName, type User } from '@fieldwatch/core';
import { ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { fakeListLayout } from '@fieldwatch/testing/listLayout';
import { makeReport, organizations } from '@fieldwatch/testing/reportFixtures';
import { renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

fakeListLayout();

const asRole = (role: RoleName): User => makeUser({ role: { id: roleIds[role], name: role, capabilities: [] } });

/** The report the search suggests, for the pages that open it. */
const report42: Record<string, FakeRoute> = {
  'GET /report/42': () => ok(makeReport(42, { title: 'Flooded road' })),
  'GET /report/42/activity': () => ({ status: 200, body: { data: [], total: 0 } }),
};

/** The window as a phone's: every media query of the page matches (only the phone's is asked). */
function matchPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  return () => vi.unstubAllGlobals();
}

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
  it('shows the list with its search, the map beside it with a split, and the filters in a drawer opened from the list', async () => {
    const { calls } = renderAt('/dashboard');
    const list = await screen.findByRole('region', { name: 'Report list' });
    expect(await within(list).findByRole('link', { name: /Flooded road/ })).toBeTruthy();
    expect(within(list).getByRole('combobox', { name: 'Search reports' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Resize the list and the map' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/reports')[0]!.body).toEqual({ filters: {}, limit: 20 });

    // the filters are not a column of their own: a button over the list opens them
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    const button = within(list).getByRole('button', { name: /^Filters/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: 'Close filters' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows the applied filters as chips, counted on the Filters button; removing a chip reloads at once', async () => {
    const { calls } = renderAt('/dashboard');
    const list = await screen.findByRole('region', { name: 'Report list' });
    await within(list).findByRole('link', { name: /Flooded road/ });
    expect(within(list).queryByRole('list', { name: 'Active filters' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: /^Filters/ }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Urgency' })).getByLabelText('Critical'));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Verified' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const chips = await within(list).findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Urgency: Critical', 'Verification status: Verified']);
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(within(list).getByRole('button', { name: /^Filters/ }).textContent).toContain('2 active filters');

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Urgency: Critical' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/reports').at(-1)!.body).toEqual({ filters: { verified: [1] }, limit: 20 }),
    );
    expect(within(list).getByRole('list', { name: 'Active filters' }).textContent).toBe('Verification status: Verified');
  });

  it('opens a search suggestion beside the list and the map; Close goes back to the same row', async () => {
    const { path } = renderAt('/dashboard', asRole('Organization Admin'), report42);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Search reports' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(path()).toBe('/dashboard/report/42'));
    const opened = await screen.findByRole('region', { name: 'Open report' });
    expect(await within(opened).findByRole('heading', { level: 2, name: 'Flooded road' })).toBeTruthy();
    const list = screen.getByRole('region', { name: 'Report list' });
    const row = within(list).getByRole('link', { name: /Flooded road/ });
    expect(row.getAttribute('aria-current')).toBe('page');
    expect(row.getAttribute('href')).toBe('/dashboard/report/42');
    expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();

    await userEvent.click(within(opened).getByRole('button', { name: 'Close report panel' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(screen.queryByRole('region', { name: 'Open report' })).toBeNull();
    expect(document.activeElement).toBe(within(list).getByRole('link', { name: /Flooded road/ }));
  });

  it('moves in the list with j and k, opens with Enter, closes with Escape, searches on / and lists the shortcuts on ?', async () => {
    const { path } = renderAt('/dashboard', asRole('Organization Admin'), report42);
    const list = await screen.findByRole('region', { name: 'Report list' });
    const [first, second] = await within(list).findAllByRole('link', { name: /Flooded road|Report 43/ });
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('j');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('k');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(path()).toBe('/dashboard/report/42'));
    await within(await screen.findByRole('region', { name: 'Open report' })).findByRole('heading', { name: 'Flooded road' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(document.activeElement).toBe(first);

    await userEvent.keyboard('/');
    const search = within(list).getByRole('combobox', { name: 'Search reports' });
    expect(document.activeElement).toBe(search);
    // typed into a field, the letters are letters
    await userEvent.keyboard('jk?');
    expect((search as HTMLInputElement).value).toBe('jk?');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('heading', { name: 'Reports', level: 1 }));
    await userEvent.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(help)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['j', 'k', 'Enter', '/', 'Esc', '?']);
  });

  it('on a phone, shows one view at a time, switched by the bottom bar', async () => {
    const restore = matchPhone();
    try {
      renderAt('/dashboard');
      const tabs = await screen.findByRole('tablist', { name: 'Dashboard views' });
      const names = within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
      expect(names).toEqual(['Report list', 'Map', expect.stringMatching(/^Filters/)]);
      const shown = () => screen.getByRole('tab', { selected: true }).textContent;
      expect(shown()).toBe('Report list');
      expect(await screen.findByRole('link', { name: /Flooded road/ })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Map' })).toBeNull();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Map' }));
      expect(shown()).toBe('Map');
      expect(screen.getByRole('region', { name: 'Map' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Report list' })).toBeNull();

      // arrow keys move along the bar
      await userEvent.keyboard('{ArrowRight}');
      expect(shown()).toMatch(/^Filters/);
      expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(shown()).toBe('Report list'));
    } finally {
      restore();
    }
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
  it('leads an administrator from the Admin entry to the first tab (tags), then to the export tab', async () => {
    const { path } = renderAt('/dashboard', asRole('Administrator'));
    await userEvent.click(await screen.findByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('heading', { name: 'Tags', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/tags');
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
