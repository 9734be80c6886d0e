/**
 * Reading an import archive (docs/reports.md "Export and import"): a zip made by export, holding
 * `reports.geojson` or `reports.csv` and a `media/` folder. Yields one result per report row; the
 * caller creates the reports (source 'import') and ingests their media from the temporary paths.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CsvError, parse } from 'csv-parse';
import { limits, type ValidationKey } from '@fieldwatch/core';
import { payloadTooLarge } from '../errors.js';
import { saveUpload } from '../uploads.js';
import { invalidImportFile } from './errors.js';
import { readGeoJsonFeatures } from './geojsonReader.js';
import { checkReport, isRefused, rawFromCsv, rawFromFeature, type ImportReportInput, type RawReport } from './importRows.js';
import { ZipArchive, type ZipEntry } from './zipReader.js';

export interface ImportLimits {
  /** the zip as uploaded */
  maxArchiveBytes: number;
  /** everything in it unpacked: where a zip bomb stops */
  maxUncompressedBytes: number;
  maxEntries: number;
  /** reports in the file; above it the whole import is refused (413) before any row is read */
  maxRows: number;
  /** one report's text in the reports file */
  maxRowBytes: number;
}

const defaultImportLimits: ImportLimits = {
  maxArchiveBytes: limits.importMaxBytes,
  // media is stored uncompressed in an export; the reports file may shrink tenfold
  maxUncompressedBytes: 2 * limits.importMaxBytes,
  maxEntries: 50_000,
  maxRows: limits.importMaxRows,
  maxRowBytes: 1024 * 1024,
};

export interface ImportOptions {
  /** where the archive is unpacked (a folder is made in it, and removed when reading ends) */
  tempFolder: string;
  limits?: Partial<ImportLimits>;
}

interface ImportedMediaFile {
  /** display name: the archive's file name without the `<id>-` an export puts before it */
  name: string;
  /** a temporary file, valid until the iteration ends */
  path: string;
}

export interface ImportedRow {
  /** position of the report in the file, from 1 (for CSV, the header is not counted) */
  row: number;
  input: ImportReportInput;
  media: ImportedMediaFile[];
  /** names in the row's media list with no such file in the archive (left out, not refused) */
  missingMedia: string[];
}

export interface RejectedRow {
  row: number;
  title: string;
  reason: string;
  fields: Record<string, ValidationKey>;
}

export type ImportRow = ImportedRow | RejectedRow;

export const isRejectedRow = (row: ImportRow): row is RejectedRow => !('input' in row);

type ReportsFormat = 'geojson' | 'csv';

interface ReportsFile {
  entry: ZipEntry;
  format: ReportsFormat;
  /** the folder holding it, '' or 'name/' (an export zipped again inside a folder still imports) */
  folder: string;
}

/**
 * Opens the archive and yields its rows. Whole-archive problems throw before the first row: 400
 * VALIDATION_ERROR `{file: 'invalidFileType'}` (not a zip, damaged, unsafe paths, no reports file,
 * unreadable CSV/GeoJSON) or 413 PAYLOAD_TOO_LARGE (archive, unpacked size, entries or rows over the
 * limits). Temporary files are removed when the iteration ends, however it ends (also on `break`);
 * an archive given as a path is read where it is and left to its owner.
 */
