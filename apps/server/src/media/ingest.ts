/**
 * One uploaded file → stored media (docs/reports.md "Media"). The upload streams to a temporary file
 * while its bytes are counted, so a 200 MB video never sits in memory; its type is read from its bytes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { ImageSize, MediaKind } from '@fieldwatch/core';
import { payloadTooLarge } from '../errors.js';
import { invalidFileType } from './errors.js';
import { renderImage, renderSingleImage } from './images.js';
import { newStorageKey, variantKey } from './keys.js';
import { acceptedType, largestMaxBytes, mediaMaxBytes, type AcceptedType, type MediaMaxBytes } from './kinds.js';
import { displayName } from './names.js';
import { mediaTempFolder, type MediaContext, type MediaStorage } from './storage.js';

export interface UploadedFile {
  /** the name the client sent: kept only as the display name */
  filename: string;
  /** the type the client declared: never trusted (see kinds.ts for its one harmless use) */
  mimetype: string;
  stream: NodeJS.ReadableStream;
}

interface IngestedVariant {
  size: ImageSize;
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}

export interface IngestedMedia {
  kind: MediaKind;
  /** the type the stored original is served as */
  mime: string;
  /** size of the stored original */
  bytes: number;
  /** display name: the client's file name, sanitised */
  name: string;
  storageKey: string;
  width: number | null;
  height: number | null;
  /** image sizes (thumbnail, small, medium, large); empty for other kinds */
  variants: IngestedVariant[];
}

export interface IngestOptions {
  /** limits per kind, for callers with other rules than a report's media (and for tests) */
  maxBytes?: Partial<MediaMaxBytes>;
  /** the kinds this upload may be (a story's cover: images only); any accepted kind when left out */
  kinds?: readonly MediaKind[];
}

/** Any kind we accept, or only some (`invalidFileType` for the others). */
type KindFilter = readonly MediaKind[] | undefined;
const acceptedOfKinds = (kinds: KindFilter, detectedMime: string | undefined, declaredMime: string): AcceptedType | undefined => {
  const type = acceptedType(detectedMime, declaredMime);
  return type && (!kinds || kinds.includes(type.kind)) ? type : undefined;
};

/** file-type needs a few kB for most formats; more lets it see past an MP3's ID3 tag early. */
const sniffBytes = 64 * 1024;

/**
 * Validates and stores one upload. Throws 400 VALIDATION_ERROR `{media: 'invalidFileType'}` for any
 * type we do not accept and 413 PAYLOAD_TOO_LARGE above the kind's limit; nothing is left behind on
 * any failure (temporary files and already stored files are removed).
 */
