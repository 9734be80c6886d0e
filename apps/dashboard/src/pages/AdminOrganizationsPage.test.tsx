import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Options, User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { organizationRoutes } from '@fieldwatch/testing/organizationFixtures';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; the API faked. */
function renderAt(path: string, user: User, options: Partial<Options> = {}) {
  return renderDashboard(path, {
    user,
    routes: {
      ...settingsRoutes(options).routes,
      ...organizationRoutes(),
      'GET /taxonomy/groups': () => ok([]),
      [`GET /user/${user.id}`]: () => ok(user),
    },
  });
}

describe('/admin/organizations (Administrator, while organizations are shown)', () => {
  it('gives the Administrator an Organizations tab, where organizations are added', async () => {
    const { path, calls } = renderAt('/admin/tags', asRole('Administrator'));
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Organizations' }));
    expect(await screen.findByRole('heading', { name: 'Organizations', level: 2 })).toBeTruthy();
    expect(path()).toBe('/admin/organizations');
    await waitFor(() => expect(document.title).toBe('Organizations · Fieldwatch'));

    await userEvent.click(await screen.findByRole('button', { name: 'Add an organization' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Delta Response');
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Organization created')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'Delta Response' }]);
    expect(await screen.findByRole('rowheader', { name: 'Delta Response' })).toBeTruthy();
  });

  it('has no tab and no page while organizations are switched off', async () => {
    const { path } = renderAt('/admin/organizations', asRole('Administrator'), { organizations_shown: '0' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
  });

  it('hides the tab from an Organization Admin', async () => {
    renderAt('/admin/tags', asRole('Organization Admin'));
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Tags' })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: 'Organizations' })).toBeNull();
  });

  it('sends an Organization Admin who opens it to not-found', async () => {
    const { path } = renderAt('/admin/organizations', asRole('Organization Admin'));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
  });
});
