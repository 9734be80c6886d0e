/** Labels shared by every report screen (list, view, map popup), English source. */
export const reportEn = {
  'report.lifecycle.new': 'New',
  'report.lifecycle.started': 'In Progress',
  'report.lifecycle.closed': 'Closed',
  'report.urgency.minor': 'Important',
  'report.urgency.moderate': 'Urgent',
  'report.urgency.critical': 'Critical',
  'report.urgency.none': 'No urgency',
  'report.verified': 'Verified',
  'report.unverified': 'Unverified',
  'report.visibility.public': 'Public',
  'report.visibility.private': 'Private',
  'report.newMarker': 'New',
  'report.urgentIcon': 'Urgent',
} as const;
