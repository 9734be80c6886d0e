import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { objectContaining } from '../test/matchers.js';
import { startTestBucket, type TestStorageKind } from '../test/storage.js';
import { ingestUpload } from './ingest.js';
import { newStorageKey, publicSiteImageKey } from './keys.js';
import { createMediaStorage, mediaTempFolder, openStored, removeOrphanMediaFiles, removeStaleTempFiles, removeStored } from './storage.js';
import { pdfDocument, pngImage, streamOf, testMediaContext, type TestMediaContext } from './testing.js';

const notFound = objectContaining({ status: 404, code: 'RESOURCE_NOT_FOUND' });

// the storage-level suite runs on both backends in every test run (s3rver in-process needs no service)
describe.each<TestStorageKind>(['disk', 's3'])('on %s', (kind) => {
  let ctx: TestMediaContext;
  beforeEach(async () => {
    ctx = await testMediaContext({ storage: kind });
  });
  afterEach(() => ctx.cleanUp());

  describe('openStored', () => {
    it('streams a stored file with its size', async () => {
      const media = await ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdfDocument()) });
      const stored = await openStored(ctx, media.storageKey);
      expect(stored.bytes).toBe(pdfDocument().length);
      expect(await text(stored.stream)).toBe(pdfDocument().toString('latin1'));
    });

    it('answers 404 for a missing file', async () => {
      await expect(openStored(ctx, newStorageKey())).rejects.toEqual(notFound);
    });

    const foreignKeys = [
      '../jwt-secret',
      '../../../etc/passwd',
      '/etc/passwd',
      'ab/cd/../../../jwt-secret',
      '',
      'ab/cd',
      `${newStorageKey()}/..`,
      `${newStorageKey()}.exe`,
      'public-site/../jwt-secret',
      'public-site/other.webp',
    ];
    it.each(foreignKeys)('refuses the key %j that is not one we generate (404, nothing read)', async (key) => {
      writeFileSync(join(ctx.config.dataDir, 'jwt-secret'), 'secret');
      const error = await openStored(ctx, key).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toEqual(notFound);
    });
  });

  describe('removeStored', () => {
    it('removes an image with its sizes; missing files are fine, so a retry succeeds', async () => {
      const media = await ingestUpload(ctx, { filename: 'a.png', mimetype: 'image/png', stream: streamOf(await pngImage()) });
      const keys = [media.storageKey, ...media.variants.map((v) => v.storageKey)];
      expect(await ctx.storedKeys()).toEqual([...keys].sort());
      await removeStored(ctx, keys);
      expect(await ctx.storedKeys()).toEqual([]);
      await removeStored(ctx, keys);
    });

    it('refuses a key that could point outside the storage, before deleting anything', async () => {
      const media = await ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdfDocument()) });
      const secret = join(ctx.config.dataDir, 'jwt-secret');
      writeFileSync(secret, 'secret');
      await expect(removeStored(ctx, [media.storageKey, '../jwt-secret'])).rejects.toThrow(/not a media storage key/);
      expect(existsSync(secret)).toBe(true);
      expect(await ctx.storedKeys()).toEqual([media.storageKey]);
    });
  });

  describe('write and size', () => {
    it('stores a stream under a key and tells its size; no size for a missing file', async () => {
      const key = newStorageKey();
      expect(await ctx.storage.size(key)).toBeUndefined();
      await ctx.storage.write(key, streamOf('twelve bytes'), 12);
      expect(await ctx.storage.size(key)).toBe(12);
      expect(await text((await ctx.storage.open(key)).stream)).toBe('twelve bytes');
    });

    it('keeps nothing of a stream shorter than announced (a source cut off half-way)', async () => {
      const key = newStorageKey();
      await expect(ctx.storage.write(key, streamOf('short'), 100)).rejects.toThrow(/expected 100/);
      expect(await ctx.storage.size(key)).toBeUndefined();
      expect(await ctx.storedKeys()).toEqual([]);
    });

    it("replaces the public site's image in place under its fixed key", async () => {
      const key = publicSiteImageKey('cover');
      await ctx.storage.write(key, streamOf('first'), 5);
      await ctx.storage.write(key, streamOf('second'), 6);
      expect(await text((await ctx.storage.open(key)).stream)).toBe('second');
      expect(await ctx.storedKeys()).toEqual([key]);
    });
  });

  it('answers a probe when the storage is reachable', async () => {
    await expect(ctx.storage.probe()).resolves.toBeUndefined();
  });
});

