import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/databases.js';
import { openPostgres } from './connect.js';
import { migrationsFolder } from './migrate.js';

describe('the migrations journal', () => {
  // Drizzle's migrator applies only the migrations dated after the newest one a database has recorded,
  // so a migration dated earlier than one before it is skipped by every upgrade (though applied to a new
  // database). Migration 0014 was dated ahead (1796000000000) and the six after it earlier; they stay as
  // they are, since databases have recorded them so. From 0021 on, each must be dated after all before it:
  // raise the `when` that drizzle-kit generate wrote when this fails.
  it('dates every migration from 0021 on after every migration before it', () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    for (const entry of journal.entries.filter((candidate) => candidate.idx >= 21)) {
      const before = Math.max(...journal.entries.filter((candidate) => candidate.idx < entry.idx).map((candidate) => candidate.when));
      expect(entry.when, entry.tag).toBeGreaterThan(before);
    }
  });
});

describe.skipIf(process.env.FW_TEST_DB !== 'postgres')('migrations on PostgreSQL', () => {
  it('are applied once when four processes start together on a fresh database', async () => {
    const { url, drop } = await createPostgresDatabase();
    const handles = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url)));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

      const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const applied = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(applied.rows[0]!.n).toBe(journal.entries.length);
        const users = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'",
        );
        expect(users.rows[0]!.n).toBe(1);
      } finally {
        await client.end();
      }
      // a later start finds nothing to do
      await handles[0]!.migrate();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await drop();
    }
  });
});
