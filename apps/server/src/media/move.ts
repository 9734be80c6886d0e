/**
 * Moves stored files from one storage to another (disk → S3 bucket or back), for `npm run media:move`
 * (docs/deployment.md "Object storage"). Every key the database names is copied unless the target holds
 * a file of the same size already, its size is checked after the copy, and only then (when asked) the
 * source file is removed. Neither storage ever shows half a file, so an interrupted move, run again,
 * goes on where it stopped.
 */
import { asc, gt, inArray, isNotNull } from 'drizzle-orm';
import { publicSiteImageKinds, publicSiteImageOptions } from '@fieldwatch/core';
import type { Database } from '../db/connect.js';
import { layers, media, options, stories } from '../db/schema.js';
import { publicSiteImageKey } from './keys.js';
import type { MediaStorage } from './storage.js';

const page = 500;

const withVariants = (item: { storageKey: string; variants: readonly { storageKey: string }[] }) => [
  item.storageKey,
  ...item.variants.map((variant) => variant.storageKey),
];

/**
 * Every stored file's key the database names: media (report and comment) with their sizes, layer files,
 * story covers with their sizes, the public site's images. Read a page at a time: a large installation's
 * keys are never all in memory.
 */
export async function* storedKeysOf(db: Database): AsyncGenerator<string> {
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: media.id, storageKey: media.storageKey, variants: media.variants })
      .from(media)
      .where(gt(media.id, after))
      .orderBy(asc(media.id))
      .limit(page);
    for (const row of rows) yield* withVariants(row);
    if (rows.length < page) break;
    after = rows.at(-1)!.id;
  }
  const layerFiles = await db.select({ fileKey: layers.fileKey }).from(layers).where(isNotNull(layers.fileKey));
  for (const row of layerFiles) if (row.fileKey) yield row.fileKey;
  const covers = await db.select({ cover: stories.cover }).from(stories).where(isNotNull(stories.cover));
  for (const row of covers) if (row.cover) yield* withVariants(row.cover);
  const names = publicSiteImageKinds.map((kind) => publicSiteImageOptions[kind]);
  const set = await db.select({ name: options.name, value: options.value }).from(options).where(inArray(options.name, names));
  for (const kind of publicSiteImageKinds) {
    if (set.some((option) => option.name === publicSiteImageOptions[kind] && option.value !== '')) yield publicSiteImageKey(kind);
  }
}

export interface MoveResult {
  /** copied to the target in this run */
  copied: number;
  /** at the target already with the source's size (an earlier run, or moved before) */
  present: number;
  /** named by the database but in neither storage */
  missing: string[];
  /** source files removed (`deleteSource`) */
  removed: number;
  /** bytes copied in this run */
  bytes: number;
}

export interface MoveOptions {
  db: Database;
  from: MediaStorage;
  to: MediaStorage;
  /** remove each source file once the target holds it whole */
  deleteSource: boolean;
  /** files copied at once (S3 answers each request after a round trip) */
  concurrency?: number;
  /** called after each file */
  progress?: (key: string, outcome: 'copied' | 'present' | 'missing') => void;
}

export async function moveStoredFiles({ db, from, to, deleteSource, concurrency = 4, progress }: MoveOptions): Promise<MoveResult> {
  const result: MoveResult = { copied: 0, present: 0, missing: [], removed: 0, bytes: 0 };
  const moveOne = async (key: string) => {
    const [sourceSize, targetSize] = await Promise.all([from.size(key), to.size(key)]);
    let outcome: 'copied' | 'present' | 'missing';
    if (sourceSize === undefined) {
      // removed from the source by an earlier run with deleteSource, once the target held it
      outcome = targetSize === undefined ? 'missing' : 'present';
    } else if (targetSize === sourceSize) {
      outcome = 'present';
    } else {
      const file = await from.open(key);
      await to.write(key, file.stream, file.bytes);
      const written = await to.size(key);
      if (written !== sourceSize) throw new Error(`${key}: the target holds ${written ?? 'nothing'}, the source ${sourceSize} bytes`);
      result.bytes += sourceSize;
      outcome = 'copied';
    }
    if (outcome === 'missing') result.missing.push(key);
    else result[outcome] += 1;
    if (deleteSource && sourceSize !== undefined) {
      await from.remove([key]);
      result.removed += 1;
    }
    progress?.(key, outcome);
  };

  // the workers share one generator: each key (generated, so never named twice) is taken by one of them
  const keys = storedKeysOf(db);
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) await moveOne(next.value);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
