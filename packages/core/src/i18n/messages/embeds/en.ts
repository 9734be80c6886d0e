/** The embeddable elements, English source. */
export const embedsEn = {
  'embeds.latest': 'Latest reports',
  'embeds.noPublicReports': 'No public reports yet.',
  'embeds.showMore': 'Show more reports',
  'embeds.publicOff': 'Public reports are not shown at the moment.',
  'embeds.loading': 'Loading…',
} as const;
