import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

const sdk = {
  version: '0.1.0',
  script: 'http://localhost:3000/sdk/elements@0.1.0/fieldwatch-elements.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  elements: ['report-map', 'report-form', 'report-list', 'report-story'],
};

function renderAt(path: string, user: User) {
  return renderDashboard(path, {
    user,
    routes: {
      ...settingsRoutes({ public_map_enabled: '1', anonymous_enabled: '0' }).routes,
      'GET /sdk': () => ok(sdk),
      [`GET /user/${user.id}`]: () => ok(user),
    },
  });
}

describe('/admin/embed', () => {
  it("is an admin tab with the elements of the elements' manifest and the server's snippet", async () => {
    renderAt('/admin/embed', asRole('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Embed on a partner site', level: 2 })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Embed' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Embed on a partner site · Fieldwatch'));
    // the four elements and every attribute of the map, read from custom-elements.json
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'report-map',
      'report-form',
      'report-list',
      'report-story',
    ]);
    for (const name of ['api-base', 'locale', 'organization', 'view', 'center', 'zoom', 'clustered', 'report-href']) {
      expect(screen.getByLabelText(name, { exact: false })).toBeTruthy();
    }
    const code = await screen.findByText((_, node) => node?.tagName === 'CODE' && node.textContent.includes(sdk.integrity));
    expect(code.textContent).toContain(`<script type="module" src="${sdk.script}" integrity="${sdk.integrity}" crossorigin="anonymous">`);
    // no organization choice: the snippet is about no one organization
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
    // the Administrator may change the settings the element needs
    expect(await screen.findByRole('link', { name: 'Change “Map on the public site”' })).toBeTruthy();
  });

  it('is open to an Organization Admin, without links to settings it may not open', async () => {
    renderAt('/admin/embed', asRole('Organization Admin'));
    expect(await screen.findByRole('heading', { name: 'Embed on a partner site', level: 2 })).toBeTruthy();
    expect(await screen.findByText('Only an Administrator can change these settings.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
  });

  it.each(['Reader', 'Mobile'] as const)('sends a %s to not-found', async (role) => {
    const { path, calls } = renderAt('/admin/embed', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.path === '/sdk')).toBe(false);
  });
});
