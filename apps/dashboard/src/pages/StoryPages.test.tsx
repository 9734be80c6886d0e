import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RoleName, User } from '@fieldwatch/core';
import { ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { asRole, renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

function renderAt(path: string, { role, options = {} }: { role?: RoleName; options?: Record<string, string> } = {}) {
  const user: User | undefined = role ? asRole(role) : undefined;
  const answers: Record<string, FakeRoute> = {
    ...(user
      ? startUpAnswers(user)
      : { 'GET /handshake': () => ok({ languages: [], default_language: 'en_US', timezone: 'Europe/London' }) }),
    'GET /options': () => ok(options),
    'GET /organizations': () => ({ status: 200, body: { data: [{ id: 1, name: 'Field Team North' }], total: 1 } }),
    ...storyRoutes().routes,
  };
  return renderDashboard(path, { ...(user ? { user } : {}), routes: answers });
}

describe('/stories', () => {
  it('lists the stories for a Reader, with Stories highlighted and no New story', async () => {
    renderAt('/stories', { role: 'Reader' });
    expect(await screen.findByRole('link', { name: 'After the flood' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stories' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'New story' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Stories · Fieldwatch'));
  });

  it('gives an Organization Admin New story, leading to the editor’s address', async () => {
    renderAt('/stories', { role: 'Organization Admin' });
    expect((await screen.findByRole('link', { name: 'New story' })).getAttribute('href')).toBe('/stories/create');
  });

  it.each([
    ['a Mobile user', { role: 'Mobile' as const }],
    ['anyone while stories are switched off', { role: 'Administrator' as const, options: { stories_enabled: '0' } }],
  ])('is out of reach for %s', async (_who, given) => {
    const { path } = renderAt('/stories', given);
    await waitFor(() => expect(path()).toBe('/not-found'));
  });

  it('sends a story address without its id to /dashboard', async () => {
    const { path } = renderAt('/stories/', { role: 'Reader' });
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });
});

describe('/stories/:id', () => {
  it('opens a story from the list, titled with it', async () => {
    const { path } = renderAt('/stories', { role: 'Administrator' });
    await userEvent.click(await screen.findByRole('link', { name: 'After the flood' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    expect(path()).toBe('/stories/5');
    await waitFor(() => expect(document.title).toBe('After the flood · Fieldwatch'));
    expect(screen.getByRole('link', { name: 'All stories' }).getAttribute('href')).toBe('/stories');
  });

  it('goes back to /stories for an unknown story, saying it was not found', async () => {
    const { path } = renderAt('/stories/999', { role: 'Reader' });
    await waitFor(() => expect(path()).toBe('/stories'));
    expect(await screen.findByText('Resource not found')).toBeTruthy();
  });

  it('goes back to /stories after deleting the story', async () => {
    const { path } = renderAt('/stories/6', { role: 'Organization Admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete story' }));
    await waitFor(() => expect(path()).toBe('/stories'));
    expect(await screen.findByText('Story deleted')).toBeTruthy();
  });
});

describe('/public/stories/:id', () => {
  it('shows a published story to a visitor who is not signed in, with the language picker and the story as the title', async () => {
    const { calls } = renderAt('/public/stories/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Language/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('After the flood · Fieldwatch'));
    expect(calls.some((call) => call.path === '/public/stories/5')).toBe(true);
  });

  it('stays on the story when a session kept from before is refused', async () => {
    const { path, services, router } = renderAt('/public/stories/5', { role: 'Reader' });
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    act(() => services.session.getState().expire());
    expect(await screen.findByText('Session expired')).toBeTruthy();
    // a move to sign-in would have started by now (its page loads lazily): let any navigation finish
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(path()).toBe('/public/stories/5');
    expect(screen.getByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    expect(services.session.getState().status).toBe('anonymous');
  });

  it('says clearly when the story is not there or not published', async () => {
    renderAt('/public/stories/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
    expect(screen.getByText('This story does not exist or is not published.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Story not found · Fieldwatch'));
  });
});
