/**
 * Reading an uploaded zip safely. The archive is first saved to disk, then read through its central
 * directory (the authoritative list of entries and sizes at the end of the file), and only the
 * entries needed are unpacked, one at a time.
 *
 * Why not fflate's streaming Unzip: it finds the end of an entry written without sizes (as fflate's
 * own streaming Zip writes them, and so our exports) by searching the data for the next signature, so
 * a photo that happens to contain the bytes "PK\x07\x08" would be cut short. Why not `unzipSync`: it
 * holds the whole archive in memory. Decompression is Node's zlib, which streams with backpressure.
 *
 * Zip bombs and hostile archives:
 * - entry count and the total of declared sizes are capped before anything is unpacked;
 * - every entry is unpacked with a byte count that stops it the moment it passes its declared size,
 *   and its length and CRC-32 are checked at the end, so a lying header gains nothing;
 * - names with `..`, absolute paths, drive letters, backslashes or NUL refuse the whole archive, and
 *   unpacked files get our own names anyway (entry names are only looked up, never used as paths);
 * - encrypted, split and Zip64 archives are refused (an export is none of these; Zip64 only matters
 *   above 4 GB, far over the import limit).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { ApiError, payloadTooLarge } from '../errors.js';
import { invalidImportFile } from './errors.js';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: 0 | 8;
  compressedSize: number;
  size: number;
  crc: number;
  localHeaderOffset: number;
}

export interface ZipReadLimits {
  maxEntries: number;
  /** the sum of every entry's unpacked size */
  maxUncompressedBytes: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryHeader = 0x02014b50;
const localFileHeader = 0x04034b50;
const endRecordLength = 22;
const maxCommentLength = 0xffff;
const zip64Marker = 0xffffffff;

const corrupt = () => invalidImportFile('The zip file is damaged.');
const utf8 = new TextDecoder('utf-8', { fatal: true });

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw corrupt();
  return buffer;
}

/** A name that could only ever mean a file inside the folder the archive is unpacked into. */
function isSafeEntryName(name: string): boolean {
  if (name === '' || name.includes('\0') || name.includes('\\')) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').includes('..');
}

/**
 * Names are UTF-8 when flagged so, and in practice also when not (macOS and most tools write UTF-8
 * without the flag); anything else is read as Latin-1 rather than refused.
 */
function decodeName(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

export class ZipArchive {
  private constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    /** files by name; folders are left out */
    readonly entries: ReadonlyMap<string, ZipEntry>,
    /** where file data ends and the central directory begins */
    private readonly dataEnd: number,
  ) {}

  static async open(path: string, limits: ZipReadLimits): Promise<ZipArchive> {
    const handle = await open(path, 'r');
    try {
      const fileSize = (await handle.stat()).size;
      if (fileSize < endRecordLength) throw invalidImportFile('The file is not a zip archive.');
      const tailStart = Math.max(0, fileSize - endRecordLength - maxCommentLength);
      const tail = await readAt(handle, tailStart, fileSize - tailStart);
      let end = -1;
      for (let i = tail.length - endRecordLength; i >= 0; i--) {
        if (tail.readUInt32LE(i) === endOfCentralDirectory) {
          end = i;
          break;
        }
      }
      if (end < 0) throw invalidImportFile('The file is not a zip archive.');

      const disk = tail.readUInt16LE(end + 4);
      const directoryDisk = tail.readUInt16LE(end + 6);
      const entriesHere = tail.readUInt16LE(end + 8);
      const count = tail.readUInt16LE(end + 10);
      const directorySize = tail.readUInt32LE(end + 12);
      const directoryOffset = tail.readUInt32LE(end + 16);
      if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) throw invalidImportFile('Split zip archives are not supported.');
      if (count === 0xffff || directorySize === zip64Marker || directoryOffset === zip64Marker) {
        throw invalidImportFile('Zip64 archives are not supported.');
      }
      if (count > limits.maxEntries) throw payloadTooLarge();
      if (directoryOffset + directorySize > tailStart + end) throw corrupt();

      const directory = await readAt(handle, directoryOffset, directorySize);
      const entries = readCentralDirectory(directory, count, directoryOffset, limits);
      return new ZipArchive(handle, path, entries, directoryOffset);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /**
   * Unpacks one entry into `destination` (a new file). Stops as soon as the entry passes its declared
   * size; refuses it when its length or CRC-32 differ from the directory's.
   */
  async extract(entry: ZipEntry, destination: string): Promise<void> {
    const header = await readAt(this.handle, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== localFileHeader) throw corrupt();
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const end = start + entry.compressedSize;
    if (end > this.dataEnd) throw corrupt();

    let written = 0;
    let crc = 0;
    async function* checked(source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        written += chunk.length;
        // a bomb, or a header that lies: either way not one byte more than announced
        if (written > entry.size) throw corrupt();
        crc = crc32(chunk, crc);
        yield chunk;
      }
    }
    const data = entry.compressedSize === 0 ? Readable.from([]) : createReadStream(this.path, { start, end: end - 1 });
    const output = createWriteStream(destination, { flags: 'wx' });
    try {
      if (entry.method === 8) await pipeline(data, createInflateRaw(), checked, output);
      else await pipeline(data, checked, output);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // zlib's "invalid block type", "unexpected end of file"…
      throw corrupt();
    }
    if (written !== entry.size || crc >>> 0 !== entry.crc) throw corrupt();
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

function readCentralDirectory(directory: Buffer, count: number, directoryOffset: number, limits: ZipReadLimits): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  let position = 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (position + 46 > directory.length || directory.readUInt32LE(position) !== centralDirectoryHeader) throw corrupt();
    const flags = directory.readUInt16LE(position + 8);
    const method = directory.readUInt16LE(position + 10);
    const crc = directory.readUInt32LE(position + 16);
    const compressedSize = directory.readUInt32LE(position + 20);
    const size = directory.readUInt32LE(position + 24);
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const localHeaderOffset = directory.readUInt32LE(position + 42);
    const nameEnd = position + 46 + nameLength;
    if (nameEnd > directory.length) throw corrupt();
    const name = decodeName(directory.subarray(position + 46, nameEnd));
    position = nameEnd + extraLength + commentLength;

    if (!isSafeEntryName(name))
      throw invalidImportFile(`The zip file holds a path outside its folder: ${JSON.stringify(name.slice(0, 100))}.`);
    if (name.endsWith('/')) continue;
    if (flags & 1) throw invalidImportFile('Encrypted zip archives are not supported.');
    if (method !== 0 && method !== 8) throw invalidImportFile('The zip file uses an unsupported compression method.');
    if (compressedSize === zip64Marker || size === zip64Marker || localHeaderOffset === zip64Marker) {
      throw invalidImportFile('Zip64 archives are not supported.');
    }
    if (localHeaderOffset >= directoryOffset || (method === 0 && compressedSize !== size)) throw corrupt();
    if (entries.has(name)) throw invalidImportFile(`The zip file holds two files named ${JSON.stringify(name.slice(0, 100))}.`);
    total += size;
    if (total > limits.maxUncompressedBytes) throw payloadTooLarge();
    entries.set(name, { name, method, compressedSize, size, crc, localHeaderOffset });
  }
  return entries;
}
