import { useState } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultOptions, roleIds, type RoleName } from '@fieldwatch/core';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { Navigation } from './Navigation.js';

const userWithRole = (role: RoleName) =>
  makeUser({ username: role.toLowerCase().replace(' ', ''), role: { id: roleIds[role], name: role, capabilities: [] } });
const entries = () => screen.getAllByRole('listitem').map((item) => item.textContent);

function renderNavigation(role: RoleName, path = '/dashboard') {
  const handlers = { onLogout: vi.fn(), onLanguageChange: vi.fn() };
  const rendered = renderWithFieldwatch(<Navigation currentPath={path} {...handlers} />, { user: userWithRole(role) });
  return { ...rendered, ...handlers };
}

describe('Navigation', () => {
  it.each([
    ['Administrator', ['Reports', 'Stories', 'Messages', 'Inbox', 'Analytics', 'Admin']],
    ['Organization Admin', ['Reports', 'Stories', 'Messages', 'Inbox', 'Analytics', 'Admin']],
    ['Reader', ['Reports', 'Stories', 'Inbox', 'Analytics']],
    ['Mobile', ['Reports', 'Inbox']],
  ] as const)('shows a %s what they may open', (role, expected) => {
    renderNavigation(role);
    expect(entries()).toEqual(expected);
  });

  it('follows the options: no Messages without broadcasts, no Stories or Analytics when off', () => {
    const { options } = renderNavigation('Administrator');
    act(() =>
      options.setState({
        status: 'ready',
        options: { ...defaultOptions, broadcasts_enabled: '0', stories_enabled: '0', analytics_enabled: '0' },
      }),
    );
    expect(entries()).toEqual(['Reports', 'Inbox', 'Admin']);
  });

  it('shows only the areas the host has pages for', () => {
    const handlers = { onLogout: vi.fn(), onLanguageChange: vi.fn() };
    renderWithFieldwatch(<Navigation currentPath="/dashboard" areas={['dashboard', 'admin']} {...handlers} />, {
      user: userWithRole('Administrator'),
    });
    expect(entries()).toEqual(['Reports', 'Admin']);
  });

  it('marks Reports as current on the dashboard, a new report and a report', () => {
    for (const path of ['/dashboard', '/new-report', '/report/42']) {
      renderNavigation('Reader', path);
      expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Stories' }).hasAttribute('aria-current')).toBe(false);
      cleanup();
    }
  });

  it('has the profile with initials, a labelled language picker and log out', async () => {
    const { onLogout, onLanguageChange } = renderNavigation('Reader', '/profile');
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(profile.getAttribute('aria-current')).toBe('page');
    expect(profile.textContent).toBe('ADProfile');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect(onLanguageChange).toHaveBeenCalledWith('ar');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hands clicks to onNavigate when the host has no router', async () => {
    const onNavigate = vi.fn();
    renderWithFieldwatch(<Navigation currentPath="/dashboard" onLogout={() => {}} onLanguageChange={() => {}} onNavigate={onNavigate} />, {
      user: userWithRole('Reader'),
    });
    await userEvent.click(screen.getByRole('link', { name: 'Stories' }));
    expect(onNavigate).toHaveBeenCalledWith('/stories');
  });

  it('opens its entries in a Menu dialog (the phone layout) that a link or the close button closes, focus back on Menu', async () => {
    renderNavigation('Administrator');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reports', 'Stories', 'Messages', 'Inbox', 'Analytics', 'Admin']);
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);

    await userEvent.click(menu);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Admin' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the unread count on the inbox entry, in its name too, and asks again on each navigation and every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let unread = 3;
      let go: (path: string) => void = () => {};
      function Host() {
        const [path, setPath] = useState('/dashboard');
        go = setPath;
        return <Navigation currentPath={path} onLogout={() => {}} onLanguageChange={() => {}} />;
      }
      const routes = { 'GET /user/me/messages': () => ({ status: 200, body: { data: [], total: unread, unread } }) };
      const { calls } = renderWithFieldwatch(<Host />, { user: userWithRole('Reader'), routes });
      const inbox = () => screen.getByRole('link', { name: /^Inbox/ });
      await screen.findByRole('link', { name: 'Inbox, 3 unread messages' });
      expect(inbox().getAttribute('href')).toBe('/inbox');
      // the phone's Menu button carries the count too
      expect(screen.getByRole('button', { name: 'Menu, 3 unread messages' }).getAttribute('aria-haspopup')).toBe('dialog');
      const asked = () => calls.filter((call) => call.path === '/user/me/messages');
      expect(asked()[0]?.query).toMatchObject({ unread: '1', limit: '1' });

      unread = 1;
      act(() => go('/inbox'));
      await screen.findByRole('link', { name: 'Inbox, 1 unread message' });
      expect(inbox().getAttribute('aria-current')).toBe('page');
      const afterNavigation = asked().length;

      unread = 0;
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(asked().length).toBe(afterNavigation + 1);
      await screen.findByRole('link', { name: 'Inbox' });
    } finally {
      vi.useRealTimers();
    }
  });
});
