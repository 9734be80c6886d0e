import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@fieldwatch/core';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeStory, sampleStories, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { StoryView, type StoryViewProps } from './StoryView.js';

const northAdmin = sampleUsers[1]!;
const reader = sampleUsers[2]!;

function renderView(
  storyId: number,
  { user = northAdmin, routes, ...props }: { user?: User; routes?: Record<string, FakeRoute> } & Partial<StoryViewProps> = {},
) {
  const fake = storyRoutes(sampleStories);
  const rendered = renderWithFieldwatch(
    <StoryView storyId={storyId} organizationId={1} publicHref={(id) => `https://fw.example/public/stories/${id}`} {...props} />,
    {
      user,
      routes: { ...fake.routes, ...routes },
    },
  );
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

describe('StoryView', () => {
  it('shows a Reader the story and none of the writers’ controls', async () => {
    renderView(7, { user: reader });
    expect(await screen.findByRole('heading', { level: 1, name: 'School roofs repaired' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Story actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish|Delete/ })).toBeNull();
    expect(screen.queryByText(/Report not available/)).toBeNull();
    expect(screen.queryByLabelText('Public address')).toBeNull();
  });

  it('gives a writer Edit, Unpublish, Delete, the public address to copy, and a note where a report is out of reach', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderView(5);
    const actions = await screen.findByRole('group', { name: 'Story actions' });
    expect(within(actions).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/stories/5/edit');
    expect(within(actions).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    const address = screen.getByLabelText<HTMLInputElement>('Public address');
    expect(address.value).toBe('https://fw.example/public/stories/5');
    await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('https://fw.example/public/stories/5');
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('shows an editor the quiet note of a report that is no longer available', async () => {
    renderView(7);
    expect(await screen.findByText(/Report not available/)).toBeTruthy();
  });

  it('publishes with the version shown, and the story reads as published after', async () => {
    const { puts } = renderView(6);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Story published')).toBeTruthy();
    expect(puts().map((call) => [call.path, call.body])).toEqual([['/organization/1/story/6', { version: 1, published: true }]]);
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByLabelText('Public address')).toBeTruthy();
  });

  it('tells the user when someone changed the story since, and reads it again', async () => {
    let version = 3;
    let reads = 0;
    renderView(5, {
      routes: {
        'GET /organization/1/story/5': () => {
          reads++;
          return ok(makeStory({ version, title: version === 3 ? 'After the flood' : 'After the flood, revised' }));
        },
        'PUT /organization/1/story/5': ({ body }) =>
          (body as { version: number }).version === version ? ok(makeStory({ version: version + 1 })) : fail(409, 'STORY_CHANGED'),
      },
    });
    await screen.findByRole('heading', { name: 'After the flood' });
    // someone saves it meanwhile
    version = 4;
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(/This story was changed by someone else since you opened it/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood, revised' })).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('deletes after the warning and tells the host', async () => {
    const onDeleted = vi.fn();
    const { calls } = renderView(5, { onDeleted });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “After the flood”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/organization/1/story/5']);
  });

  it('tells the host when there is no such story', async () => {
    const onNotFound = vi.fn();
    renderView(404, { onNotFound });
    expect(await screen.findByText('This story does not exist or is not published.')).toBeTruthy();
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the story cannot be read', async () => {
    let failing = true;
    renderView(5, { routes: { 'GET /organization/1/story/5': () => (failing ? fail(500, 'SERVER_ERROR') : ok(makeStory())) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The story could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'After the flood' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    renderWithFieldwatch(<StoryView storyId={6} organizationId={1} />, { user: northAdmin, language: 'ar', routes: storyRoutes().routes });
    expect(await screen.findByRole('button', { name: 'نشر' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'إجراءات القصة' })).toBeTruthy();
  });
});
