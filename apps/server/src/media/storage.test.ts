import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { objectContaining } from '../test/matchers.js';
import { ingestUpload } from './ingest.js';
import { newStorageKey } from './keys.js';
import { mediaFolder, mediaTempFolder, openStored, removeStaleTempFiles, removeStored } from './storage.js';
import { pdfDocument, pngImage, streamOf, testMediaContext, type TestMediaContext } from './testing.js';

let ctx: TestMediaContext;
beforeEach(() => {
  ctx = testMediaContext();
});
afterEach(() => ctx.cleanUp());

const notFound = objectContaining({ status: 404, code: 'RESOURCE_NOT_FOUND' });

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
    for (const key of keys) expect(existsSync(join(mediaFolder(ctx), key))).toBe(true);
    await removeStored(ctx, keys);
    for (const key of keys) expect(existsSync(join(mediaFolder(ctx), key))).toBe(false);
    await removeStored(ctx, keys);
  });

  it('refuses a key that could point outside the media folder, before deleting anything', async () => {
    const media = await ingestUpload(ctx, { filename: 'a.pdf', mimetype: 'application/pdf', stream: streamOf(pdfDocument()) });
    const secret = join(ctx.config.dataDir, 'jwt-secret');
    writeFileSync(secret, 'secret');
    await expect(removeStored(ctx, [media.storageKey, '../jwt-secret'])).rejects.toThrow(/not a media storage key/);
    expect(existsSync(secret)).toBe(true);
    expect(existsSync(join(mediaFolder(ctx), media.storageKey))).toBe(true);
  });
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
