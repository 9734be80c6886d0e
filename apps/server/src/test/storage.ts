/**
 * The file storage of tests: DATA_DIR on disk, or (TEST_STORAGE=s3, the `server-s3` test project) a
 * real S3 protocol server, s3rver, started in-process on a free port with a folder and a bucket of its
 * own, so the storage-touching suites run on both backends without any service to set up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export type TestStorageKind = 'disk' | 's3';

/** The backend the test run asked for (TEST_STORAGE), disk unless it says s3. */
export const testStorageKind = (): TestStorageKind => (process.env.TEST_STORAGE === 's3' ? 's3' : 'disk');

export interface TestBucket {
  config: S3Config;
  /** s3rver's folder, where it writes what it receives */
  directory: string;
  /** every object name in the bucket */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A fresh bucket on a fresh s3rver (its default credentials), addressed path-style as s3rver needs. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'fw-s3-'));
  const bucket = 'fieldwatch-test';
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: config.region,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  return {
    config,
    directory,
    async keys() {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every stored file's key on disk: DATA_DIR/media and the public site's images (DATA_DIR/public-site). */
export async function diskStoredKeys(dataDir: string): Promise<string[]> {
  const keysUnder = async (folder: string, prefix: string) => {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => prefix + relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
  };
  return [...(await keysUnder(join(dataDir, 'media'), '')), ...(await keysUnder(join(dataDir, 'public-site'), 'public-site/'))].sort();
}
