import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Options, User } from '@fieldwatch/core';
import { ok, type FakeRoute, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { mobileUser, readerUser } from '@fieldwatch/testing/reportDetailFixtures';
import { makeStory, storedStory } from '@fieldwatch/testing/storyEditorFixtures';
import { renderDashboard, startUpAnswers } from '../testing/renderDashboard.js';

const opened = makeStory(42, { title: 'Floods in the north', bodyContent: [{ id: 'b1', type: 'text', textInput: 'Opening words' }] });

/** The dashboard at `path` with the story endpoints faked; every location the router went to is kept. */
function renderAt(
  path: string,
  { user = makeUser(), options = {}, extra = {} }: { user?: User; options?: Partial<Options>; extra?: Record<string, FakeRoute> } = {},
) {
  const rendered = renderDashboard(path, {
    user,
    routes: {
      ...startUpAnswers(user),
      'GET /options': () => ok(options),
      'GET /organizations': () => ok([{ id: 1, name: 'Field Team North' }]),
      'POST /reports': () => ({ body: { data: [], total: 0 } }),
      'GET /organization/1/story/42': () => ok(opened),
      'POST /organization/1/story': ({ body }: RecordedCall) => ({
        status: 201,
        body: { data: storedStory(40, body as Record<string, unknown>, []) },
      }),
      ...extra,
    },
  });
  const visited: string[] = [rendered.path()];
  rendered.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...rendered, visited };
}

describe('/stories/create', () => {
  it('opens the editor for a story writer', async () => {
    renderAt('/stories/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New story' })).toBeTruthy();
    expect(document.title).toBe('New story · Fieldwatch');
  });

  it.each([
    ['a Reader', readerUser, {}],
    ['a Mobile user', mobileUser, {}],
    ['anyone while stories are off', makeUser(), { stories_enabled: '0' }],
  ])('is out of reach for %s', async (_who, user, options) => {
    const { path } = renderAt('/stories/create', { user, options });
    await waitFor(() => expect(path()).toBe('/not-found'));
  });

  it('saves, says so and opens the new story', async () => {
    const { visited, calls } = renderAt('/stories/create');
    await userEvent.type(await screen.findByLabelText('Title'), 'Floods in the north');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'Two weeks of reports');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Story created')).toBeTruthy();
    await waitFor(() => expect(visited).toContain('/stories/40'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/organization/1/story')?.body).toMatchObject({
      title: 'Floods in the north',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Cancel drops what was written', async () => {
    const { visited, path } = renderAt('/stories/create');
    await userEvent.type(await screen.findByLabelText('Title'), 'Half a title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('What you wrote in this story has not been saved. If you leave now, it will be lost.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(path()).toBe('/stories/create');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Half a title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(visited).toContain('/stories'));
  });
});

describe('/stories/:id/edit', () => {
  it('opens the story as saved last', async () => {
    renderAt('/stories/42/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit story' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Floods in the north');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text, block 1').value).toBe('Opening words');
  });

  it('is out of reach for a Reader', async () => {
    const { path } = renderAt('/stories/42/edit', { user: readerUser });
    await waitFor(() => expect(path()).toBe('/not-found'));
  });

  it('goes to the stories with an alert when the story cannot be opened', async () => {
    const { visited } = renderAt('/stories/77/edit');
    expect(await screen.findByText('Resource not found')).toBeTruthy();
    await waitFor(() => expect(visited).toContain('/stories'));
  });
});
