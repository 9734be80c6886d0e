/**
 * Where stored files live (report and comment media with their sizes, layer files, story covers, the
 * public site's images): a folder under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set
 * (docs/deployment.md "Object storage"). One `MediaStorage` is built from the config at startup and
 * carried on the app context; every read, write and delete of a stored file goes through it. Files are
 * streamed both ways, never held whole in memory.
 */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  paginateListObjectsV2,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppContext } from '../context.js';
import type { Config, S3Config } from '../config.js';
import { notFound } from '../errors.js';
import { isStorageKey, isUploadKey } from './keys.js';

/** What the media module needs of the app: the data folder, the clock for URL expiry, the storage. */
export type MediaContext = Pick<AppContext, 'config' | 'now' | 'storage'>;

export interface StoredFile {
  stream: NodeJS.ReadableStream;
  bytes: number;
}

export interface MediaStorage {
  /** `disk` or `s3`, for messages (the move command, startup) */
  readonly kind: 'disk' | 's3';
  /** Moves a finished local file into storage under `key`; the local file is gone afterwards. */
  save(key: string, localPath: string): Promise<void>;
  /**
   * Writes `bytes` bytes from `stream` under `key` (the move command copies between storages this way).
   * Readers never see half a file: the disk writes beside and renames, S3 publishes an object when complete.
   */
  write(key: string, stream: NodeJS.ReadableStream, bytes: number): Promise<void>;
  /** The file's bytes; 404 RESOURCE_NOT_FOUND for a missing file or a key we never generate. */
  open(key: string): Promise<StoredFile>;
  /** The stored file's size, or undefined when there is none under `key`. */
  size(key: string): Promise<number | undefined>;
  /**
   * Deletes files; missing ones are fine (a retry after a half-done delete must succeed). A key we
   * never generate throws before anything is deleted.
   */
  remove(keys: readonly string[]): Promise<void>;
  /**
   * Every stored file whose key is one we generate, with when it was last written (in no set order). A
   * bucket shared with other data only ever gives its keys of our form.
   */
  list(): AsyncIterable<{ key: string; modifiedMs: number }>;
  /**
   * Resolves when files can be stored now, throws otherwise (`GET /api/health/ready`): on disk, a file
   * can be written into the media folder and removed again; on S3, HeadBucket answers.
   */
  probe(): Promise<void>;
  /** Releases connections (S3); the storage is not used afterwards. */
  close(): void;
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a media storage key: ${JSON.stringify(key)}`);
  return key;
}

class LocalDiskStorage implements MediaStorage {
  readonly kind = 'disk';
  private readonly root: string;
  private readonly dataDir: string;

  constructor(dataDir: string) {
    this.dataDir = resolve(dataDir);
    this.root = join(this.dataDir, 'media');
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

  async write(key: string, stream: NodeJS.ReadableStream, bytes: number): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    try {
      await pipeline(stream, createWriteStream(partial));
      const written = (await stat(partial)).size;
      if (written !== bytes) throw new Error(`${key}: wrote ${written} bytes, expected ${bytes}`);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
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
    // size and stream from one open file, so a concurrent delete or replacement cannot make them disagree
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      throw notFound();
    }
    return { stream: handle.createReadStream(), bytes: stats.size };
  }

  async size(key: string): Promise<number | undefined> {
    const stats = await stat(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return stats?.isFile() ? stats.size : undefined;
  }

  async remove(keys: readonly string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }

  async *list(): AsyncIterable<{ key: string; modifiedMs: number }> {
    const read = async (path: string) =>
      readdir(path).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    for (const first of await read(this.root)) {
      for (const second of await read(join(this.root, first))) {
        for (const name of await read(join(this.root, first, second))) {
          const key = `${first}/${second}/${name}`;
          if (!isStorageKey(key)) continue;
          // gone since the folder was read: nothing to list
          const modified = (await stat(join(this.root, key)).catch(() => undefined))?.mtimeMs;
          if (modified !== undefined) yield { key, modifiedMs: modified };
        }
      }
    }
  }

  async probe(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // a name no storage key can take (keys have no leading dot), unique per process and call
    const file = join(this.root, `.probe-${process.pid}-${randomUUID()}`);
    await writeFile(file, 'ok');
    await rm(file, { force: true });
  }

  close(): void {}

  /** Media under DATA_DIR/media; the public site's images keep their own folder, DATA_DIR/public-site. */
  private pathOf(key: string): string {
    const folder = key.startsWith('public-site/') ? this.dataDir : this.root;
    const path = join(folder, checkedKey(key));
    // the pattern alone rules out escaping the folder; the prefix check guards against a future change of it
    if (!path.startsWith(folder + sep)) throw new Error(`not a media storage key: ${JSON.stringify(key)}`);
    return path;
  }
}

/** The status S3 answered, when the error is S3's answer (not a network failure). */
const statusOf = (error: unknown): number | undefined => (error as Partial<S3ServiceException>).$metadata?.httpStatusCode;

/** DeleteObjects takes at most 1,000 keys a call. */
const deleteBatch = 1000;

/**
 * An S3-compatible bucket, keys as object names. Uploads go through lib-storage's `Upload`, which sends
 * a file of more than one part (5 MB) as a multipart upload reading a few parts ahead, so memory stays
 * at `queueSize × partSize` whatever the file's size. Downloads hand GetObject's body stream on.
 */
class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // the server names no checksum it cannot stream (S3-compatible services differ in what they accept)
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(key: string, localPath: string): Promise<void> {
    const { size } = await stat(localPath);
    await this.write(key, createReadStream(localPath), size);
    await rm(localPath, { force: true });
  }

  async write(key: string, stream: NodeJS.ReadableStream, bytes: number): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkedKey(key), Body: stream as Readable },
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    // a stream that ended early (a source file cut short) must not pass for the whole file
    const stored = await this.size(key);
    if (stored !== bytes) {
      await this.remove([key]);
      throw new Error(`${key}: stored ${stored} bytes, expected ${bytes}`);
    }
  }

  async open(key: string): Promise<StoredFile> {
    if (!isStorageKey(key)) throw notFound();
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body || object.ContentLength === undefined) throw notFound();
      return { stream: object.Body as Readable, bytes: object.ContentLength };
    } catch (error) {
      if (statusOf(error) === 404) throw notFound();
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return head.ContentLength;
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const checked = keys.map(checkedKey);
    for (let start = 0; start < checked.length; start += deleteBatch) {
      const objects = checked.slice(start, start + deleteBatch).map((Key) => ({ Key }));
      const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`S3 could not delete ${failed.map((error) => `${error.Key}: ${error.Code}`).join(', ')}`);
    }
  }

  async *list(): AsyncIterable<{ key: string; modifiedMs: number }> {
    for await (const page of paginateListObjectsV2({ client: this.client, pageSize: 1000 }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined && isStorageKey(object.Key) && object.LastModified)
          yield { key: object.Key, modifiedMs: object.LastModified.getTime() };
      }
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The storage the config names: the bucket of S3_BUCKET, or DATA_DIR/media. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.dataDir);
}

/**
 * Temporary files (uploads in progress, unpacked imports), always on local disk: an upload is written
 * here, checked and re-encoded, and only then saved to the storage. Inside DATA_DIR so that moving a
 * finished upload into the media folder is a rename on the same file system, never a copy.
 */
export const mediaTempFolder = (ctx: Pick<MediaContext, 'config'>): string => join(ctx.config.dataDir, 'tmp');

/**
 * Every failure path cleans up after itself, but a killed process cannot: housekeeping calls this to
 * remove temporary uploads and imports older than `maxAgeMs` (old enough that no running upload owns them).
 */
export async function removeStaleTempFiles(ctx: Pick<MediaContext, 'config' | 'now'>, maxAgeMs = 24 * 60 * 60 * 1000): Promise<number> {
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

/** A stored file's key without an image variant's `.thumbnail`, `.small`, … ending: the key a row names. */
const originalKeyOf = (key: string): string => key.replace(/\.[a-z]+$/, '');

/**
 * The sweep of files no row names (docs/deployment.md "Media files"). A process killed between storing
 * an upload and committing its row, or between deleting a row and its files, leaves such files behind.
 * Only files older than `minAgeMs` (an hour: no request stores a file and commits its row that far
 * apart) whose original's key `referenced` leaves out are deleted; an image variant goes with its
 * original. Files whose names are not upload keys (another tool's files in the folder or the bucket, the
 * public site's images) are never touched. On disk and in a bucket alike. Returns how many were deleted.
 */
export async function removeOrphanMediaFiles(
  ctx: MediaContext,
  referenced: (keys: readonly string[]) => Promise<Set<string>>,
  minAgeMs = 60 * 60 * 1000,
): Promise<number> {
  const cutoff = ctx.now().getTime() - minAgeMs;
  let removed = 0;
  let old: string[] = [];
  const sweep = async () => {
    const kept = await referenced([...new Set(old.map(originalKeyOf))]);
    const orphans = old.filter((key) => !kept.has(originalKeyOf(key)));
    await ctx.storage.remove(orphans);
    removed += orphans.length;
    old = [];
  };
  // checked against the database a few hundred files at a time, whatever the store's size
  for await (const { key, modifiedMs } of ctx.storage.list()) {
    // the public site's images are named by settings, not rows, and replaced in place: never swept
    if (isUploadKey(key) && modifiedMs < cutoff) old.push(key);
    if (old.length >= 500) await sweep();
  }
  if (old.length > 0) await sweep();
  return removed;
}

/** A stored file for serving; 404 RESOURCE_NOT_FOUND when missing or when the key is not ours. */
export function openStored(ctx: Pick<MediaContext, 'storage'>, storageKey: string): Promise<StoredFile> {
  return ctx.storage.open(storageKey);
}

/** Deletes stored files (a media item's original and variants); missing files are fine, foreign keys throw. */
export function removeStored(ctx: Pick<MediaContext, 'storage'>, storageKeys: readonly string[]): Promise<void> {
  return ctx.storage.remove(storageKeys);
}
