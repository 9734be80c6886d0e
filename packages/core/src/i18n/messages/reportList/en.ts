/** The report list, English source. */
export const reportListEn = {
  'reportList.label': 'Reports',
  'reportList.loading': 'Loading reports…',
  'reportList.loadingMore': 'Loading more reports…',
  'reportList.empty': 'No reports match these filters.',
  'reportList.emptyFolder': 'This folder has no reports yet.',
  'reportList.error': 'The reports could not be loaded.',
  'reportList.retry': 'Try again',
  'reportList.searchCount': '{count, plural, =0 {No results} one {# result} other {# results}} for “{query}”',
  'reportList.total': '{count, plural, =0 {No reports} one {# report} other {# reports}}',
  // past limits.reportTotalExactMax the server stops counting (total_exact: false)
  'reportList.totalAtLeast': '{count, plural, one {#+ report} other {#+ reports}}',
  'reportList.searchCountAtLeast': '{count, plural, one {#+ result} other {#+ results}} for “{query}”',
  'reportList.end': 'All reports are shown.',
  // live updates: reports published since the list was loaded; the button loads them at the top
  'reportList.newReports': '{count, plural, one {# new report} other {# new reports}}',
  'reportList.backToAll': 'Back to all reports',
  'reportList.folder': 'Folder: {name}',
  'reportList.newReport': 'New report',
} as const;
