/**
 * Starts the server: configuration, data-folder lock (PGlite), migrations, first data, HTTP, and a
 * clean stop on SIGTERM/SIGINT.
 */
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig, readOrCreateJwtSecret, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { lapseIdempotencyClaims } from './db/queries/idempotency.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { demoAccounts, demoPassword, seedDemoData, seedFirstAdministrator } from './db/seed.js';
import { loggerOptions } from './logging.js';
import { createMailer } from './mail/mailer.js';
import { createMediaStorage, type MediaStorage } from './media/storage.js';
import { removeExpired } from './services/housekeeping.js';
import { warmMapIndexes } from './services/reportMap.js';
import { stopGracefully } from './shutdown.js';

function fail(message: string): never {
  process.stderr.write(`fieldwatch: ${message}\n`);
  process.exit(1);
}

function banner(config: Config, database: DatabaseHandle, storage: MediaStorage, demo: boolean): string {
  const url = config.publicUrl;
  const lines = [
    '',
    `  Fieldwatch is running on ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `    Dashboard   ${url}/`,
    `    Playground  ${url}/playground/`,
    `    API docs    ${url}/api/docs`,
    `    Mail        ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox`}`,
    `    Files       ${storage.kind === 's3' ? `S3 bucket ${config.s3?.bucket ?? ''}` : `${config.dataDir}/media`}`,
  ];
  if (demo) {
    lines.push('', `  Demo accounts (password ${demoPassword}):`);
    for (const account of demoAccounts) {
      const where = account.organizations.length > 0 ? account.organizations.join(', ') : 'all organizations';
      const factor = account.secondfactor === 'email' ? ', code by email' : '';
      lines.push(`    ${account.username.padEnd(11)} ${account.role} — ${where}${factor}`);
    }
  }
  return `${lines.join('\n')}\n\n`;
}

async function main(): Promise<void> {
  let partial: ReturnType<typeof loadConfig>;
  try {
    partial = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  mkdirSync(partial.dataDir, { recursive: true });

  let releaseLock: (() => Promise<void>) | undefined;
  if (!partial.databaseUrl) {
    try {
      releaseLock = await lockDataDir(partial.dataDir, () => fail(`lost the lock on ${partial.dataDir}; stopping to protect the data.`));
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  const config: Config = { ...partial, jwtSecret: partial.jwtSecret ?? readOrCreateJwtSecret(partial.dataDir) };
  const storage = createMediaStorage(config);
  try {
    await storage.probe();
  } catch (error) {
    fail(
      `the file storage cannot be reached (${storage.kind === 's3' ? `S3 bucket ${config.s3?.bucket ?? ''}` : config.dataDir}): ${(error as Error).message}`,
    );
  }
  const database = await openDatabase(config);
  await database.migrate();
  // PGlite's data folder is this process's alone (the lock above): a create call still marked as being
  // processed belonged to a process that died, and its retry need not wait for the claim to lapse
  if (database.kind === 'pglite') await lapseIdempotencyClaims(database.db);

  let demo = false;
  if (config.production) {
    const outcome = await seedFirstAdministrator(database.db, config.adminUsername, config.adminPassword);
    if (outcome !== 'created' && outcome !== 'exists') fail(outcome);
  } else {
    // the demo photos go where uploads go, through the media module
    await seedDemoData(database.db, { config, now: () => new Date(), storage });
    // the demo accounts are listed on every development start, as long as they exist
    demo = true;
  }

  const logger = loggerOptions(process.env.LOG_LEVEL ?? 'info');
  // the mailer logs only once it has sent a mail, and mails are sent while requests are served: the app is built by then
  const mailer = createMailer(config, () => app.log);
  const app = await buildApp({
    db: database.db,
    jobs: database.jobConnection,
    listen: database.listen,
    config,
    mailer,
    logger,
    storage,
    poolStats: database.poolStats,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    const code = await stopGracefully(app, config.shutdownTimeoutMs, async () => {
      mailer.close();
      storage.close();
      await database.close();
      await releaseLock?.();
    });
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // under `npm run cluster` the first process alone says where the server is
  if (!cluster.worker || cluster.worker.id === 1) process.stdout.write(banner(config, database, storage, demo));
  // what a killed process left behind (temporary uploads, media files without a row) goes at the next
  // start, not an hour later; meanwhile the server already answers
  removeExpired(app.fieldwatch).catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  // the map's sets in use are built before the process says it is ready (GET /api/health/ready)
  void warmMapIndexes(app.fieldwatch).catch(() => undefined);
}

main().catch((error: unknown) => {
  process.stderr.write(`fieldwatch: could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