export async function ingestUpload(ctx: MediaContext, file: UploadedFile, options: IngestOptions = {}): Promise<IngestedMedia> {
  const maxBytes: MediaMaxBytes = { ...mediaMaxBytes, ...options.maxBytes };
  const tempFolder = mediaTempFolder(ctx);
  await mkdir(tempFolder, { recursive: true });
  // one folder per upload, so that one removal cleans up whatever step failed
  const workFolder = await mkdtemp(join(tempFolder, 'upload-'));
  try {
    const uploadPath = join(workFolder, 'upload');
    const bytes = await receive(file, uploadPath, maxBytes, options.kinds);
    // the whole file decides; the early look in `receive` only stops bad uploads sooner
    const type = acceptedOfKinds(options.kinds, (await fileTypeFromFile(uploadPath))?.mime, file.mimetype);
    if (type === undefined) throw invalidFileType();
    if (bytes > maxBytes[type.kind]) throw payloadTooLarge();

    const { storage } = ctx;
    const name = displayName(file.filename);
    if (type.kind === 'image') return await storeImage(storage, uploadPath, type, name, workFolder);
    const storageKey = newStorageKey();
    await storage.save(storageKey, uploadPath);
    return { kind: type.kind, mime: type.mime, bytes, name, storageKey, width: null, height: null, variants: [] };
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
}

/**
 * Streams the upload to `path` and returns its size. Stops reading (413) as soon as the count passes
 * the largest limit, or the limit of the kind seen in the first bytes; stops (400) as soon as those
 * bytes show a type we refuse.
 */
async function receive(file: UploadedFile, path: string, maxBytes: MediaMaxBytes, kinds: KindFilter): Promise<number> {
  let bytes = 0;
  let limit = largestMaxBytes(maxBytes);
  let head: Buffer[] | undefined = [];
  let headBytes = 0;

  const lookAtHead = async (chunks: Buffer[]) => {
    const detected = await fileTypeFromBuffer(Buffer.concat(chunks));
    // undetected in the first bytes: the whole file may still tell (decided after the upload)
    if (detected === undefined) return;
    const type = acceptedOfKinds(kinds, detected.mime, file.mimetype);
    if (type === undefined) throw invalidFileType();
    limit = maxBytes[type.kind];
  };

  await pipeline(
    file.stream,
    async function* count(source: AsyncIterable<Buffer | string>) {
      for await (const data of source) {
        const chunk = typeof data === 'string' ? Buffer.from(data) : data;
        bytes += chunk.length;
        if (head !== undefined) {
          head.push(chunk);
          headBytes += chunk.length;
          if (headBytes >= sniffBytes) {
            const chunks = head;
            head = undefined;
            await lookAtHead(chunks);
          }
        }
        if (bytes > limit) throw payloadTooLarge();
        yield chunk;
      }
    },
    createWriteStream(path, { flags: 'wx' }),
  );
  // @fastify/multipart (busboy) ends a file silently at its own size limit and marks it truncated
  if ((file.stream as { truncated?: boolean }).truncated === true) throw payloadTooLarge();
  return bytes;
}

/**
 * An upload that must be an image, re-encoded once as WebP no longer than `longSide` and saved under
 * `key` (the public site's images), replacing what was there. The same checks as report media: the type
 * read from the bytes, the image limit (413), no metadata kept; nothing is left behind on a failure.
 * Returns the SHA-256 of the stored bytes (base64url), which names the image's version.
 */
export async function ingestSingleImage(ctx: MediaContext, file: UploadedFile, key: string, longSide: number): Promise<string> {
  const tempFolder = mediaTempFolder(ctx);
  await mkdir(tempFolder, { recursive: true });
  const workFolder = await mkdtemp(join(tempFolder, 'upload-'));
  try {
    const uploadPath = join(workFolder, 'upload');
    // no other kind is read past the image limit
    const bytes = await receive(file, uploadPath, { image: mediaMaxBytes.image, video: 0, audio: 0, document: 0 }, ['image']);
    const type = acceptedOfKinds(['image'], (await fileTypeFromFile(uploadPath))?.mime, file.mimetype);
    if (type === undefined) throw invalidFileType();
    if (bytes > mediaMaxBytes.image) throw payloadTooLarge();
    const rendered = await renderSingleImage(uploadPath, type.mime, join(workFolder, 'rendered'), longSide);
    const hash = createHash('sha256');
    await pipeline(createReadStream(rendered.path), hash);
    // both storages replace a file whole: readers see the old image or the new one, never half of one
    await ctx.storage.save(key, rendered.path);
    return hash.digest('base64url');
  } finally {
    await rm(workFolder, { recursive: true, force: true });
  }
}

async function storeImage(
  storage: MediaStorage,
  uploadPath: string,
  type: AcceptedType,
  name: string,
  workFolder: string,
): Promise<IngestedMedia> {
  const rendered = await renderImage(uploadPath, type.mime, workFolder);
  const storageKey = newStorageKey();
  const saved: string[] = [];
  try {
    await storage.save(storageKey, rendered.original.path);
    saved.push(storageKey);
    const variants: IngestedVariant[] = [];
    for (const variant of rendered.variants) {
      const key = variantKey(storageKey, variant.size);
      await storage.save(key, variant.path);
      saved.push(key);
      const { size, width, height, bytes, mime } = variant;
      variants.push({ size, storageKey: key, width, height, bytes, mime });
    }
    const { original } = rendered;
    return {
      kind: 'image',
      mime: original.mime,
      bytes: original.bytes,
      name,
      storageKey,
      width: original.width,
      height: original.height,
      variants,
    };
  } catch (error) {
    await storage.remove(saved);
    throw error;
  }
}
