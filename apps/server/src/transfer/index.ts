export { exportColumns, exportFields, mediaFileName, type ExportColumn, type ExportFields, type ExportMedia, type ExportRow } from './fields.js';
export { csvExport, neutraliseFormula } from './csv.js';
export { geojsonExport } from './geojson.js';
export { kmlExport, escapeXml } from './kml.js';
export { exportFormats, exportContentType, exportFileName, exportFile, type ExportFormat, type ExportFileType } from './formats.js';
export { zipStream, zipMaxBytes, zipMaxEntries, ZipTooLargeError, type ZipSource } from './zip.js';
export { exportArchive, exportDownload, type ExportArchiveOptions, type ExportDownload, type ExportDownloadOptions } from './archive.js';
export {
  readImportArchive,
  isRejectedRow,
  defaultImportLimits,
  type ImportLimits,
  type ImportOptions,
  type ImportRow,
  type ImportedRow,
  type ImportedMediaFile,
  type RejectedRow,
} from './import.js';
export type { ImportReportInput } from './importRows.js';
