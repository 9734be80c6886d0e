/**
 * Test support for the media and transfer modules: a context with a fresh DATA_DIR and storage (on
 * disk, or in a test bucket with TEST_STORAGE=s3) and small sample files of every kind, made here
 * (sharp draws images; the other formats are minimal valid headers).
 */
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { testConfig } from '../test/harness.js';
import { diskStoredKeys, startTestBucket, testStorageKind, type TestStorageKind } from '../test/storage.js';
import { createMediaStorage, type MediaContext } from './storage.js';

export interface TestMediaContext extends MediaContext {
  /** the keys of every stored file, sorted */
  storedKeys(): Promise<string[]>;
  cleanUp(): Promise<void>;
}

export async function testMediaContext(options: { now?: () => Date; storage?: TestStorageKind } = {}): Promise<TestMediaContext> {
  const bucket = (options.storage ?? testStorageKind()) === 's3' ? await startTestBucket() : undefined;
  const config = testConfig({ s3: bucket?.config });
  const storage = createMediaStorage(config);
  return {
    config,
    now: options.now ?? (() => new Date()),
    storage,
    storedKeys: () => (bucket ? bucket.keys() : diskStoredKeys(config.dataDir)),
    async cleanUp() {
      storage.close();
      await bucket?.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export const streamOf = (bytes: Uint8Array | string): NodeJS.ReadableStream => Readable.from([Buffer.from(bytes)]);

/** A photo as a phone takes it: sideways (EXIF orientation 6) and with GPS coordinates. */
export async function phonePhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'FieldCam', Model: 'Secret-Serial-42' },
      // IFD3 is the GPS directory in libvips
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 42/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 14/1 30/1' },
    })
    .toBuffer();
}

export const pngImage = (width = 300, height = 200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const pdfDocument = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** One silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz: 417 bytes), twice. */
export function mp3Audio(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([frame, frame]);
}

/** A WAV file holding 100 ms of 8 kHz 8-bit mono silence. */
export function wavAudio(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 0x80)]);
}

/** The ftyp box of an MP4 file (`isom`), followed by an empty free box. */
export function mp4Video(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const free = Buffer.alloc(16);
  free.writeUInt32BE(16, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

/** The EBML header of a WebM file (DocType "webm"). */
export function webmMedia(): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const one = (value: number) => Buffer.from([value]);
  const body = Buffer.concat([
    element([0x42, 0x86], one(1)),
    element([0x42, 0xf7], one(1)),
    element([0x42, 0xf2], one(4)),
    element([0x42, 0xf3], one(8)),
    element([0x42, 0x82], Buffer.from('webm', 'latin1')),
    element([0x42, 0x87], one(4)),
    element([0x42, 0x85], one(2)),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, Buffer.alloc(64)]);
}

/** The start of a Windows executable (DOS header with its "MZ" magic). */
export function windowsExecutable(): Buffer {
  const exe = Buffer.alloc(128);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(64, 60);
  exe.write('PE\0\0', 64, 'latin1');
  return exe;
}

export const htmlPage = (): Buffer => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export const svgImage = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
