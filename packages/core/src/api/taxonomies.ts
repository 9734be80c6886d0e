import type { Tag, TagGroup } from '../schemas/report.js';
import type { TagGroupInput, TagGroupUpdateInput, TagInput, TagUsage } from '../schemas/taxonomy.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import type { FieldwatchClient } from './client.js';

/** Every tag group with its tags, as the caller may see them. */
export const listTagGroups = (client: FieldwatchClient, signal?: AbortSignal) =>
  client.requestList<TagGroup>('/taxonomy/groups', signal ? { signal } : {});
/** Tag groups with the tags of one organization (the report form). */
export const listOrganizationTaxonomies = (client: FieldwatchClient, organizationId: number) =>
  client.requestList<TagGroup>(`/organization/${organizationId}/taxonomies`);
/** Every tag the caller may see, without their groups. */
export const listTags = (client: FieldwatchClient) => client.requestList<Tag>('/taxonomies');

// every screen that shows tags (form, filters, list, report, activity) reads the one tag-group resource
const tagsWritten = <T>(client: FieldwatchClient) => written<T>(client, { invalidate: [resourceKeys.tagGroups()] });

/** `POST /taxonomy/group` (Administrator): answers the group, with no tags yet. */
export const createTagGroup = (client: FieldwatchClient, input: TagGroupInput) =>
  client.request<TagGroup>('/taxonomy/group', { method: 'POST', body: input }).then(tagsWritten(client));
/** `PUT /taxonomy/group/{id}` (Administrator): names and prompt. */
export const updateTagGroup = (client: FieldwatchClient, groupId: number, changes: TagGroupUpdateInput) =>
  client.request<TagGroup>(`/taxonomy/group/${groupId}`, { method: 'PUT', body: changes }).then(tagsWritten(client));
/** `DELETE /taxonomy/group/{id}` (Administrator): the group, its tags and the values reports had. */
export const deleteTagGroup = (client: FieldwatchClient, groupId: number) =>
  client.request<boolean>(`/taxonomy/group/${groupId}`, { method: 'DELETE' }).then(tagsWritten(client));
/** `GET /taxonomy/group/{id}/usage`: what deleting the group touches. */
export const tagGroupUsage = (client: FieldwatchClient, groupId: number, signal?: AbortSignal) =>
  client.request<TagUsage>(`/taxonomy/group/${groupId}/usage`, signal ? { signal } : {});

/** `POST /organization/{id}/taxonomy/group/{groupId}`: a tag of the organization in the group. */
export const createTag = (client: FieldwatchClient, organizationId: number, groupId: number, input: TagInput) =>
  client
    .request<Tag>(`/organization/${organizationId}/taxonomy/group/${groupId}`, { method: 'POST', body: input })
    .then(tagsWritten(client));
/** `PUT /organization/{id}/taxonomy/{tagId}`: its names. */
export const updateTag = (client: FieldwatchClient, organizationId: number, tagId: number, input: TagInput) =>
  client.request<Tag>(`/organization/${organizationId}/taxonomy/${tagId}`, { method: 'PUT', body: input }).then(tagsWritten(client));
/** `DELETE /organization/{id}/taxonomy/{tagId}`: reports carrying it lose it (their history says so). */
export const deleteTag = (client: FieldwatchClient, organizationId: number, tagId: number) =>
  client.request<boolean>(`/organization/${organizationId}/taxonomy/${tagId}`, { method: 'DELETE' }).then(tagsWritten(client));
/** `GET /organization/{id}/taxonomy/{tagId}/usage`: how many reports carry the tag. */
export const tagUsage = (client: FieldwatchClient, organizationId: number, tagId: number, signal?: AbortSignal) =>
  client.request<TagUsage>(`/organization/${organizationId}/taxonomy/${tagId}/usage`, signal ? { signal } : {});
