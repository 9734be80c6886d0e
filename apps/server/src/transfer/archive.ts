/**
 * An export with media (docs/reports.md "Export and import"): one zip holding `reports.<format>` and
 * `media/<file>` for every media file of the exported reports.
 */
import { Readable } from 'node:stream';
import { exportFailureEntry, exportFailureLine } from '@fieldwatch/core';
import { exportFile, exportContentType, exportFileName, type ExportFormat } from './formats.js';
import { mediaFileName, type ExportMedia, type ExportPages, type ExportRow } from './fields.js';
import { zipStream, type ZipSource } from './zip.js';

export interface ExportArchiveOptions {
  format: ExportFormat;
  rows: ExportPages;
  /**
   * The stored original of a media file (the route finds its storage key and calls `openStored`);
   * null leaves the file out, e.g. when it is missing on disk: one lost file should not fail an export.
   */
  openMedia: (media: ExportMedia) => Promise<NodeJS.ReadableStream | null>;
  /** the time written into the archive's entries */
  now?: Date;
  /** told of a failure that happened after the first bytes had left (the file then ends with the marker) */
  onFailure?: (error: unknown) => void;
}

/**
 * A text export that fails once its first bytes have left — the status line is sent, so no error status is
 * possible any more — ends with one last line, `#error,export failed`, instead of simply stopping: a client
 * (and a person opening the file) can tell it from a complete file (docs/reports.md, "A failed export").
 */
async function* endingWithMarker(chunks: AsyncIterable<string>, onFailure: (error: unknown) => void): AsyncGenerator<string> {
  try {
    yield* chunks;
  } catch (error) {
    onFailure(error);
    yield `\r\n${exportFailureLine}\r\n`;
  }
}

/**
 * Text in pieces of at least this many characters. The writers yield about one report at a time; a
 * write per report would cost the socket and the compression more than writing the report itself.
 */
const pieceChars = 64 * 1024;

async function* inPieces(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const chunk of chunks) {
    piece += chunk;
    if (piece.length < pieceChars) continue;
    yield piece;
    piece = '';
  }
  if (piece) yield piece;
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
  let failed = false;
  const onFailure = (error: unknown) => {
    failed = true;
    options.onFailure?.(error);
  };

  /** A media file that breaks off while read ends its entry there; the archive then ends with ERROR.txt. */
  async function* mediaData(stream: NodeJS.ReadableStream): AsyncGenerator<Uint8Array | string> {
    try {
      yield* stream as AsyncIterable<Uint8Array | string>;
    } catch (error) {
      onFailure(error);
    }
  }

  async function* rowsNotingMedia(): AsyncGenerator<readonly ExportRow[]> {
    for await (const page of rows) {
      for (const row of page) for (const { id, name, type, mime } of row.report.media) media.set(id, { id, name, type, mime });
      yield page;
    }
  }

  async function* sources(): AsyncGenerator<ZipSource> {
    yield {
      name: `reports.${format}`,
      data: inPieces(endingWithMarker(exportFile(format, rowsNotingMedia()), onFailure)),
      compress: true,
      modified,
    };
    for (const item of media.values()) {
      if (failed) break;
      const stream = await openMedia(item);
      if (stream) yield { name: `media/${mediaFileName(item)}`, data: mediaData(stream), compress: false, modified };
    }
    // a complete zip, so that it opens; its last entry says that the rest is missing
    if (failed) yield { name: exportFailureEntry, data: Readable.from([`${exportFailureLine}\r\n`]), compress: false, modified };
  }

  return zipStream(sources());
}

export type ExportDownloadOptions =
  | { format: ExportFormat; rows: ExportPages; media?: false; now?: Date; onFailure?: (error: unknown) => void }
  | ({ media: true } & ExportArchiveOptions);

export interface ExportDownload {
  contentType: string;
  fileName: string;
  stream: Readable;
}

/**
 * The rows, once the first of them is read. A query that fails at once fails here, before any byte is sent,
 * so the request is answered with an error status rather than 200 and a file that stops after its header.
 */
async function started<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    [Symbol.asyncIterator]: () => {
      let pending: IteratorResult<T> | undefined = first;
      return {
        next: () => {
          if (!pending) return iterator.next();
          const result = pending;
          pending = undefined;
          return Promise.resolve(result);
        },
        return: async (value?: unknown) => (await iterator.return?.(value)) ?? { done: true, value: undefined },
      };
    },
  };
}

/** Everything a route sends for `POST /organization/{id}/reports/export`: headers and a Node stream. */
export async function exportDownload(options: ExportDownloadOptions): Promise<ExportDownload> {
  const now = options.now ?? new Date();
  const rows = await started(options.rows);
  if (options.media === true) {
    return {
      contentType: exportContentType('zip'),
      fileName: exportFileName('zip', now),
      stream: Readable.from(exportArchive({ ...options, rows, now }), { objectMode: false }),
    };
  }
  const onFailure = options.onFailure ?? (() => {});
  return {
    contentType: exportContentType(options.format),
    fileName: exportFileName(options.format, now),
    stream: Readable.from(inPieces(endingWithMarker(exportFile(options.format, rows), onFailure)), { objectMode: false }),
  };
}
