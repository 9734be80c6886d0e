/**
 * Images are never stored as uploaded (docs/reports.md "Media"): decoded, turned upright from their
 * EXIF orientation, and re-encoded without any metadata, so EXIF GPS, camera serials and embedded
 * thumbnails never leave the server. The original is kept (re-encoded) beside four sizes.
 *
 * Format choice: the sizes are WebP, because they are only ever shown in browsers (all supported ones
 * decode WebP), WebP is about a third smaller than JPEG at the same quality and keeps transparency
 * (screenshots, maps). The original stays in its own family (JPEG, PNG, WebP) so that downloads and
 * exports open in any tool; HEIC/AVIF become JPEG and a GIF becomes PNG (its first frame) for the same
 * reason.
 */
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageSizes, type ImageSize } from '@fieldwatch/core';
import { payloadTooLarge } from '../errors.js';
import { invalidFileType } from './errors.js';

/** The image variants a media item carries: long side in pixels, never enlarged. */
export const imageVariantLongSide: Record<ImageSize, number> = {
  thumbnail: 150,
  small: 480,
  medium: 960,
  large: 1920,
};

/**
 * Turning an image upright needs it whole in memory (width × height × 3–4 bytes). 100 megapixels
 * (~400 MB) covers the normal mode of every phone camera, while a crafted 20 MB file of 268 million
 * blank pixels (sharp's own limit) is refused before it fills the memory of a small server.
 */
const maxImagePixels = 100_000_000;

export interface RenderedImage {
  path: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
}

export interface RenderedImages {
  original: RenderedImage;
  variants: (RenderedImage & { size: ImageSize })[];
}

type SharpFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

/** What sharp must find in a file that file-type named so; a disagreement is refused. */
const sharpFormatOf: Record<string, SharpFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/avif': 'heif',
};

interface Encoding {
  mime: string;
  encode: (image: Sharp) => Sharp;
}

const jpeg: Encoding = { mime: 'image/jpeg', encode: (image) => image.jpeg({ quality: 90 }) };
const png: Encoding = { mime: 'image/png', encode: (image) => image.png() };
const originalEncoding: Record<SharpFormat, Encoding> = {
  jpeg,
  png,
  webp: { mime: 'image/webp', encode: (image) => image.webp({ quality: 90 }) },
  gif: png,
  heif: jpeg,
};
const variantEncoding: Encoding = { mime: 'image/webp', encode: (image) => image.webp({ quality: 80 }) };

/**
 * sharp reads the first frame of an animated GIF or WebP: a moving original is not kept.
 * Metadata is dropped because sharp writes none unless asked (no keepExif/withMetadata here).
 */
const load = (source: string): Sharp => sharp(source, { limitInputPixels: maxImagePixels }).autoOrient();

async function write(image: Sharp, encoding: Encoding, path: string): Promise<RenderedImage> {
  const info = await encoding.encode(image).toFile(path);
  return { path, width: info.width, height: info.height, bytes: info.size, mime: encoding.mime };
}

/** The format sharp will decode `source` as, once it agrees with what file-type saw and is not too large. */
async function checkedFormat(source: string, detectedMime: string): Promise<SharpFormat> {
  const expected = sharpFormatOf[detectedMime];
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw invalidFileType();
  }
  // sharp also reads SVG, PDF, TIFF…: only the format file-type saw in the bytes is decoded
  if (expected === undefined || metadata.format !== expected) throw invalidFileType();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxImagePixels) throw payloadTooLarge();
  return expected;
}

/** Renders the original and the four sizes into `workFolder`; the caller moves them into storage. */
export async function renderImage(source: string, detectedMime: string, workFolder: string): Promise<RenderedImages> {
  const expected = await checkedFormat(source, detectedMime);
  try {
    const original = await write(load(source), originalEncoding[expected], join(workFolder, 'original'));
    const variants: RenderedImages['variants'] = [];
    // one at a time: a machine with few cores serves requests while an upload is processed
    for (const size of imageSizes) {
      const side = imageVariantLongSide[size];
      const resized = load(source).resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
      variants.push({ size, ...(await write(resized, variantEncoding, join(workFolder, size))) });
    }
    return { original, variants };
  } catch {
    // a header that sharp read but pixels it cannot decode (truncated or corrupt file)
    throw invalidFileType();
  }
}

/**
 * One WebP rendition no longer than `longSide` pixels, written to `path` (the public site's images):
 * the same checks, orientation and metadata stripping as `renderImage`.
 */
export async function renderSingleImage(source: string, detectedMime: string, path: string, longSide: number): Promise<RenderedImage> {
  await checkedFormat(source, detectedMime);
  try {
    const resized = load(source).resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
    return await write(resized, { mime: 'image/webp', encode: (image) => image.webp({ quality: 85 }) }, path);
  } catch {
    throw invalidFileType();
  }
}
