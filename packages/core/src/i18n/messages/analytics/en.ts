/** Analytics: range, charts and their tables, counters, map, keywords, top users, English source. */
export const analyticsEn = {
  'analytics.title': 'Analytics',
} as const;
