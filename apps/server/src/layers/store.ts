/**
 * Where a layer's GeoJSON lives: the media storage (a folder under DATA_DIR or a bucket), under a generated
 * key like every stored file — never the uploader's file name. It is kept gzipped: the data route
 * sends those bytes as they are to every client that accepts gzip (all browsers), so a layer is
 * compressed once, when it is uploaded, not on every view.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { LayerGeometry } from '@fieldwatch/core';
import { newStorageKey, type MediaContext, type StoredFile } from '../media/index.js';
import type { NormalizedLayer } from './geojson.js';

const compress = promisify(gzip);

export interface StoredLayerData {
  key: string;
  features: number;
  /** the GeoJSON's size before compression */
  bytes: number;
  geometries: LayerGeometry[];
  /** SHA-256 of the GeoJSON, hex */
  hash: string;
}

/** Compresses and stores the GeoJSON; `workFolder` holds the compressed file until it is moved. */
export async function storeLayerData(ctx: MediaContext, data: NormalizedLayer, workFolder: string): Promise<StoredLayerData> {
  const path = join(workFolder, 'data.geojson.gz');
  // zlib's thread pool: a 10 MB GeoJSON never blocks the event loop
  await writeFile(path, await compress(data.json, { level: 9 }), { flag: 'wx' });
  const key = newStorageKey();
  await ctx.storage.save(key, path);
  return {
    key,
    features: data.features,
    bytes: data.bytes,
    geometries: data.geometries,
    hash: createHash('sha256').update(data.json).digest('hex'),
  };
}

/** The stored gzipped GeoJSON; 404 when it is missing. */
export function openLayerData(ctx: MediaContext, key: string): Promise<StoredFile> {
  return ctx.storage.open(key);
}

/** Deletes stored GeoJSON files; missing ones are fine. */
export function removeLayerData(ctx: MediaContext, keys: readonly string[]): Promise<void> {
  return ctx.storage.remove(keys);
}
