/**
 * Streaming zip writing with fflate: entries are written one after the other and each chunk leaves as
 * soon as it is made, so an archive of gigabytes of media passes through a few chunks of memory.
 */
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';

export interface ZipSource {
  /** path inside the archive, `/`-separated */
  name: string;
  data: AsyncIterable<Uint8Array | string>;
  /** deflate text; store media, which is compressed already (deflating JPEG or MP4 only costs CPU) */
  compress: boolean;
  modified?: Date;
}

/**
 * fflate writes classic zip only (no Zip64): offsets and sizes are 32-bit and the entry count 16-bit.
 * Past these the archive would be silently corrupt, so the stream fails instead.
 */
const zipMaxBytes = 0xffff_ffff - 64 * 1024;
const zipMaxEntries = 0xffff;

class ZipTooLargeError extends Error {
  constructor() {
    super('the archive would pass the 4 GB or 65,535-file limits of the zip format');
    this.name = 'ZipTooLargeError';
  }
}

const encoder = new TextEncoder();
const asBytes = (data: Uint8Array | string): Uint8Array => (typeof data === 'string' ? encoder.encode(data) : data);

/** The bytes of a zip archive holding `sources`, in order; a source is read only when its turn comes. */
export async function* zipStream(sources: AsyncIterable<ZipSource> | Iterable<ZipSource>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let written = 0;
  let entries = 0;
  // fflate calls back synchronously from push/end; the chunks wait here until the generator yields them
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });

  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    for (const chunk of ready.splice(0)) {
      written += chunk.length;
      if (written > zipMaxBytes) throw new ZipTooLargeError();
      yield chunk;
    }
  }

  try {
    for await (const source of sources) {
      if (++entries > zipMaxEntries) throw new ZipTooLargeError();
      const file: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } = source.compress
        ? new ZipDeflate(source.name, { level: 6 })
        : new ZipPassThrough(source.name);
      if (source.modified) file.mtime = source.modified;
      zip.add(file);
      for await (const data of source.data) {
        file.push(asBytes(data), false);
        yield* take();
      }
      file.push(new Uint8Array(0), true);
      yield* take();
    }
    zip.end();
    yield* take();
  } finally {
    zip.terminate();
  }
}
