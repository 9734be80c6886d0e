import type { Organization, Tag, TagGroup, TagGroupInput, TagGroupUpdateInput, TagInput, TagUsage } from '@fieldwatch/core';
import { fail, ok, type FakeRoute, type RecordedCall } from './fakeApi.js';

const north: Organization = { id: 1, name: 'Field Team North' };
const south: Organization = { id: 2, name: 'Field Team South' };

/** A tag as the API returns it: shared by every organization unless one is given. */
export function makeTag(id: number, groupId: number, translations: Record<string, string>, organization: Organization | null = null): Tag {
  return { id, group_id: groupId, organization, translations };
}

/**
 * Three groups: a single choice with a shared tag and one tag of each organization, a multiple choice
 * with two tags of Field Team North and one of Field Team South, and a text group whose one tag belongs
 * to Field Team South.
 */
export const sampleTagGroups: TagGroup[] = [
  {
    id: 1,
    type: 'single',
    translations: { en_US: 'Incident type', fr_FR: 'Type d’incident' },
    prompt: { en_US: 'What happened?', fr_FR: 'Que s’est-il passé ?' },
    tags: [
      makeTag(11, 1, { en_US: 'Flood', fr_FR: 'Inondation' }),
      makeTag(12, 1, { en_US: 'Landslide', fr_FR: 'Glissement de terrain' }, north),
      makeTag(13, 1, { en_US: 'Drought', fr_FR: 'Sécheresse' }, south),
    ],
  },
  {
    id: 2,
    type: 'multi',
    translations: { en_US: 'Affected', fr_FR: 'Touchés' },
    prompt: {},
    tags: [
      makeTag(21, 2, { en_US: 'Roads', fr_FR: 'Routes' }, north),
      makeTag(22, 2, { en_US: 'Homes', fr_FR: 'Maisons' }, north),
      makeTag(23, 2, { en_US: 'Schools', fr_FR: 'Écoles' }, south),
    ],
  },
  {
    id: 3,
    type: 'text',
    translations: { en_US: 'Landmark', fr_FR: 'Repère' },
    prompt: { en_US: 'What is the nearest landmark?' },
    tags: [makeTag(31, 3, { en_US: 'Nearest landmark', fr_FR: 'Repère le plus proche' }, south)],
  },
];

export const tagOrganizations: Organization[] = [north, south];

/** Texts over stored ones as the server merges them: an empty text removes the locale. */
function merged(stored: Record<string, string>, changes: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...stored, ...changes }).filter(([, text]) => text !== ''));
}

/**
 * The Tags tab's API over a store that changes like the server's (for stories): the organizations, the
 * groups, and every write and usage call for the groups and tags there are and the next ones created.
 * `usage` answers how many reports carry a tag or group.
 */
export function tagRoutes(
  initial: TagGroup[] = sampleTagGroups,
  usage: (kind: 'group' | 'tag', id: number) => TagUsage = () => ({ reports: 3, tags: 1 }),
) {
  let groups = initial.map((group) => ({ ...group, tags: [...group.tags] }));
  let next = 100;
  const ids = (found: number[]) => [...found, ...Array.from({ length: 20 }, (_, i) => 100 + i)];
  const routes: Record<string, FakeRoute> = {
    'GET /organizations': () => ({ status: 200, body: { data: tagOrganizations, total: tagOrganizations.length } }),
    'GET /taxonomy/groups': () => ({ status: 200, body: { data: groups, total: groups.length } }),
    'POST /taxonomy/group': ({ body }: RecordedCall) => {
      const input = body as TagGroupInput;
      const group: TagGroup = { id: next++, type: input.type, translations: input.translations, prompt: input.prompt ?? {}, tags: [] };
      groups = [...groups, group];
      return { status: 201, body: { data: group } };
    },
  };
  for (const groupId of ids(groups.map((group) => group.id))) {
    routes[`PUT /taxonomy/group/${groupId}`] = ({ body }) => {
      const changes = body as TagGroupUpdateInput;
      groups = groups.map((group) =>
        group.id === groupId
          ? { ...group, translations: merged(group.translations, changes.translations), prompt: merged(group.prompt, changes.prompt) }
          : group,
      );
      return ok(groups.find((group) => group.id === groupId));
    };
    routes[`DELETE /taxonomy/group/${groupId}`] = () => {
      groups = groups.filter((group) => group.id !== groupId);
      return ok(true);
    };
    routes[`GET /taxonomy/group/${groupId}/usage`] = () =>
      ok({ ...usage('group', groupId), tags: groups.find((group) => group.id === groupId)?.tags.length ?? 0 });
    for (const organization of tagOrganizations) {
      routes[`POST /organization/${organization.id}/taxonomy/group/${groupId}`] = ({ body }) => {
        const group = groups.find((candidate) => candidate.id === groupId);
        if (!group) return fail(404, 'RESOURCE_NOT_FOUND');
        if (group.type === 'text' && group.tags.some((tag) => !tag.organization || tag.organization.id === organization.id)) {
          return fail(400, 'VALIDATION_ERROR', { fields: { translations: 'tagTextGroupHasTag' } });
        }
        const tag = makeTag(next++, groupId, (body as TagInput).translations, organization);
        groups = groups.map((candidate) => (candidate.id === groupId ? { ...candidate, tags: [...candidate.tags, tag] } : candidate));
        return { status: 201, body: { data: tag } };
      };
    }
  }
  const tagIds = ids(groups.flatMap((group) => group.tags.map((tag) => tag.id)));
  for (const organization of tagOrganizations) {
    for (const tagId of tagIds) {
      const path = `/organization/${organization.id}/taxonomy/${tagId}`;
      routes[`PUT ${path}`] = ({ body }) => {
        let saved: Tag | undefined;
        groups = groups.map((group) => ({
          ...group,
          tags: group.tags.map((tag) =>
            tag.id === tagId ? (saved = { ...tag, translations: merged(tag.translations, (body as TagInput).translations) }) : tag,
          ),
        }));
        return saved ? ok(saved) : fail(404, 'RESOURCE_NOT_FOUND');
      };
      routes[`DELETE ${path}`] = () => {
        groups = groups.map((group) => ({ ...group, tags: group.tags.filter((tag) => tag.id !== tagId) }));
        return ok(true);
      };
      routes[`GET ${path}/usage`] = () => ok({ ...usage('tag', tagId), tags: 1 });
    }
  }
  return routes;
}
