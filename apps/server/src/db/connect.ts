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
import { pgliteJobConnection, type JobConnection } from '../jobs/queue.js';
import * as schema from './schema.js';
import { migrationsFolder } from './migrate.js';
import { timeMethod } from './timing.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** how the job queue reaches this database */
  jobConnection: JobConnection;
  /** applies the committed migrations (drizzle/) that have not run yet */
  migrate(): Promise<void>;
  /** listens on a notification channel (`NOTIFY` / `pg_notify`); see `Listen` */
  listen: Listen;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for the metrics */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: a copy of its files (a tar), which `openPglite` can start another instance from */
  dumpFiles?: () => Promise<Blob>;
}

/** What a listener is told: a notification's payload, or that some may have been missed (the connection was lost). */
interface ListenHandlers {
  message(payload: string): void;
  /** the listening connection came back after a loss: notifications sent meanwhile are gone */
  gap(): void;
  /** the connection was lost (logged by the caller; a reconnection follows) */
  lost(error: Error): void;
}

/**
 * `LISTEN channel` on the database, the same call on PGlite and PostgreSQL; the answer stops listening.
 * On PostgreSQL one dedicated client (outside the pool) listens, and reconnects with back-off when lost.
 */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>;

/** Back-off between reconnections of the listening client: 0.5 s doubling to 30 s. */
const listenBackoffMs = (attempt: number): number => Math.min(30_000, 500 * 2 ** attempt);

function listenOnPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers.message(message.payload);
      });
      const fail = (error: Error) => {
        // only the live connection reconnects: a failed attempt is retried by `retry`
        if (client !== next || stopped) return;
        client = undefined;
        handlers.lost(error);
        void next.end().catch(() => {});
        retry(0);
      };
      next.on('error', fail);
      next.on('end', () => fail(new Error('connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        void next.end().catch(() => {});
        throw error;
      }
      client = next;
    };
    const retry = (attempt: number) => {
      timer = setTimeout(() => {
        connect().then(
          () => handlers.gap(),
          (error: unknown) => {
            if (stopped) return;
            handlers.lost(error as Error);
            retry(attempt + 1);
          },
        );
      }, listenBackoffMs(attempt));
    };
    // the first connection fails the start, as the pool's probe does
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    };
  };
}

/**
 * PGlite with its files in `directory`, or in memory when no directory is given (tests). `loadDataDir`
 * starts it from a copy of another PGlite's files (`dumpDataDir`) instead of an empty cluster.
 */
export async function openPglite(directory?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // pg_trgm backs substring search (migration 0002); PostgreSQL ships it as a contrib extension
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = directory ? new PGlite(directory, options) : new PGlite(options);
  await client.waitReady;
  timeMethod(client, 'query');
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    jobConnection: pgliteJobConnection(client),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    // one process, one connection: PGlite delivers its own NOTIFYs to its listeners after the commit
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      // a closed PGlite listens to nothing any more; asking it to stop would fail where nobody catches it
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpFiles: () => client.dumpDataDir('none'),
  };
}

/** Any fixed number, the same in every process: the advisory lock the migrations run under. */
const migrationLockKey = 0x46_57_6d_67; // "FWmg"

/**
 * Applies the migrations under a PostgreSQL advisory lock held on a connection of its own, so that
 * when several processes start together one applies them while the others wait, then find nothing left
 * to do. The lock ends with its connection, even when this process dies halfway.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate();
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL connections of one process. A new connection costs a start-up round and a server
 * process whose catalogue caches are cold: the first query after a quiet spell took 35 ms instead of
 * 2 on an idle machine, more on a busy one, and a map's first answer needs two at once. So `min` of
 * them stay open however long they rest; those opened for a burst beyond it close after
 * `idleTimeoutMillis`. Sizing for several processes: docs/deployment.md, "Connections".
 */
export const poolSize = { max: 10, min: 4, idleTimeoutMillis: 10_000 } as const;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, ...poolSize });
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
    jobConnection: { connectionString: url },
    migrate: () => migrateOnce(url, () => migratePostgres(db, { migrationsFolder: migrationsFolder() })),
    listen: listenOnPostgres(url),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}
