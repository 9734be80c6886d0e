import { inArray } from 'drizzle-orm';
import { options } from '../schema.js';
import type { Queryable } from './reports.js';

export async function readStoredOptions(db: Queryable): Promise<{ name: string; value: string }[]> {
  return db.select({ name: options.name, value: options.value }).from(options);
}

/** Stores `changed` and forgets `reset` (back to their defaults); call it inside a transaction the caller holds. */
export async function storeOptions(db: Queryable, changed: { name: string; value: string }[], reset: string[], at: Date): Promise<void> {
  if (reset.length > 0) await db.delete(options).where(inArray(options.name, reset));
  for (const { name, value } of changed) {
    await db
      .insert(options)
      .values({ name, value, updatedAt: at })
      .onConflictDoUpdate({ target: options.name, set: { value, updatedAt: at } });
  }
}
