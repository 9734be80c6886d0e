/** Stories: the list, a story as it reads (dashboard, public address, `<report-story>`), English source. */
export const storiesEn = {
  'stories.title': 'Stories',
} as const;
