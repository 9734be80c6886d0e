/** Exporting reports, English source. */
export const exportEn = {
  'export.tab': 'Export reports',
  'export.tabs': 'Administration sections',
  'export.title': 'Export reports',
  'export.intro': 'Choose the reports with the filters, then download them in the format you need.',
  'export.format': 'Format',
  'export.format.csv': 'CSV (spreadsheet)',
  'export.format.geojson': 'GeoJSON (maps)',
  'export.format.kml': 'KML (Google Earth)',
  'export.media': 'Include media (zip)',
  'export.mediaHint': 'The download becomes a zip holding the reports and their photos, videos, audio and documents.',
  'export.count': '{count, plural, =0 {No report matches.} one {# report matches.} other {# reports match.}}',
  'export.counting': 'Counting the reports…',
  'export.download': 'Download',
  'export.started': 'The download has started.',
  'export.disabled': 'Export is switched off on this installation.',
} as const;
