import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { limits, type Story, type User } from '@fieldwatch/core';
import { fail, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { makeStory, sampleStories, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { StoryList } from './StoryList.js';

const northAdmin = sampleUsers[1]!;
const reader = sampleUsers[2]!;

function renderList({
  user = northAdmin,
  stories,
  routes,
  pageSize,
}: { user?: User; stories?: Story[]; routes?: Record<string, FakeRoute>; pageSize?: number } = {}) {
  const fake = storyRoutes(stories);
  const rendered = renderWithFieldwatch(<StoryList organizationId={1} {...(pageSize ? { pageSize } : {})} />, {
    user,
    routes: { ...fake.routes, ...routes },
  });
  const listCalls = () => rendered.calls.filter((call) => call.method === 'GET' && call.path === '/organization/1/stories');
  return { ...rendered, listCalls, stored: fake.stored };
}

const cards = async () => within(await screen.findByRole('list', { name: 'Stories' })).getAllByRole('listitem');

describe('StoryList', () => {
  it('shows a card per story, newest change first: title, subtitle, Published or Unpublished, and the date', async () => {
    renderList({ user: reader });
    const [first, second, third] = await cards();
    expect(within(first!).getByRole('link', { name: 'After the flood' }).getAttribute('href')).toBe('/stories/5');
    expect(within(first!).getByText('A week on the river road')).toBeTruthy();
    expect(within(first!).getByText('Published')).toBeTruthy();
    expect(within(first!).getByText('Updated Nov 21, 2026')).toBeTruthy();
    expect(within(second!).getByText('Unpublished')).toBeTruthy();
    expect(within(third!).getByRole('link', { name: 'School roofs repaired' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 stories');
  });

  it('hides New story, Edit and Delete from a Reader', async () => {
    renderList({ user: reader });
    await cards();
    expect(screen.queryByRole('link', { name: 'New story' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('gives writers New story and, per story, Edit and Delete', async () => {
    renderList();
    await cards();
    expect(screen.getByRole('link', { name: 'New story' }).getAttribute('href')).toBe('/stories/create');
    expect(screen.getByRole('link', { name: 'Edit “After the flood”' }).getAttribute('href')).toBe('/stories/5/edit');
    expect(screen.getByRole('button', { name: 'Delete “Clinic queues in the north”' })).toBeTruthy();
  });

  it('searches on the server after a pause in typing, at most 250 characters, and says when nothing matches', async () => {
    const { listCalls } = renderList();
    await cards();
    const box = screen.getByRole('searchbox', { name: 'Search stories' });
    expect(box.getAttribute('maxlength')).toBe(String(limits.searchMax));
    await userEvent.type(box, 'FLOOD');
    await waitFor(() => expect(listCalls().at(-1)?.query).toEqual({ offset: '0', limit: '12', q: 'FLOOD' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 story for “FLOOD”'));
    expect(await cards()).toHaveLength(1);
    await userEvent.clear(box);
    // the keys follow each other without yielding to timers (`delay: null`), as fast typing does, however busy the machine
    await userEvent.setup({ delay: null }).type(box, 'volcano{Enter}');
    expect(await screen.findByText('No story matches “volcano”.')).toBeTruthy();
    // one call per pause, not one per key
    expect(
      listCalls()
        .filter((call) => call.query?.q?.startsWith('vol'))
        .map((call) => call.query?.q),
    ).toEqual(['volcano']);
  });

  it('deletes a story only after the warning is confirmed', async () => {
    const { calls, stored } = renderList();
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “After the flood”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “After the flood”?' });
    expect(within(dialog).getByText(/public address stops working/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “After the flood”' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete story' }));
    expect(await screen.findByText('Story deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/organization/1/story/5']);
    expect(stored().map((story) => story.id)).toEqual([6, 7]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'After the flood' })).toBeNull());
  });

  it('pages through many stories', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      makeStory({ id: 20 + index, title: `Story ${index + 1}`, updated_date: `2026-11-0${9 - index}T00:00:00.000Z` }),
    );
    const { listCalls } = renderList({ stories: many, pageSize: 2 });
    expect((await cards()).map((card) => within(card).getByRole('heading').textContent)).toEqual(['Story 1', 'Story 2']);
    const pages = screen.getByRole('navigation', { name: 'Pages of stories' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Story 3' })).toBeTruthy());
    expect(listCalls().at(-1)?.query).toEqual({ offset: '2', limit: '2' });
  });

  it('says when there are no stories, and offers to try again when they cannot be read', async () => {
    let failing = true;
    renderList({
      routes: {
        'GET /organization/1/stories': () => (failing ? fail(500, 'SERVER_ERROR') : { status: 200, body: { data: [], total: 0 } }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The stories could not be loaded.');
    failing = false;
    await act(() => userEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('There are no stories yet.')).toBeTruthy();
  });

  it('reads in Arabic, with Arabic plurals', async () => {
    renderWithFieldwatch(<StoryList organizationId={1} />, { user: reader, language: 'ar', routes: storyRoutes(sampleStories).routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'القصص' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 قصص'));
    expect(screen.getAllByText('منشورة')).toHaveLength(2);
  });
});
