import { inArray } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { options } from '../schema.js';

export async function readStoredOptions(db: Database): Promise<{ name: string; value: string }[]> {
  return db.select({ name: options.name, value: options.value }).from(options);
}

/** Stores `changed` and forgets `reset` (back to their defaults), in one transaction. */
export async function writeOptions(db: Database, changed: { name: string; value: string }[], reset: string[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (reset.length > 0) await tx.delete(options).where(inArray(options.name, reset));
    for (const { name, value } of changed) {
      await tx
        .insert(options)
        .values({ name, value, updatedAt: at })
        .onConflictDoUpdate({ target: options.name, set: { value, updatedAt: at } });
    }
  });
}
