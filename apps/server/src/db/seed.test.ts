/** Servers started together on one empty database seed it once (db/seed.ts `underSeedLock`). */
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/databases.js';
import { countUsers } from './queries/users.js';
import { demoAccounts, seedDemoData, seedFirstAdministrator } from './seed.js';

describe('seeding', () => {
  it('seeds the demo data once when several servers start at the same time', async () => {
    const first = await openTestDatabase();
    try {
      await first.handle.migrate();
      const outcomes = await Promise.all([seedDemoData(first.handle.db), seedDemoData(first.handle.db), seedDemoData(first.handle.db)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await countUsers(first.handle.db)).toBe(demoAccounts.length);
    } finally {
      await first.handle.close();
      await first.drop();
    }
    // the whole demo data is written once, as a test server's start does (the hook's bound)
  }, 120_000);

  it('creates the first administrator once when several production servers start at the same time', async () => {
    const db = await openTestDatabase();
    try {
      await db.handle.migrate();
      const outcomes = await Promise.all([1, 2, 3].map(() => seedFirstAdministrator(db.handle.db, 'chief', 'Chief#Steward-2026')));
      expect(outcomes.sort()).toEqual(['created', 'exists', 'exists']);
      expect(await countUsers(db.handle.db)).toBe(1);
    } finally {
      await db.handle.close();
      await db.drop();
    }
  });
});
