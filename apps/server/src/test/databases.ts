/**
 * The databases of the server tests: PGlite in memory, or (FW_TEST_DB=postgres) a database created on
 * TEST_DATABASE_URL and dropped afterwards. `openTestDatabase` gives an empty one; `openSeededDatabase`
 * one migrated and seeded with the demo data, copied from a template made once per server project of a
 * run: initialising an empty PGlite cluster, migrating and seeding (six argon2 hashes) took about 3.8 s
 * a server on this 2-core machine, starting from a copy of the template about 1.1 s. On PostgreSQL the
 * copy is `CREATE DATABASE … TEMPLATE`. Vitest runs this file's `setup` before a server project's files
 * (its globalSetup) and hands the template's name to them; without it each database is seeded itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connect.js';
import { seedDemoData } from '../db/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the template's files (a tar); PostgreSQL: the template database's name */
    fieldwatchDatabaseTemplate: string;
  }
}

interface TestDatabase {
  handle: DatabaseHandle;
  /** drops the database (PostgreSQL); the handle is closed by its user */
  drop: () => Promise<void>;
}

/**
 * A fresh database on TEST_DATABASE_URL (PostgreSQL tests only), empty or a copy of `template`, and how
 * to drop it.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('FW_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** An empty database, for a test that migrates and seeds it itself. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.FW_TEST_DB !== 'postgres') return { handle: await openPglite(), drop: async () => {} };
  const { url, drop } = await createPostgresDatabase();
  return { handle: await openPostgres(url), drop };
}

async function migrateAndSeed(opened: TestDatabase): Promise<TestDatabase> {
  await opened.handle.migrate();
  await seedDemoData(opened.handle.db);
  return opened;
}

/** Vitest's globalSetup for a server project: makes the template and removes it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.FW_TEST_DB === 'postgres') {
    const template = await createPostgresDatabase();
    await (await migrateAndSeed({ handle: await openPostgres(template.url), drop: template.drop })).handle.close();
    project.provide('fieldwatchDatabaseTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const { handle } = await migrateAndSeed({ handle: await openPglite(), drop: async () => {} });
  const files = await handle.dumpFiles?.();
  if (!files) throw new Error('PGlite gave no copy of its files');
  await handle.close();
  const directory = mkdtempSync(join(tmpdir(), 'fw-template-'));
  const file = join(directory, 'pglite.tar');
  await writeFile(file, new Uint8Array(await files.arrayBuffer()));
  project.provide('fieldwatchDatabaseTemplate', file);
  return () => Promise.resolve(rmSync(directory, { recursive: true, force: true }));
}

/** The PGlite template's files, read once per worker. */
let pgliteTemplate: Blob | undefined;

/** A database migrated and seeded with the demo data: a copy of the template when the run made one. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  const template = inject('fieldwatchDatabaseTemplate');
  if (!template) return migrateAndSeed(await openTestDatabase());
  if (process.env.FW_TEST_DB === 'postgres') {
    const { url, drop } = await createPostgresDatabase(template);
    return { handle: await openPostgres(url), drop };
  }
  pgliteTemplate ??= new Blob([readFileSync(template)]);
  return { handle: await openPglite(undefined, pgliteTemplate), drop: async () => {} };
}
