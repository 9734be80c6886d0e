import type { FieldwatchClient, ListResult } from '../api/client.js';
import { getPublicStory, getStory, listStories } from '../api/stories.js';
import type { Story, StorySummary } from '../schemas/story.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** What a page of the stories list asks for: the search, and where the page starts. */
export interface StoriesQuery {
  q?: string;
  offset: number;
  limit: number;
}

/** A page of an organization's stories; every story write (create, update, delete) reads it again. */
export const storiesResource = (
  client: FieldwatchClient,
  organizationId: number,
  query: StoriesQuery,
): Resource<ListResult<StorySummary>> => ({
  key: resourceKeys.stories(organizationId, JSON.stringify(query)),
  load: (signal) => listStories(client, organizationId, { ...query, ...(signal ? { signal } : {}) }),
});

/** A story with its body, its report blocks as the signed-in viewer may see them. */
export const storyResource = (client: FieldwatchClient, organizationId: number, storyId: number): Resource<Story> => ({
  key: resourceKeys.story(storyId),
  load: (signal) => getStory(client, organizationId, storyId, signal),
});

/** A published story as anyone reads it (no account): the public page and `<report-story>`. */
export const publicStoryResource = (client: FieldwatchClient, storyId: number): Resource<Story> => ({
  key: resourceKeys.publicStory(storyId),
  load: (signal) => getPublicStory(client, storyId, signal),
});
