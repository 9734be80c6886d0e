import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { asyncOf } from '../transfer/testing.js';
import { ingestUpload, type IngestedMedia } from './ingest.js';
import { mediaTempFolder } from './storage.js';
import {
  htmlPage,
  mp3Audio,
  mp4Video,
  pdfDocument,
  phonePhoto,
  pngImage,
  streamOf,
  svgImage,
  testMediaContext,
  wavAudio,
  webmMedia,
  windowsExecutable,
  type TestMediaContext,
} from './testing.js';

let ctx: TestMediaContext;
beforeEach(async () => {
  ctx = await testMediaContext();
});
afterEach(() => ctx.cleanUp());

const upload = (bytes: Buffer, filename = 'file.bin', mimetype = 'application/octet-stream') =>
  ingestUpload(ctx, { filename, mimetype, stream: streamOf(bytes) });

/** A stored file's bytes, from whichever storage the test runs on. */
const storedBytes = async (storageKey: string) => buffer((await ctx.storage.open(storageKey)).stream);
const storedFiles = (media: IngestedMedia) => Promise.all([media.storageKey, ...media.variants.map((v) => v.storageKey)].map(storedBytes));

/** Every file under a folder, recursively (empty when the folder does not exist). */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function expectApiError(promise: Promise<unknown>, status: number, fields?: Record<string, string>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  if (fields) expect((error as ApiError).fields).toEqual(fields);
}

