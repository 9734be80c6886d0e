/** The export formats, their files and their HTTP headers (docs/reports.md "Export and import"). */
import { csvExport } from './csv.js';
import type { ExportPages } from './fields.js';
import { geojsonExport } from './geojson.js';
import { kmlExport } from './kml.js';

export const exportFormats = ['csv', 'geojson', 'kml'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** What a download is: one of the formats, or a zip of one of them with the media. */
export type ExportFileType = ExportFormat | 'zip';

const contentTypes: Record<ExportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  zip: 'application/zip',
};

export const exportContentType = (type: ExportFileType): string => contentTypes[type];

/** `fieldwatch-reports-2025-03-10.csv` (the UTC day): plain ASCII, safe in Content-Disposition. */
export const exportFileName = (type: ExportFileType, date: Date): string => `fieldwatch-reports-${date.toISOString().slice(0, 10)}.${type}`;

const writers: Record<ExportFormat, (pages: ExportPages) => AsyncGenerator<string>> = {
  csv: csvExport,
  geojson: geojsonExport,
  kml: kmlExport,
};

/** The text of an export, in chunks of a page of reports; pages are read only as the text is consumed. */
export const exportFile = (format: ExportFormat, pages: ExportPages): AsyncGenerator<string> => writers[format](pages);
