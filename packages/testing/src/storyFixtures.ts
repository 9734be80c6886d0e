import type { Media, Story, StoryBlock, StoryReport, StorySummary, StoryUpdate } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from './fakeApi.js';

/** Fixtures for the stories list, the story view, the public story page and `<report-story>`. */

export function makeStoryImage(id: number, caption: string | null = null): Media {
  return {
    id,
    name: `cover-${id}.jpg`,
    type: 'image',
    mime: 'image/jpeg',
    src: `/api/media/${id}?sig=x`,
    caption,
    bytes: 90_000,
    sizes: [
      { size: 'thumbnail', src: `/api/media/${id}?size=thumbnail&sig=x`, width: 150, height: 100 },
      { size: 'small', src: `/api/media/${id}?size=small&sig=x`, width: 480, height: 320 },
      { size: 'medium', src: `/api/media/${id}?size=medium&sig=x`, width: 960, height: 640 },
      { size: 'large', src: `/api/media/${id}?size=large&sig=x`, width: 1920, height: 1280 },
    ],
  };
}

export function makeStoryReport(overrides: Partial<StoryReport> = {}): StoryReport {
  return {
    id: 41,
    title: 'Bridge washed out on the river road',
    event_date: '2026-11-18T07:30:00.000Z',
    latitude: 51.5285,
    longitude: -0.2417,
    image: makeStoryImage(601, 'The bridge after the flood'),
    ...overrides,
  };
}

export function makeStory(overrides: Partial<Story> = {}): Story {
  const bodyContent: StoryBlock[] = overrides.bodyContent ?? [
    { id: 'b1', type: 'text', textInput: 'The river rose overnight.\nBy morning the road was gone.\n\nMonitors reported from both banks.' },
    { id: 'b2', type: 'report', reportId: 41, report: makeStoryReport() },
    { id: 'b3', type: 'text', textInput: 'Repairs started a week later.' },
  ];
  return {
    id: 5,
    organization: { id: 1, name: 'Field Team North' },
    title: 'After the flood',
    subtitle: 'A week on the river road',
    published: true,
    status: 'published',
    colour: '#1f6f8b',
    coverImage: makeStoryImage(600),
    author: { id: 7, username: 'northadmin' },
    created_date: '2026-11-19T09:00:00.000Z',
    updated_date: '2026-11-21T16:45:00.000Z',
    version: 3,
    ...overrides,
    bodyContent,
  };
}

export const summaryOf = ({ bodyContent, ...story }: Story): StorySummary => ({ ...story, blocks: bodyContent.length });

/** A few stories of organization 1: published and not, with and without a cover. */
export const sampleStories: Story[] = [
  makeStory(),
  makeStory({
    id: 6,
    title: 'Clinic queues in the north',
    subtitle: 'What monitors saw in November',
    published: false,
    status: 'unpublished',
    colour: '#8b3a1f',
    coverImage: null,
    updated_date: '2026-11-20T11:00:00.000Z',
    version: 1,
    bodyContent: [{ id: 'c1', type: 'text', textInput: 'Draft notes.' }],
  }),
  makeStory({
    id: 7,
    title: 'School roofs repaired',
    subtitle: 'Three villages, one season',
    colour: '#3a6b1f',
    coverImage: null,
    updated_date: '2026-11-10T08:00:00.000Z',
    version: 2,
    bodyContent: [{ id: 'd1', type: 'report', reportId: 99, report: null }],
  }),
];

/**
 * The stories API of one organization over a list that changes like the server's: the list (searched by
 * title and subtitle ignoring case, newest change first, paged), a story, a `PUT` refused with 409
 * `STORY_CHANGED` when its version is not the stored one, a delete, and the public story (published only).
 */
export function storyRoutes(initial: Story[] = sampleStories, organizationId = 1) {
  let stories = initial.map((story) => ({ ...story }));
  const routes: Record<string, FakeRoute> = {
    [`GET /organization/${organizationId}/stories`]: ({ query }: RecordedCall) => {
      const q = (query?.q ?? '').toLowerCase();
      const offset = Number(query?.offset ?? 0);
      const limit = Number(query?.limit ?? 20);
      const found = stories
        .filter((story) => !q || story.title.toLowerCase().includes(q) || story.subtitle.toLowerCase().includes(q))
        .sort((a, b) => b.updated_date.localeCompare(a.updated_date));
      return { status: 200, body: { data: found.slice(offset, offset + limit).map(summaryOf), total: found.length } };
    },
  };
  for (const { id } of initial) {
    const path = `/organization/${organizationId}/story/${id}`;
    const current = () => stories.find((story) => story.id === id);
    routes[`GET ${path}`] = () => (current() ? ok(current()) : fail(404, 'RESOURCE_NOT_FOUND'));
    routes[`PUT ${path}`] = ({ body }) => {
      const story = current();
      if (!story) return fail(404, 'RESOURCE_NOT_FOUND');
      const { version, ...changes } = body as StoryUpdate;
      if (version !== story.version) return fail(409, 'STORY_CHANGED', { data: { version: story.version } });
      const published = changes.published ?? story.published;
      const updated: Story = {
        ...story,
        ...(changes.title === undefined ? {} : { title: changes.title }),
        ...(changes.subtitle === undefined ? {} : { subtitle: changes.subtitle }),
        published,
        status: published ? 'published' : 'unpublished',
        version: story.version + 1,
        updated_date: '2026-11-25T12:00:00.000Z',
      };
      stories = stories.map((candidate) => (candidate.id === id ? updated : candidate));
      return ok(updated);
    };
    routes[`DELETE ${path}`] = () => {
      if (!current()) return fail(404, 'RESOURCE_NOT_FOUND');
      stories = stories.filter((story) => story.id !== id);
      return ok(true);
    };
    routes[`GET /public/stories/${id}`] = () => {
      const story = current();
      if (!story?.published) return fail(404, 'RESOURCE_NOT_FOUND');
      // the public story leaves out what anyone may not see
      return ok({ ...story, bodyContent: story.bodyContent.filter((block) => block.type === 'text' || block.report !== null) });
    };
  }
  return { routes, stored: () => stories };
}
