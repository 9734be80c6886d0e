import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@fieldwatch/core';
import { sampleAnalytics } from '@fieldwatch/testing/analyticsFixtures';
import { ok } from '@fieldwatch/testing/fakeApi';
import { sampleOrganizations } from '@fieldwatch/testing/organizationFixtures';
import { asRole, renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

function renderAt(path: string, user: User, options: Record<string, string> = {}) {
  return renderDashboard(path, {
    user,
    routes: {
      ...startUpAnswers(user),
      'GET /options': () => ok(options),
      'GET /analytics': () => ok(sampleAnalytics),
      'GET /organizations': () => ({ status: 200, body: { data: sampleOrganizations, total: sampleOrganizations.length } }),
      'POST /reports/geo': () => ({ status: 200, body: { data: [], total: 0 } }),
      'GET /layers': () => ok([]),
    },
  });
}

const analyticsCalls = (calls: { path: string; query?: Record<string, string> }[]) =>
  calls.filter((call) => call.path === '/analytics').map((call) => call.query);

describe('/analytics', () => {
  it('opens from the navigation for a Reader and keeps the range and organization in the address', async () => {
    const { router, calls } = renderAt('/analytics?range=1m&organization=2', asRole('Reader'));
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeTruthy();
    const navigation = screen.getAllByRole('navigation')[0]!;
    expect(within(navigation).getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Analytics · Fieldwatch'));
    await waitFor(() => expect(analyticsCalls(calls)).toContainEqual({ range: '1m', organization: '2' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Last 3 months' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=3m&organization=2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '');
    await waitFor(() => expect(router.state.location.search).toBe('?range=3m'));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ range: '3m' }));
  });

  it('reads an unknown range as the last 7 days', async () => {
    const { calls } = renderAt('/analytics?range=forever', asRole('Administrator'));
    expect(await screen.findByRole('radio', { name: 'Last 7 days' })).toHaveProperty('checked', true);
    await waitFor(() => expect(analyticsCalls(calls)).toContainEqual({ range: '7d' }));
  });

  it('is not for Mobile users', async () => {
    const mobile = renderAt('/analytics', asRole('Mobile'));
    await waitFor(() => expect(mobile.path()).toBe('/not-found'));
    expect(analyticsCalls(mobile.calls)).toEqual([]);
  });

  it('is closed while option analytics_enabled is off', async () => {
    const { path } = renderAt('/analytics', asRole('Administrator'), { analytics_enabled: '0' });
    await waitFor(() => expect(path()).toBe('/not-found'));
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });
});