export async function* readImportArchive(source: string | NodeJS.ReadableStream, options: ImportOptions): AsyncGenerator<ImportRow> {
  const importLimits: ImportLimits = { ...defaultImportLimits, ...options.limits };
  await mkdir(options.tempFolder, { recursive: true });
  const work = await mkdtemp(join(options.tempFolder, 'import-'));
  try {
    let archivePath = join(work, 'archive.zip');
    // an uploaded archive is saved first, refused (413, reading stopped) past the size limit
    if (typeof source === 'string') archivePath = await checkedPath(source, importLimits);
    else await saveUpload(source, archivePath, importLimits.maxArchiveBytes);
    const archive = await ZipArchive.open(archivePath, importLimits);
    try {
      const reports = findReportsFile(archive);
      const reportsPath = join(work, `reports.${reports.format}`);
      await archive.extract(reports.entry, reportsPath);
      const rows = () => readRows(reports.format, reportsPath, importLimits.maxRowBytes);

      // a first pass reads the whole file: a broken file or one over the limit changes nothing
      let count = 0;
      for await (const _ of rows()) if (++count > importLimits.maxRows) throw payloadTooLarge();

      const media = new MediaFiles(archive, reports.folder, join(work, 'media'));
      let row = 0;
      for await (const raw of rows()) {
        row += 1;
        if (raw === 'tooLarge') {
          yield {
            row,
            title: '',
            reason: `The report is larger than ${importLimits.maxRowBytes} bytes.`,
            fields: { report: 'invalidValue' },
          };
          continue;
        }
        const checked = checkReport(raw);
        if (isRefused(checked)) {
          yield { row, ...checked };
          continue;
        }
        const found: ImportedMediaFile[] = [];
        const missingMedia: string[] = [];
        for (const name of checked.media) {
          const file = await media.extract(name);
          if (file) found.push(file);
          else missingMedia.push(name);
        }
        yield { row, input: checked.input, media: found, missingMedia };
      }
    } finally {
      await archive.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function checkedPath(path: string, importLimits: ImportLimits): Promise<string> {
  if ((await stat(path)).size > importLimits.maxArchiveBytes) throw payloadTooLarge();
  return path;
}

const reportsFilePattern = /^(?:([^/]+)\/)?reports\.(geojson|csv)$/;

/** `reports.geojson`, else `reports.csv`, at the top or inside one folder (macOS's `__MACOSX` aside). */
function findReportsFile(archive: ZipArchive): ReportsFile {
  const candidates: ReportsFile[] = [];
  for (const entry of archive.entries.values()) {
    const match = reportsFilePattern.exec(entry.name);
    if (!match || match[1] === '__MACOSX') continue;
    candidates.push({ entry, format: match[2] as ReportsFormat, folder: match[1] ? `${match[1]}/` : '' });
  }
  const rank = (file: ReportsFile) => (file.folder === '' ? 0 : 2) + (file.format === 'geojson' ? 0 : 1);
  candidates.sort((a, b) => rank(a) - rank(b) || a.entry.name.localeCompare(b.entry.name));
  const found = candidates[0];
  if (!found) throw invalidImportFile('The zip file holds no reports.geojson or reports.csv.');
  return found;
}

/** Media files of the archive, unpacked the first time a row asks for them, under our own names. */
class MediaFiles {
  private readonly extracted = new Map<string, ImportedMediaFile>();
  private folderMade = false;

  constructor(
    private readonly archive: ZipArchive,
    private readonly reportsFolder: string,
    private readonly folder: string,
  ) {}

  async extract(name: string): Promise<ImportedMediaFile | undefined> {
    // a plain file name only: "media/../reports.csv" or "sub/x.jpg" is not a media file of the row
    if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') return undefined;
    const known = this.extracted.get(name);
    if (known) return known;
    const entry = this.archive.entries.get(`${this.reportsFolder}media/${name}`);
    if (!entry) return undefined;
    if (!this.folderMade) {
      await mkdir(this.folder, { recursive: true });
      this.folderMade = true;
    }
    const path = join(this.folder, String(this.extracted.size + 1));
    await this.archive.extract(entry, path);
    const file = { name: name.replace(/^\d+-(?=.)/, ''), path };
    this.extracted.set(name, file);
    return file;
  }
}

/** The rows of the reports file, in order: raw fields, or 'tooLarge' for a row over the limit. */
async function* readRows(format: ReportsFormat, path: string, maxRowBytes: number): AsyncGenerator<RawReport | 'tooLarge'> {
  if (format === 'geojson') {
    for await (const item of readGeoJsonFeatures(path, maxRowBytes)) yield 'tooLarge' in item ? 'tooLarge' : rawFromFeature(item.feature);
    return;
  }
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      // a short row is refused on its own (missing fields), not the whole file
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: maxRowBytes,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<Record<string, string>>) yield rawFromCsv(record);
  } catch (error) {
    if (error instanceof CsvError) throw invalidImportFile(`reports.csv cannot be read (${error.message}).`);
    throw error;
  }
}