describe('on disk', () => {
  let ctx: TestMediaContext;
  beforeEach(async () => {
    ctx = await testMediaContext({ storage: 'disk' });
  });
  afterEach(() => ctx.cleanUp());

  it("keeps media under DATA_DIR/media and the public site's images under DATA_DIR/public-site, as before buckets", async () => {
    const key = newStorageKey();
    await ctx.storage.write(key, streamOf('a'), 1);
    await ctx.storage.write(publicSiteImageKey('about'), streamOf('b'), 1);
    expect(statSync(join(ctx.config.dataDir, 'media', key)).size).toBe(1);
    expect(readdirSync(join(ctx.config.dataDir, 'public-site'))).toEqual(['about.webp']);
  });

  describe('removeStaleTempFiles', () => {
    it('removes what a killed process left in the temporary folder, and nothing recent', async () => {
      expect(await removeStaleTempFiles(ctx)).toBe(0);
      const old = join(mediaTempFolder(ctx), 'upload-old');
      const recent = join(mediaTempFolder(ctx), 'upload-recent');
      mkdirSync(old, { recursive: true });
      mkdirSync(recent);
      writeFileSync(join(old, 'upload'), 'half an upload');
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      utimesSync(old, twoDaysAgo, twoDaysAgo);
      expect(await removeStaleTempFiles(ctx)).toBe(1);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(recent)).toBe(true);
    });
  });
});

