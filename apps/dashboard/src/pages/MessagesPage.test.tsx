import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Options, User } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { messageRoutes } from '@fieldwatch/testing/messageFixtures';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { asRole, renderDashboard } from '../testing/renderDashboard.js';

/** The dashboard in memory: real routes, guards, client and stores; the API faked. */
function renderAt(path: string, user: User, options: Partial<Options> = {}) {
  return renderDashboard(path, {
    user,
    routes: { ...settingsRoutes(options).routes, ...messageRoutes(), [`GET /user/${user.id}`]: () => ok(user) },
  });
}

describe('/messages', () => {
  it('shows an Organization Admin the send form beside the recent messages', async () => {
    renderAt('/messages', asRole('Organization Admin'));
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'New message' })).toBeTruthy();
    const recent = await screen.findByRole('region', { name: 'Recent messages' });
    expect(await within(recent).findByRole('heading', { name: 'Road closed', level: 3 })).toBeTruthy();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Messages · Fieldwatch'));
  });

  it.each(['Reader', 'Mobile'] as const)('sends a %s to not-found', async (role) => {
    const { path, calls } = renderAt('/messages', asRole(role));
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
    expect(calls.some((call) => call.path.includes('/broadcast'))).toBe(false);
  });

  it('is closed while broadcasts are off', async () => {
    const { path } = renderAt('/messages', asRole('Administrator'), { broadcasts_enabled: '0' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(path()).toBe('/not-found');
  });
});

describe('/inbox', () => {
  it.each(['Reader', 'Mobile', 'Administrator'] as const)('lists a %s’s messages, with the count in the navigation', async (role) => {
    renderAt('/inbox', asRole(role), { broadcasts_enabled: '0' });
    expect(await screen.findByRole('heading', { name: 'Inbox', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Road closed/ })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Inbox, 1 unread message' })).toBeTruthy();
  });
});
