/**
 * `npm run media:move -- --to s3|disk [--delete-source]`: copies every stored file the database names
 * from DATA_DIR/media to the S3_BUCKET bucket, or back (docs/deployment.md "Object storage"). Reads the
 * same environment as the server; safe to interrupt and run again.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { moveStoredFiles } from './media/move.js';
import { createMediaStorage } from './media/storage.js';

const usage = 'usage: npm run media:move -- --to s3|disk [--delete-source]';

function fail(message: string): never {
  process.stderr.write(`media:move: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({ options: { to: { type: 'string' }, 'delete-source': { type: 'boolean', default: false } } }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (args.to !== 's3' && args.to !== 'disk') fail(usage);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  if (!config.s3) fail('S3_BUCKET (and S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) must name the bucket to move to or from');

  // PGlite lives in DATA_DIR: the server must be stopped (its lock says whether it is)
  const release = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir).catch((error: unknown) =>
        fail(error instanceof DataDirLockedError ? error.message : String(error)),
      );
  const disk = createMediaStorage({ dataDir: config.dataDir, s3: undefined });
  const bucket = createMediaStorage(config);
  const [from, to] = args.to === 's3' ? [disk, bucket] : [bucket, disk];
  const database = await openDatabase(config);
  try {
    await to.probe();
    let done = 0;
    const result = await moveStoredFiles({
      db: database.db,
      from,
      to,
      deleteSource: args['delete-source'],
      progress: (key, outcome) => {
        done += 1;
        if (outcome === 'missing') process.stderr.write(`missing from both storages: ${key}\n`);
        if (done % 100 === 0) process.stdout.write(`${done} files checked\n`);
      },
    });
    const target = args.to === 's3' ? `bucket ${config.s3.bucket}` : `${config.dataDir}/media`;
    process.stdout.write(
      `${result.copied} files copied (${result.bytes} bytes) to ${target}, ${result.present} there already, ` +
        `${result.missing.length} missing, ${result.removed} source files removed\n`,
    );
    if (result.missing.length > 0) process.exitCode = 2;
  } finally {
    from.close();
    to.close();
    await database.close();
    await release?.();
  }
}

main().catch((error: unknown) => fail(`stopped: ${(error as Error).message}; run the command again to go on`));