/** A stream that says how far it was read: `head`, then `total` bytes of `fill` in 16 kB chunks. */
function endlessUpload(head: Buffer, total: number, fill = 0) {
  const read = { chunks: 0, bytes: 0 };
  const chunk = Buffer.alloc(16 * 1024, fill);
  function* chunks() {
    yield head;
    while (read.bytes < total) {
      read.chunks += 1;
      read.bytes += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(asyncOf(chunks())), read };
}

describe('images', () => {
  it('stores a phone photo upright, without EXIF or GPS, with four sizes that are never enlarged', async () => {
    const photo = await phonePhoto(640, 480);
    // the sample really carries what must go: orientation, camera serial, GPS directory (tag 0x8825)
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(photo.includes('Secret-Serial-42')).toBe(true);

    const media = await upload(photo, 'IMG_0001.JPG', 'image/jpeg');

    // orientation 6 means "turn 90°": 640×480 as shot is 480×640 upright
    expect(media).toMatchObject({ kind: 'image', mime: 'image/jpeg', name: 'IMG_0001.JPG', width: 480, height: 640 });
    expect(media.variants.map(({ size, width, height, mime }) => ({ size, width, height, mime }))).toEqual([
      { size: 'thumbnail', width: 113, height: 150, mime: 'image/webp' },
      { size: 'small', width: 360, height: 480, mime: 'image/webp' },
      { size: 'medium', width: 480, height: 640, mime: 'image/webp' },
      { size: 'large', width: 480, height: 640, mime: 'image/webp' },
    ]);

    for (const bytes of await storedFiles(media)) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('Secret-Serial-42')).toBe(false);
    }
    expect((await sharp(await storedBytes(media.storageKey)).metadata()).format).toBe('jpeg');
    expect((await sharp(await storedBytes(media.variants[0]!.storageKey)).metadata()).format).toBe('webp');
  });

  it('reports the stored sizes and places files under generated names media/ab/cd/<uuid>[.size]', async () => {
    const media = await upload(await pngImage(3000, 1000), '../../etc/passwd.png', 'image/png');
    expect(media.storageKey).toMatch(/^([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{4}-[0-9a-f-]{27}$/);
    expect(media.variants.map((v) => v.storageKey)).toEqual(
      ['thumbnail', 'small', 'medium', 'large'].map((s) => `${media.storageKey}.${s}`),
    );
    expect(media.bytes).toBe(await ctx.storage.size(media.storageKey));
    for (const variant of media.variants) expect(variant.bytes).toBe(await ctx.storage.size(variant.storageKey));
    expect(media.variants.map((v) => [v.width, v.height])).toEqual([
      [150, 50],
      [480, 160],
      [960, 320],
      [1920, 640],
    ]);
    // the client's name is only a display name, and only its last segment
    expect(media.name).toBe('passwd.png');
    expect((await ctx.storedKeys()).every((key) => !key.includes('passwd'))).toBe(true);
  });

  it('keeps a PNG lossless and its transparency in every size', async () => {
    const media = await upload(await pngImage(200, 100), 'map.png', 'image/png');
    expect(media.mime).toBe('image/png');
    for (const bytes of await storedFiles(media)) expect((await sharp(bytes).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ['AVIF', 'image/avif', 'image/jpeg', 'jpeg'],
    ['GIF', 'image/gif', 'image/png', 'png'],
    ['WebP', 'image/webp', 'image/webp', 'webp'],
  ] as const)('re-encodes %s as %s (an original that any tool opens)', async (_, inputMime, storedMime, storedFormat) => {
    const canvas = sharp({ create: { width: 64, height: 48, channels: 3, background: '#246' } });
    const encoded = { 'image/avif': () => canvas.avif(), 'image/gif': () => canvas.gif(), 'image/webp': () => canvas.webp() }[inputMime]();
    const media = await upload(await encoded.toBuffer(), 'picture', inputMime);
    expect(media).toMatchObject({ kind: 'image', mime: storedMime, width: 64, height: 48 });
    expect((await sharp(await storedBytes(media.storageKey)).metadata()).format).toBe(storedFormat);
  });

  it('refuses a file that looks like an image in its first bytes but that sharp cannot decode', async () => {
    const brokenPng = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectApiError(upload(brokenPng, 'broken.png', 'image/png'), 400, { media: 'invalidFileType' });
    const truncatedJpeg = (await phonePhoto()).subarray(0, 900);
    await expectApiError(upload(truncatedJpeg, 'cut.jpg', 'image/jpeg'), 400, { media: 'invalidFileType' });
    expect(await ctx.storedKeys()).toEqual([]);
    expect(filesUnder(mediaTempFolder(ctx))).toEqual([]);
  });
});

describe('other kinds', () => {
  it.each([
    ['report.pdf', pdfDocument, 'document', 'application/pdf'],
    ['voice.mp3', mp3Audio, 'audio', 'audio/mpeg'],
    ['voice.wav', wavAudio, 'audio', 'audio/wav'],
    ['clip.mp4', mp4Video, 'video', 'video/mp4'],
    ['clip.webm', webmMedia, 'video', 'video/webm'],
  ] as const)('stores %s as it came, typed from its bytes', async (filename, make, kind, mime) => {
    const bytes = make();
    // a wrong declared type changes nothing
    const media = await upload(bytes, filename, 'text/plain');
    expect(media).toMatchObject({ kind, mime, bytes: bytes.length, name: filename, width: null, height: null, variants: [] });
    expect((await storedBytes(media.storageKey)).equals(bytes)).toBe(true);
  });

  it('takes WebM as audio when the client says it is audio (the bytes cannot tell)', async () => {
    const media = await upload(webmMedia(), 'memo.webm', 'audio/webm;codecs=opus');
    expect(media).toMatchObject({ kind: 'audio', mime: 'audio/webm' });
  });
});

describe('refused files', () => {
  it.each([
    ['an HTML page named .jpg', htmlPage(), 'photo.jpg', 'image/jpeg'],
    ['an SVG image (scripts inside)', svgImage(), 'logo.svg', 'image/svg+xml'],
    ['a Windows executable', windowsExecutable(), 'invoice.pdf', 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    ['plain text', Buffer.from('just some notes\n'), 'notes.mp3', 'audio/mpeg'],
  ])('refuses %s with 400 invalidFileType and keeps nothing', async (_, bytes, filename, mimetype) => {
    await expectApiError(upload(bytes, filename, mimetype), 400, { media: 'invalidFileType' });
    expect(await ctx.storedKeys()).toEqual([]);
    expect(filesUnder(mediaTempFolder(ctx))).toEqual([]);
  });

  it('stops reading a refused type as soon as its first bytes are seen', async () => {
    const { stream, read } = endlessUpload(windowsExecutable(), 50 * 1024 * 1024);
    await expectApiError(ingestUpload(ctx, { filename: 'a.jpg', mimetype: 'image/jpeg', stream }), 400, { media: 'invalidFileType' });
    expect(read.bytes).toBeLessThan(256 * 1024);
    expect(filesUnder(mediaTempFolder(ctx))).toEqual([]);
  });
});

describe('size limits', () => {
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

  it('stops reading an image as soon as it passes the image limit (413)', async () => {
    const { stream, read } = endlessUpload(jpegStart, 50 * 1024 * 1024);
    const upload = ingestUpload(ctx, { filename: 'big.jpg', mimetype: 'image/jpeg', stream }, { maxBytes: { image: 200 * 1024 } });
    await expectApiError(upload, 413);
    // the limit plus what the pipeline had in flight, far from the 50 MB offered
    expect(read.bytes).toBeLessThan(600 * 1024);
    expect(filesUnder(mediaTempFolder(ctx))).toEqual([]);
  });

  it('stops reading an unrecognised upload once it passes the largest limit of any kind (413)', async () => {
    const { stream, read } = endlessUpload(Buffer.alloc(0), 50 * 1024 * 1024);
    const maxBytes = { image: 100 * 1024, video: 300 * 1024, audio: 100 * 1024, document: 100 * 1024 };
    await expectApiError(ingestUpload(ctx, { filename: 'x', mimetype: 'video/mp4', stream }, { maxBytes }), 413);
    expect(read.bytes).toBeGreaterThan(300 * 1024);
    expect(read.bytes).toBeLessThan(700 * 1024);
    expect(filesUnder(mediaTempFolder(ctx))).toEqual([]);
  });

  it('applies the limit of the kind, not the largest one, to a file under the largest', async () => {
    const pdf = Buffer.concat([pdfDocument(), Buffer.alloc(150 * 1024, 0x20)]);
    const maxBytes = { document: 100 * 1024, video: 500 * 1024 };
    await expectApiError(ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdf) }, { maxBytes }), 413);
    const small = await ingestUpload(
      ctx,
      { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdfDocument()) },
      { maxBytes },
    );
    expect(small.kind).toBe('document');
  });

  it('refuses a file the multipart parser cut at its own limit (busboy marks it truncated)', async () => {
    const stream = Object.assign(streamOf(pdfDocument()), { truncated: true });
    await expectApiError(ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream }), 413);
    expect(await ctx.storedKeys()).toEqual([]);
  });

  it('uses the limits of core limits.ts by default', async () => {
    // 20 MB and a byte is too much for an image even though a video may be 200 MB
    const { stream, read } = endlessUpload(jpegStart, 21 * 1024 * 1024, 0xff);
    await expectApiError(ingestUpload(ctx, { filename: 'big.jpg', mimetype: 'image/jpeg', stream }), 413);
    expect(read.bytes).toBeLessThan(21 * 1024 * 1024);
  });
});
