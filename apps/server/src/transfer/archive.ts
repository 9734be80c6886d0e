/**
 * An export with media (docs/reports.md "Export and import"): one zip holding `reports.<format>` and
 * `media/<file>` for every media file of the exported reports.
 */
import { Readable } from 'node:stream';
import { exportFile, exportContentType, exportFileName, type ExportFormat } from './formats.js';
import { mediaFileName, type ExportMedia, type ExportRow } from './fields.js';
import { zipStream, type ZipSource } from './zip.js';

export interface ExportArchiveOptions {
  format: ExportFormat;
  rows: AsyncIterable<ExportRow>;
  /**
   * The stored original of a media file (the route finds its storage key and calls `openStored`);
   * null leaves the file out, e.g. when it is missing on disk: one lost file should not fail an export.
   */
  openMedia: (media: ExportMedia) => Promise<NodeJS.ReadableStream | null>;
  /** the time written into the archive's entries */
  now?: Date;
}

/**
 * The zip's bytes. Rows are read once, while `reports.<format>` is written; the media files follow it,
 * because a streamed zip cannot interleave entries. Meanwhile only the media's id, name and type are
 * kept (a few dozen bytes each), never the rows.
 */
export function exportArchive(options: ExportArchiveOptions): AsyncGenerator<Uint8Array> {
  const { format, rows, openMedia } = options;
  const modified = options.now ?? new Date();
  const media = new Map<number, ExportMedia>();

  async function* rowsNotingMedia(): AsyncGenerator<ExportRow> {
    for await (const row of rows) {
      for (const { id, name, type, mime } of row.report.media) media.set(id, { id, name, type, mime });
      yield row;
    }
  }

  async function* sources(): AsyncGenerator<ZipSource> {
    yield { name: `reports.${format}`, data: exportFile(format, rowsNotingMedia()), compress: true, modified };
    for (const item of media.values()) {
      const stream = await openMedia(item);
      if (stream) yield { name: `media/${mediaFileName(item)}`, data: stream, compress: false, modified };
    }
  }

  return zipStream(sources());
}

export type ExportDownloadOptions =
  { format: ExportFormat; rows: AsyncIterable<ExportRow>; media?: false; now?: Date } | ({ media: true } & ExportArchiveOptions);

export interface ExportDownload {
  contentType: string;
  fileName: string;
  stream: Readable;
}

/** Everything a route sends for `POST /organization/{id}/reports/export`: headers and a Node stream. */
export function exportDownload(options: ExportDownloadOptions): ExportDownload {
  const now = options.now ?? new Date();
  if (options.media === true) {
    return {
      contentType: exportContentType('zip'),
      fileName: exportFileName('zip', now),
      stream: Readable.from(exportArchive({ ...options, now }), { objectMode: false }),
    };
  }
  return {
    contentType: exportContentType(options.format),
    fileName: exportFileName(options.format, now),
    stream: Readable.from(exportFile(options.format, options.rows), { objectMode: false }),
  };
}
