/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/deployment.md). Both speak the same SQL, so the rest of the server sees one `Database` type.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { migrationsFolder } from './migrate.js';
import { timeMethod } from './timing.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** applies the committed migrations (drizzle/) that have not run yet */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite with its files in `directory`, or in memory when no directory is given (tests). */
export async function openPglite(directory?: string): Promise<DatabaseHandle> {
  // pg_trgm backs substring search (migration 0002); PostgreSQL ships it as a contrib extension
  const extensions = { pg_trgm };
  const client = directory ? new PGlite(directory, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  timeMethod(client, 'query');
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover, admin command) emits 'error' on the
  // pool; unhandled, it would end the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    process.stderr.write(
      `fieldwatch: PostgreSQL connection lost (${(error as { code?: string }).code ?? error.message}); it will be replaced\n`,
    );
  });
  // fail at start, with the driver's message, rather than at the first request
  timeMethod(pool, 'query');
  // transactions run on a checked-out client
  pool.on('acquire', (client) => {
    if (!(client as { fwTimed?: boolean }).fwTimed) {
      timeMethod(client, 'query');
      (client as { fwTimed?: boolean }).fwTimed = true;
    }
  });
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}
