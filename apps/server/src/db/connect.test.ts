import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/databases.js';
import { openPostgres, poolSize } from './connect.js';

describe.skipIf(process.env.FW_TEST_DB !== 'postgres')('the PostgreSQL pool', () => {
  it('keeps its minimum of connections open through a quiet spell and closes the rest', async () => {
    const { url, drop } = await createPostgresDatabase();
    const handle = await openPostgres(url);
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    /** the server processes serving this database's pool: every one but the observer's */
    const backends = async () => {
      const { rows } = await observer.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ORDER BY pid',
      );
      return rows.map((row) => row.pid);
    };
    try {
      // a burst that needs more connections than the minimum, each held a moment so they overlap
      const burst = poolSize.min + 2;
      await Promise.all(Array.from({ length: burst }, () => handle.db.execute(sql`SELECT pg_sleep(0.2)`)));
      const busy = await backends();
      expect(busy).toHaveLength(burst);

      await sleep(poolSize.idleTimeoutMillis + 1_500);
      const rested = await backends();
      expect(rested.length).toBeGreaterThan(0);
      expect(rested).toHaveLength(poolSize.min);
      // the same server processes, with their caches: none was closed and opened again
      expect(rested.every((pid) => busy.includes(pid))).toBe(true);
    } finally {
      await observer.end();
      await handle.close();
      await drop();
    }
  }, 30_000);
});
