import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { makeStory, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { PublicStory } from './PublicStory.js';

describe('PublicStory', () => {
  it('reads a published story without an account, and hands it to the host', async () => {
    const onStoryChange = vi.fn();
    const { calls } = renderWithFieldwatch(<PublicStory storyId={5} onStoryChange={onStoryChange} />, { routes: storyRoutes().routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
    expect(onStoryChange).toHaveBeenCalledWith(expect.objectContaining({ id: 5, title: 'After the flood' }));
    expect(calls.map((call) => call.path)).toEqual(['/public/stories/5']);
  });

  it('shows only the blocks the server gives the public, with no note for a report left out', async () => {
    renderWithFieldwatch(<PublicStory storyId={7} />, { routes: storyRoutes().routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'School roofs repaired' })).toBeTruthy();
    expect(screen.queryByText(/Report not available/)).toBeNull();
  });

  it.each([
    ['not published', 6, 'RESOURCE_NOT_FOUND'],
    ['in a deployment with stories off', 5, 'INACTIVE_FEATURE'],
  ])('says "Story not found" for a story %s, and tells the host', async (_why, id, code) => {
    const onError = vi.fn();
    const routes = code === 'INACTIVE_FEATURE' ? { 'GET /public/stories/5': () => fail(403, code) } : storyRoutes().routes;
    renderWithFieldwatch(<PublicStory storyId={id} onError={onError} />, { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
    expect(screen.getByText('This story does not exist or is not published.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('RESOURCE_NOT_FOUND');
  });

  it('offers to try again when the server cannot be reached', async () => {
    let failing = true;
    renderWithFieldwatch(<PublicStory storyId={5} />, {
      routes: { 'GET /public/stories/5': () => (failing ? fail(500, 'SERVER_ERROR') : ok(makeStory())) },
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    renderWithFieldwatch(<PublicStory storyId={6} />, { language: 'ar', routes: storyRoutes().routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'القصة غير موجودة' })).toBeTruthy();
  });
});
