/**
 * Starts the server: configuration, data-folder lock (PGlite), migrations, first data, HTTP, and a
 * clean stop on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig, readOrCreateJwtSecret, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { demoAccounts, demoPassword, seedDemoData, seedFirstAdministrator } from './db/seed.js';
import { createMailer } from './mail/mailer.js';

function fail(message: string): never {
  process.stderr.write(`fieldwatch: ${message}\n`);
  process.exit(1);
}

function banner(config: Config, database: DatabaseHandle, demo: boolean): string {
  const url = config.publicUrl;
  const lines = [
    '',
    `  Fieldwatch is running on ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `    Dashboard   ${url}/`,
    `    Playground  ${url}/playground/`,
    `    API docs    ${url}/api/docs`,
    `    Mail        ${config.smtpUrl ? 'SMTP' : `written to ${config.dataDir}/outbox`}`,
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
  const database = await openDatabase(config);
  await database.migrate();

  let demo = false;
  if (config.production) {
    const outcome = await seedFirstAdministrator(database.db, config.adminUsername, config.adminPassword);
    if (outcome !== 'created' && outcome !== 'exists') fail(outcome);
  } else {
    // the demo photos go where uploads go, through the media module
    await seedDemoData(database.db, { config, now: () => new Date() });
    // the demo accounts are listed on every development start, as long as they exist
    demo = true;
  }

  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  // the mailer logs only once it has sent a mail, and mails are sent while requests are served: the app is built by then
  const mailer = createMailer(config, () => app.log);
  const app = await buildApp({ db: database.db, config, mailer, logger });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    try {
      await app.close();
      mailer.close();
      await database.close();
      await releaseLock?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(banner(config, database, demo));
}

main().catch((error: unknown) => {
  process.stderr.write(`fieldwatch: could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
