import type { Analytics } from '@fieldwatch/core';

/**
 * An answer of `GET /analytics?range=1m` whose every figure differs from the others, so a test can tell
 * which one a screen shows where: four weeks, three tags (one named in English only), keywords, users.
 */
export const sampleAnalytics: Analytics = {
  range: '1m',
  from: '2026-10-26T10:00:00.000Z',
  to: '2026-11-26T10:00:00.000Z',
  counters: { total: 1234, verified: 567, closed: 89, urgent: 42, median_hours_to_verification: 30 },
  weeks: [
    { week: '2026-10-26', count: 210 },
    { week: '2026-11-02', count: 305 },
    { week: '2026-11-09', count: 0 },
    { week: '2026-11-16', count: 412 },
    { week: '2026-11-23', count: 307 },
  ],
  tags: [
    { id: 11, group_id: 1, translations: { en_US: 'Flood', fr_FR: 'Inondation', ar_SA: 'فيضان' }, count: 640 },
    { id: 12, group_id: 1, translations: { en_US: 'Landslide', fr_FR: 'Glissement de terrain' }, count: 233 },
    { id: 21, group_id: 2, translations: { en_US: 'Roads' }, count: 58 },
  ],
  keywords: [
    { word: 'bridge', count: 97 },
    { word: 'water', count: 71 },
    { word: 'school', count: 36 },
  ],
  top_users: [
    { id: 4, username: 'northadmin', reports: 321 },
    { id: 7, username: 'field.monitor', reports: 118 },
  ],
  user_types: { submissions: 1234, verified_reports: 612, stories_created: 15 },
};

/** The same range with nothing in it: every week at 0, no tags, keywords or users, no median. */
export const emptyAnalytics: Analytics = {
  ...sampleAnalytics,
  counters: { total: 0, verified: 0, closed: 0, urgent: 0, median_hours_to_verification: null },
  weeks: sampleAnalytics.weeks.map((week) => ({ ...week, count: 0 })),
  tags: [],
  keywords: [],
  top_users: [],
  user_types: { submissions: 0, verified_reports: 0, stories_created: 0 },
};
