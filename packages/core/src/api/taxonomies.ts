import type { Tag, TagGroup } from '../schemas/report.js';
import type { FieldwatchClient } from './client.js';

/** Every tag group with its tags, as the caller may see them. */
export const listTagGroups = (client: FieldwatchClient, signal?: AbortSignal) =>
  client.requestList<TagGroup>('/taxonomy/groups', signal ? { signal } : {});
/** Tag groups with the tags of one organization (the report form). */
export const listOrganizationTaxonomies = (client: FieldwatchClient, organizationId: number) =>
  client.requestList<TagGroup>(`/organization/${organizationId}/taxonomies`);
/** Every tag the caller may see, without their groups. */
export const listTags = (client: FieldwatchClient) => client.requestList<Tag>('/taxonomies');
