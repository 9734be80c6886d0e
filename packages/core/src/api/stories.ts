import type { Story, StoryInput, StorySummary, StoryUpdate } from '../schemas/story.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient, ListResult } from './client.js';
import { idempotencyHeader, type IdempotencyOptions } from './idempotency.js';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** A story write changes the stories lists and that story. */
const storyWrite = <T>(client: FieldwatchClient, storyId?: number) =>
  written<T>(client, { invalidate: [['stories'], ...(storyId === undefined ? [] : [resourceKeys.story(storyId)])] });

export interface StoryListRequest {
  /** searches title and subtitle, ignoring case */
  q?: string;
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
}

/** `GET /organization/{id}/stories?q=&offset=&limit=`: newest change first, without their bodies. */
export function listStories(
  client: FieldwatchClient,
  organizationId: number,
  request: StoryListRequest = {},
): Promise<ListResult<StorySummary>> {
  const { signal, q, offset, limit } = request;
  const query: Record<string, string | number> = {};
  if (q) query.q = q;
  if (offset !== undefined) query.offset = offset;
  if (limit !== undefined) query.limit = limit;
  return client.requestList<StorySummary>(`/organization/${organizationId}/stories`, { query, ...withSignal(signal) });
}

/** `GET /organization/{id}/story/{sid}`: the story with its body, report blocks read live for the caller. */
export const getStory = (client: FieldwatchClient, organizationId: number, storyId: number, signal?: AbortSignal) =>
  client.request<Story>(`/organization/${organizationId}/story/${storyId}`, withSignal(signal));

/** `POST /organization/{id}/story` (an Idempotency-Key is sent: a repeat makes no second story). */
export const createStory = (client: FieldwatchClient, organizationId: number, input: StoryInput, options?: IdempotencyOptions) =>
  client
    .request<Story>(`/organization/${organizationId}/story`, { method: 'POST', body: input, headers: idempotencyHeader(options) })
    .then((story) => storyWrite<Story>(client, story.id)(story));

/**
 * `PUT /organization/{id}/story/{sid}` with the changed fields and the `version` the editor opened;
 * 409 `STORY_CHANGED` when someone saved it since.
 */
export const updateStory = (client: FieldwatchClient, organizationId: number, storyId: number, changes: StoryUpdate) =>
  client
    .request<Story>(`/organization/${organizationId}/story/${storyId}`, { method: 'PUT', body: changes })
    .then(storyWrite(client, storyId));

export const deleteStory = (client: FieldwatchClient, organizationId: number, storyId: number) =>
  client
    .request<boolean>(`/organization/${organizationId}/story/${storyId}`, { method: 'DELETE' })
    .then(written(client, { discard: [resourceKeys.story(storyId)], invalidate: [['stories']] }));

/** `POST /story/{sid}/cover`: one image (multipart field `media`), re-encoded; replaces the cover. */
export function uploadStoryCover(client: FieldwatchClient, storyId: number, file: Blob, name?: string, options?: IdempotencyOptions) {
  const form = new FormData();
  form.append('media', file, name ?? (file as File).name ?? 'cover');
  return client
    .request<Story>(`/story/${storyId}/cover`, { method: 'POST', body: form, headers: idempotencyHeader(options) })
    .then(storyWrite(client, storyId));
}

/** `DELETE /story/{sid}/cover`: the story keeps no cover. */
export const deleteStoryCover = (client: FieldwatchClient, storyId: number) =>
  client.request<Story>(`/story/${storyId}/cover`, { method: 'DELETE' }).then(storyWrite(client, storyId));

/**
 * `GET /public/stories/{sid}` (no account): a published story of a deployment with stories on; its
 * report blocks hold only public reports (the others are left out). 404 otherwise.
 */
export const getPublicStory = (client: FieldwatchClient, storyId: number, signal?: AbortSignal) =>
  client.request<Story>(`/public/stories/${storyId}`, { auth: false, ...withSignal(signal) });
