export type { ExportRow } from './fields.js';
export { exportDownload, type ExportDownload } from './archive.js';
export { readImportArchive, isRejectedRow, type ImportedRow, type RejectedRow } from './import.js';
