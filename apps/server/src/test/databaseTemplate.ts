/**
 * The migrated and seeded database every test server starts from, made once per server project of a
 * run instead of once per server: initialising an empty PGlite cluster, migrating and seeding (six argon2 hashes) took
 * about 3.8 s a server on this 2-core machine, starting from a copy of the template about 1.1 s. On
 * PostgreSQL the copy is `CREATE DATABASE … TEMPLATE`. Vitest runs `setup` before a server project's
 * files (its globalSetup) and hands the template's name to them; without it a server seeds its own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connect.js';
import { seedDemoData } from '../db/seed.js';
import { createPostgresDatabase } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the template's files (a tar); PostgreSQL: the template database's name */
    fieldwatchDatabaseTemplate: string;
  }
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDemoData(handle.db);
  return handle;
}

/** Vitest's globalSetup for a server project: makes the template and removes it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.FW_TEST_DB === 'postgres') {
    const template = await createPostgresDatabase();
    await (await migrateAndSeed(await openPostgres(template.url))).close();
    project.provide('fieldwatchDatabaseTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const handle = await migrateAndSeed(await openPglite());
  const files = await handle.dumpFiles?.();
  if (!files) throw new Error('PGlite gave no copy of its files');
  await handle.close();
  const directory = mkdtempSync(join(tmpdir(), 'fw-template-'));
  const file = join(directory, 'pglite.tar');
  await writeFile(file, new Uint8Array(await files.arrayBuffer()));
  project.provide('fieldwatchDatabaseTemplate', file);
  return () => Promise.resolve(rmSync(directory, { recursive: true, force: true }));
}

let pgliteTemplate: Blob | undefined;

/**
 * A new database holding what the template holds, and how to drop it; undefined when this run made no
 * template.
 */
export async function openFromTemplate(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> } | undefined> {
  const template = inject('fieldwatchDatabaseTemplate');
  if (!template) return undefined;
  if (process.env.FW_TEST_DB === 'postgres') {
    const { url, drop } = await createPostgresDatabase(template);
    return { handle: await openPostgres(url), drop };
  }
  pgliteTemplate ??= new Blob([readFileSync(template)]);
  return { handle: await openPglite(undefined, pgliteTemplate), drop: async () => {} };
}
