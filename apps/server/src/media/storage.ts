/**
 * Where media files live. Today a folder under DATA_DIR; the interface is what an S3 backend would
 * implement later (save = upload then delete the local file, open = GetObject, remove = DeleteObjects).
 */
import { constants } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { isStorageKey } from './keys.js';

/** What the media module needs of the app: the data folder, and the clock for URL expiry. */
export type MediaContext = Pick<AppContext, 'config' | 'now'>;

export interface StoredFile {
  stream: NodeJS.ReadableStream;
  bytes: number;
}

export interface MediaStorage {
  /** Moves a finished local file into storage under `key`; the local file is gone afterwards. */
  save(key: string, localPath: string): Promise<void>;
  /** The file's bytes; 404 RESOURCE_NOT_FOUND for a missing file or a key we never generate. */
  open(key: string): Promise<StoredFile>;
  /**
   * Deletes files; missing ones are fine (a retry after a half-done delete must succeed). A key we
   * never generate throws before anything is deleted.
   */
  remove(keys: readonly string[]): Promise<void>;
}

class LocalDiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async save(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      // the temp folder may sit on another file system (a mounted media volume)
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(localPath, target, constants.COPYFILE_EXCL);
      await rm(localPath, { force: true });
    }
  }

  async open(key: string): Promise<StoredFile> {
    // a key we never generate answers like a missing file: the caller learns nothing more
    if (!isStorageKey(key)) throw notFound();
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
      throw error;
    }
    // size and stream from one open file, so a concurrent delete cannot make them disagree
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      throw notFound();
    }
    return { stream: handle.createReadStream(), bytes: stat.size };
  }

  async remove(keys: readonly string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }

  private pathOf(key: string): string {
    const path = join(this.root, key);
    // the pattern alone rules out escaping the folder; the prefix check guards against a future change of it
    if (!isStorageKey(key) || !path.startsWith(this.root + sep)) throw new Error(`not a media storage key: ${JSON.stringify(key)}`);
    return path;
  }
}

export const mediaFolder = (ctx: MediaContext): string => join(ctx.config.dataDir, 'media');

/**
 * Temporary files (uploads in progress, unpacked imports). Inside DATA_DIR so that moving a finished
 * upload into the media folder is a rename on the same file system, never a copy.
 */
export const mediaTempFolder = (ctx: MediaContext): string => join(ctx.config.dataDir, 'tmp');

/**
 * Every failure path cleans up after itself, but a killed process cannot: housekeeping calls this to
 * remove temporary uploads and imports older than `maxAgeMs` (old enough that no running upload owns them).
 */
export async function removeStaleTempFiles(ctx: MediaContext, maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
  const folder = mediaTempFolder(ctx);
  const cutoff = ctx.now().getTime() - maxAgeMs;
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    const modified = (await stat(path).catch(() => undefined))?.mtimeMs;
    if (modified === undefined || modified >= cutoff) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export function mediaStorage(ctx: MediaContext): MediaStorage {
  return new LocalDiskStorage(mediaFolder(ctx));
}

/** A stored file for serving; 404 RESOURCE_NOT_FOUND when missing or when the key is not ours. */
export function openStored(ctx: MediaContext, storageKey: string): Promise<StoredFile> {
  return mediaStorage(ctx).open(storageKey);
}

/** Deletes stored files (a media item's original and variants); missing files are fine, foreign keys throw. */
export function removeStored(ctx: MediaContext, storageKeys: string[]): Promise<void> {
  return mediaStorage(ctx).remove(storageKeys);
}
