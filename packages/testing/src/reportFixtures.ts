import type { Folder, OrganizationMember, Report, TagGroup } from '@fieldwatch/core';

/** Report fixtures for the list, filter and search component tests. */
export function makeReport(id: number, overrides: Partial<Report> = {}): Report {
  return {
    id,
    title: `Report ${id}`,
    content: `What was seen at place ${id}.`,
    latitude: 51.5,
    longitude: -0.24,
    event_date: '2026-03-04T05:06:07Z',
    created_date: '2026-03-04T06:00:00Z',
    updated_date: '2026-03-04T06:00:00Z',
    source: 'web',
    taxonomies: {},
    media: [],
    organization: { id: 1, name: 'Field Team North' },
    status: 'published',
    author: { id: 7, username: 'northadmin' },
    new: false,
    lifecycle: 'new',
    urgency: null,
    verified: false,
    visibility: 'private',
    assignee: null,
    urgent: false,
    comments_count: 0,
    ...overrides,
  };
}

export const reports = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeReport(from + i));

export const organizations = [
  { id: 1, name: 'Field Team North' },
  { id: 2, name: 'Field Team South' },
];

export const members: OrganizationMember[] = [
  { id: 7, username: 'northadmin', firstname: 'Amina', lastname: 'Diallo', role: { id: 2, name: 'Organization Admin' } },
  { id: 9, username: 'reader', firstname: 'Ravi', lastname: 'Kumar', role: { id: 3, name: 'Reader' } },
];

export const folder = (id: number, name: string, overrides: Partial<Folder> = {}): Folder => ({
  id,
  name,
  colour: '#2ca02c',
  organization: { id: 1, name: 'Field Team North' },
  reports: 3,
  ...overrides,
});

const tag = (id: number, groupId: number, en: string, fr?: string) => ({
  id,
  group_id: groupId,
  organization: null,
  translations: { en_US: en, ...(fr ? { fr_FR: fr } : {}) },
});

export const tagGroups: TagGroup[] = [
  {
    id: 1,
    type: 'single',
    translations: { en_US: 'Category', fr_FR: 'Catégorie' },
    prompt: {},
    tags: [tag(11, 1, 'Flood', 'Inondation'), tag(12, 1, 'Fire', 'Incendie')],
  },
  { id: 2, type: 'multi', translations: { en_US: 'Needs' }, prompt: {}, tags: [tag(21, 2, 'Water'), tag(22, 2, 'Shelter')] },
  { id: 3, type: 'text', translations: { en_US: 'Notes' }, prompt: {}, tags: [] },
];

/** The answers the report list screens need, for stories (a small organization with a few reports). */
export function reportScreenRoutes(count = 60) {
  const all = Array.from({ length: count }, (_, i) =>
    makeReport(i + 1, {
      title: ['Flooded road near the bridge', 'Market fire', 'Broken water pipe', 'School roof damaged', 'Landslide on the north road'][
        i % 5
      ]!,
      content:
        'Residents report the situation since early morning; volunteers are on site and ask for more help with supplies and transport.',
      new: i % 4 === 0,
      verified: i % 3 === 0,
      urgent: i % 5 === 1,
      event_date: new Date(Date.UTC(2026, 2, 30 - (i % 28), 8 + (i % 10), 5)).toISOString(),
    }),
  );
  return {
    'GET /organizations': () => ({ status: 200, body: { data: organizations.slice(0, 1), total: 1 } }),
    'GET /organization/1/users': () => ({ status: 200, body: { data: members, total: members.length } }),
    'GET /taxonomy/groups': () => ({ status: 200, body: { data: tagGroups, total: tagGroups.length } }),
    'GET /organization/1/folders': () => ({
      status: 200,
      body: { data: [folder(8, 'Bridges'), folder(9, 'Schools', { colour: '#d62728', reports: 1 })], total: 2 },
    }),
    'POST /reports': ({ body }: { body: unknown }) => {
      const request = body as { cursor?: string; limit?: number; filters?: { search?: string } };
      const matching = request.filters?.search
        ? all.filter((r) => r.title.toLowerCase().includes(request.filters!.search!.toLowerCase()))
        : all;
      const offset = Number(request.cursor ?? 0);
      const limit = request.limit ?? 20;
      const next = offset + limit < matching.length ? String(offset + limit) : null;
      return { status: 200, body: { data: matching.slice(offset, offset + limit), total: matching.length, next } };
    },
    'GET /reports/suggest': () => ({
      status: 200,
      body: { data: all.slice(0, 5).map((r) => ({ id: r.id, title: r.title, excerpt: r.content.slice(0, 80) })) },
    }),
  };
}
