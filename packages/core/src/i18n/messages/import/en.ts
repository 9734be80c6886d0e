/** The zip import drop zone, English source. */
export const importEn = {
  'import.hint': 'Drag and drop report .zip files here',
  'import.willReject': 'This file will be rejected !!',
  'import.notZip': 'Only a .zip file made by an export can be imported.',
  'import.choose': 'Import reports (.zip)',
  'import.title': 'Import reports',
  'import.file': 'File: {name}',
  'import.organization': 'Import into',
  'import.submit': 'Import',
  'import.created': '{count, plural, =0 {No report was created.} one {# report was created.} other {# reports were created.}}',
  'import.updated':
    '{count, plural, =0 {No report was updated.} one {# report already here was updated.} other {# reports already here were updated.}}',
  'import.skipped':
    '{count, plural, =0 {No report was skipped.} one {# report was already up to date and was skipped.} other {# reports were already up to date and were skipped.}}',
  'import.rejected': '{count, plural, =0 {No report was rejected.} one {# report was rejected:} other {# reports were rejected:}}',
  'import.row': 'Row {row}',
  'import.untitled': 'Untitled',
  'import.done': 'Done',
} as const;
