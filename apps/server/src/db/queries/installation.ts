import { installation } from '../schema.js';
import type { Queryable } from './reports.js';

/** This installation's random id (schema.ts `installation`), made on first use if the row is missing. */
export async function selectInstallationId(db: Queryable): Promise<string> {
  const [row] = await db.select({ id: installation.installationId }).from(installation);
  if (row) return row.id;
  // migration 0011 makes the row; a database restored without it gets one here
  await db.insert(installation).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select({ id: installation.installationId }).from(installation);
  return made!.id;
}
