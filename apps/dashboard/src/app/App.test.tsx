import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { languages, type User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { renderDashboard as renderApp, startUpAnswers } from '../testing/renderDashboard.js';

afterEach(() => {
  document.cookie = 'fw_language=; path=/; max-age=0';
});

/** The whole dashboard in memory: real routes, guards, core client and stores; only the network is fake. */
function renderDashboard(path: string, options: { user?: User; routes?: Record<string, FakeRoute> } = {}) {
  return renderApp(path, {
    ...(options.user ? { user: options.user } : {}),
    routes: { ...startUpAnswers(options.user ?? makeUser()), ...options.routes },
  });
}

describe('dashboard routes and guards', () => {
  it('sends a signed-out visitor from /dashboard to the sign-in page', async () => {
    const { path } = renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(path()).toBe('/login');
    expect(screen.getByLabelText('Language')).toBeTruthy();
  });

  it('opens the code screen only while a sign-in waits for its code', async () => {
    const { path } = renderDashboard('/two-factor-code');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
  });

  it('opens the reset-link-sent screen only while a username is held', async () => {
    const { path } = renderDashboard('/forgot-password/sent');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(path()).toBe('/forgot-password');
  });

  it('sends unknown paths to /404, whose "Take me back" leads to the dashboard', async () => {
    const { path } = renderDashboard('/no/such/page', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(path()).toBe('/404');
    await userEvent.click(screen.getByRole('button', { name: 'Take me back' }));
    await screen.findByRole('region', { name: 'Map' });
    expect(path()).toBe('/dashboard');
  });

  it('takes a signed-in user from /login to the dashboard: the list with its Filters button, and the map', async () => {
    const { path } = renderDashboard('/login', { user: makeUser() });
    for (const name of ['Report list', 'Map']) expect(await screen.findByRole('region', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Filters/ })).toBeTruthy();
    expect(path()).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('signs in, says so and shows the dashboard; logs out back to /login', async () => {
    const { path, services } = renderDashboard('/', {
      routes: { 'POST /user/login': () => ok(loginResult()), 'POST /user/logout': () => ok(true) },
    });
    await userEvent.type(await screen.findByLabelText('Username'), 'northadmin');
    await userEvent.type(screen.getByLabelText('Password'), 'Fieldwatch#1{Enter}');
    await screen.findByRole('region', { name: 'Report list' });
    expect(path()).toBe('/dashboard');
    expect(screen.getByText('Signed in successfully')).toBeTruthy();
    await waitFor(() => expect(services.options.getState().status).toBe('ready'));

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path()).toBe('/login');
    expect(services.session.getState().status).toBe('anonymous');
  });

  it('goes to / and says "Session expired" when the server refuses the session', async () => {
    const { path, services } = renderDashboard('/dashboard', { user: makeUser() });
    await screen.findByRole('region', { name: 'Map' });
    act(() => services.session.getState().expire());
    expect(await screen.findByText('Session expired')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(['/', '/login']).toContain(path());
  });

  it('switches the whole page to Arabic, right to left, and keeps the choice in the cookie', async () => {
    renderDashboard('/login');
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(document.cookie).toContain('fw_language=ar');
  });

  it('starts in the server default when the language kept in the cookie is no longer enabled', async () => {
    document.cookie = 'fw_language=ta; path=/';
    const enabled = languages
      .filter((l) => l.code === 'en' || l.code === 'fr')
      .map(({ code, locale, name, dir }) => ({ code, locale, name, dir }));
    renderDashboard('/login', {
      routes: { 'GET /handshake': () => ok({ languages: enabled, default_language: 'fr_FR', timezone: 'Europe/London' }) },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    const picker = await screen.findByLabelText<HTMLSelectElement>('Langue');
    await waitFor(() => expect(Array.from(picker.options).map((o) => o.value)).toEqual(['en', 'fr']));
  });

  it('signs in with a second factor through the code screen', async () => {
    const { path } = renderDashboard('/login', {
      routes: {
        'POST /user/login': () => fail(401, 'UNAUTHENTICATED', { data: '2FA_REQUIRED' }),
        'POST /user/login/verify': () => ok(loginResult()),
      },
    });
    await userEvent.type(await screen.findByLabelText('Username'), 'secure');
    await userEvent.type(screen.getByLabelText('Password'), 'Fieldwatch#1{Enter}');
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    expect(path()).toBe('/two-factor-code');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('region', { name: 'Report list' });
    expect(path()).toBe('/dashboard');
  });

  it('keeps an admin who must set up a second factor on the profile, which says why', async () => {
    const { path } = renderDashboard('/login', {
      routes: { 'POST /user/login': () => ok({ ...loginResult(), second_factor_setup: true }) },
    });
    await userEvent.type(await screen.findByLabelText('Username'), 'amina');
    await userEvent.type(screen.getByLabelText('Password'), 'Fieldwatch#1{Enter}');
    expect(await screen.findByText(/requires a second factor for your role/)).toBeTruthy();
    expect(path()).toBe('/profile');
    expect(screen.getByRole('region', { name: 'Sign-in security' })).toBeTruthy();
  });
});