describe('on S3', () => {
  it('fails the probe for a bucket that does not exist', async () => {
    const bucket = await startTestBucket();
    const storage = createMediaStorage({ dataDir: '/nonexistent', s3: { ...bucket.config, bucket: 'no-such-bucket' } });
    try {
      await expect(storage.probe()).rejects.toThrow();
    } finally {
      storage.close();
      await bucket.close();
    }
  });

  it('streams a 50 MB upload in parts: never more than a few parts ahead of what the bucket received', async () => {
    const bucket = await startTestBucket();
    const storage = createMediaStorage({ dataDir: '/nonexistent', s3: bucket.config });
    const chunk = 1024 * 1024;
    const total = 50 * chunk;
    let produced = 0;
    let largestLead = 0;
    // bytes s3rver has written to its folder: the parts that reached the bucket
    const received = () => {
      const sizes = readdirSync(bucket.directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.md5'))
        .map((entry) => statSync(join(entry.parentPath, entry.name)).size);
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    // the source is made as it is read, so how far it was read ahead of the bucket is what the server held
    const source = Readable.from(
      (function* () {
        for (let index = 0; index < total / chunk; index += 1) {
          largestLead = Math.max(largestLead, produced - received());
          produced += chunk;
          yield Buffer.alloc(chunk, index);
        }
      })(),
    );
    try {
      const key = newStorageKey();
      await storage.write(key, source, total);
      expect(await storage.size(key)).toBe(total);
      // two 5 MB parts in flight and one being filled, at most; the whole file would be 50 MB ahead
      expect(largestLead).toBeLessThanOrEqual(16 * chunk);
      const stored = await buffer((await storage.open(key)).stream);
      expect(stored.length).toBe(total);
      expect(stored[total - 1]).toBe(49);
    } finally {
      storage.close();
      await bucket.close();
    }
  });
});

describe('removeOrphanMediaFiles, on disk', () => {
  let ctx: TestMediaContext;
  beforeEach(async () => {
    ctx = await testMediaContext({ storage: 'disk' });
  });
  afterEach(() => ctx.cleanUp());
  const mediaFolder = (context: TestMediaContext) => join(context.config.dataDir, 'media');

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
  const age = (key: string, when: Date) => utimesSync(join(mediaFolder(ctx), key), when, when);

  it('removes files older than an hour that no row names (an image with its sizes), and nothing else', async () => {
    const image = async () => ingestUpload(ctx, { filename: 'a.png', mimetype: 'image/png', stream: streamOf(await pngImage()) });
    const keysOf = (media: Awaited<ReturnType<typeof image>>) => [media.storageKey, ...media.variants.map((v) => v.storageKey)];
    const orphan = await image();
    const kept = await image();
    const young = await image();
    for (const key of [...keysOf(orphan), ...keysOf(kept)]) age(key, hoursAgo(2));
    // a file that is not ours in the media folder stays, whatever its age
    const stranger = join(mediaFolder(ctx), 'ab', 'cd', 'notes.txt');
    mkdirSync(join(mediaFolder(ctx), 'ab', 'cd'), { recursive: true });
    writeFileSync(stranger, 'kept');
    utimesSync(stranger, hoursAgo(5), hoursAgo(5));
    const asked: string[] = [];
    const referenced = (keys: readonly string[]) => {
      asked.push(...keys);
      return Promise.resolve(new Set(keys.filter((key) => key === kept.storageKey)));
    };

    expect(await removeOrphanMediaFiles(ctx, referenced)).toBe(keysOf(orphan).length);
    for (const key of keysOf(orphan)) expect(existsSync(join(mediaFolder(ctx), key))).toBe(false);
    for (const key of [...keysOf(kept), ...keysOf(young)]) expect(existsSync(join(mediaFolder(ctx), key))).toBe(true);
    expect(existsSync(stranger)).toBe(true);
    // only originals' keys are asked about, and never a recent file's
    expect(asked.sort()).toEqual([orphan.storageKey, kept.storageKey].sort());
  });

  it('finds nothing to do in a media folder that does not exist yet', async () => {
    expect(await removeOrphanMediaFiles(ctx, () => Promise.reject(new Error('not asked')))).toBe(0);
  });
});

describe('removeOrphanMediaFiles, on disk, beside the public site’s images', () => {
  it('keeps them, and sweeps the rest', async () => {
    const ctx = await testMediaContext({ storage: 'disk', now: () => new Date(Date.now() + 2 * 60 * 60 * 1000) });
    try {
      const cover = await pngImage();
      await ctx.storage.write(publicSiteImageKey('cover'), streamOf(cover), cover.length);
      const orphan = await ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdfDocument()) });
      expect(await removeOrphanMediaFiles(ctx, () => Promise.resolve(new Set<string>()))).toBe(1);
      expect(await ctx.storedKeys()).toEqual([publicSiteImageKey('cover')]);
      expect(orphan.storageKey).not.toBe(publicSiteImageKey('cover'));
    } finally {
      await ctx.cleanUp();
    }
  });
});

describe('removeOrphanMediaFiles, in a bucket', () => {
  let ctx: TestMediaContext;
  // a bucket's objects cannot be aged: the clock of the sweep runs ahead instead
  let ahead = 0;
  beforeEach(async () => {
    ahead = 0;
    ctx = await testMediaContext({ storage: 's3', now: () => new Date(Date.now() + ahead) });
  });
  afterEach(() => ctx.cleanUp());

  it('removes what no row names once it is an hour old, with its sizes, and keeps the rest and the public site’s images', async () => {
    const image = async () => ingestUpload(ctx, { filename: 'a.png', mimetype: 'image/png', stream: streamOf(await pngImage()) });
    const keysOf = (media: Awaited<ReturnType<typeof image>>) => [media.storageKey, ...media.variants.map((v) => v.storageKey)];
    const orphan = await image();
    const kept = await image();
    const cover = await pngImage();
    await ctx.storage.write(publicSiteImageKey('cover'), streamOf(cover), cover.length);
    const referenced = (keys: readonly string[]) => Promise.resolve(new Set(keys.filter((key) => key === kept.storageKey)));

    // not an hour old yet: nothing goes
    expect(await removeOrphanMediaFiles(ctx, referenced)).toBe(0);
    ahead = 2 * 60 * 60 * 1000;
    expect(await removeOrphanMediaFiles(ctx, referenced)).toBe(keysOf(orphan).length);
    expect(await ctx.storedKeys()).toEqual([...keysOf(kept), publicSiteImageKey('cover')].sort());
  });
});
