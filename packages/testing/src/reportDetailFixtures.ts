import type { ActivityEntry, Comment, Folder, Media, OrganizationMember, Report, TagGroup } from '@fieldwatch/core';
import { makeUser } from './fixtures.js';

/** Fixtures for the report form, view, activity and comment tests and stories. */

export const north = { id: 1, name: 'Field Team North' };

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 42,
    title: 'Flooded road near the market',
    content: 'Water is knee-deep on the main road.\nCars are turning back.',
    latitude: 51.528558,
    longitude: -0.241682,
    event_date: '2026-03-04T05:06:07Z',
    created_date: '2026-03-04T06:00:00Z',
    updated_date: '2026-03-04T06:00:00Z',
    source: 'web',
    taxonomies: { '1': [11], '2': [21, 22], '3': 'Bridge 4' },
    media: [],
    organization: north,
    status: 'published',
    author: { id: 9, username: 'monitor1' },
    new: false,
    lifecycle: 'started',
    urgency: null,
    verified: false,
    visibility: 'private',
    assignee: null,
    urgent: false,
    comments_count: 0,
    ...overrides,
  };
}

const names = (en: string, fr: string) => ({ en_US: en, fr_FR: fr });

export const tagGroups: TagGroup[] = [
  {
    id: 1,
    type: 'single',
    translations: names('Incident type', "Type d'incident"),
    prompt: names('What happened?', "Qu'est-il arrivé ?"),
    tags: [
      { id: 11, group_id: 1, organization: null, translations: names('Flood', 'Inondation') },
      { id: 12, group_id: 1, organization: null, translations: names('Fire', 'Incendie') },
    ],
  },
  {
    id: 2,
    type: 'multi',
    translations: names('Affected', 'Touchés'),
    prompt: {},
    tags: [
      { id: 21, group_id: 2, organization: north, translations: names('Roads', 'Routes') },
      { id: 22, group_id: 2, organization: north, translations: names('Homes', 'Maisons') },
      { id: 23, group_id: 2, organization: { id: 2, name: 'Field Team South' }, translations: names('Schools', 'Écoles') },
    ],
  },
  {
    id: 3,
    type: 'text',
    translations: names('Landmark', 'Repère'),
    prompt: {},
    tags: [{ id: 31, group_id: 3, organization: null, translations: names('Landmark', 'Repère') }],
  },
];

export function makeMedia(overrides: Partial<Media> = {}): Media {
  const id = overrides.id ?? 501;
  return {
    id,
    name: 'road.jpg',
    type: 'image',
    mime: 'image/jpeg',
    src: `/api/media/${id}?sig=x`,
    caption: null,
    bytes: 120_000,
    sizes: [
      { size: 'thumbnail', src: `/api/media/${id}?size=thumbnail&sig=x`, width: 150, height: 100 },
      { size: 'large', src: `/api/media/${id}?size=large&sig=x`, width: 1920, height: 1280 },
    ],
    ...overrides,
  };
}

/** An activity entry made `id` minutes after 08:00 on 4 March 2026. */
export function makeEntry(id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id,
    event: 'verify',
    data: {},
    author: { id: 7, username: 'northadmin' },
    media: [],
    created_at: new Date(Date.UTC(2026, 2, 4, 8, 0, 0) + id * 60_000).toISOString(),
    colour: '#1f77b4',
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 77,
    author: { id: 7, username: 'northadmin' },
    colour: '#1f77b4',
    content: 'On my way',
    status: 'draft',
    posted_date: '2026-03-04T09:00:00Z',
    media: [],
    ...overrides,
  };
}

export function makeFolder(id: number, name: string): Folder {
  return { id, name, colour: '#1f5f8b', organization: north, reports: 3 };
}

/** Active users of the organization (assignee choice). */
export const organizationUsers: OrganizationMember[] = [
  { id: 7, username: 'northadmin', firstname: 'Amina', lastname: 'Diallo', role: { id: 2, name: 'Organization Admin' } },
  { id: 12, username: 'fieldlead', firstname: 'Kofi', lastname: 'Mensah', role: { id: 2, name: 'Organization Admin' } },
];

export const adminUser = makeUser({
  id: 1,
  username: 'admin',
  role: { id: 1, name: 'Administrator', capabilities: [] },
  organizations: [],
});
export const readerUser = makeUser({ id: 5, username: 'reader', role: { id: 3, name: 'Reader', capabilities: [] } });
export const mobileUser = makeUser({ id: 6, username: 'mobile', role: { id: 4, name: 'Mobile', capabilities: [] } });
