/** SQL for stored media rows (the files themselves belong to the media module). */
import { eq } from 'drizzle-orm';
import { media, type StoredVariant } from '../schema.js';
import type { Queryable } from './reports.js';

export type MediaRow = typeof media.$inferSelect;

export interface NewMedia {
  reportId: number;
  commentId: number | null;
  activityId: number | null;
  uploaderId: number | null;
  kind: string;
  mime: string;
  bytes: number;
  name: string;
  storageKey: string;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
  createdAt: Date;
}

export async function insertMedia(db: Queryable, values: NewMedia): Promise<number> {
  const [row] = await db.insert(media).values(values).returning({ id: media.id });
  return row!.id;
}

export async function findMedia(db: Queryable, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** Every stored file of a report, its comments' included (originals and image variants). */
export async function selectStorageKeysOfReport(db: Queryable, reportId: number): Promise<string[]> {
  const rows = await db.select({ storageKey: media.storageKey, variants: media.variants }).from(media).where(eq(media.reportId, reportId));
  return rows.flatMap((row) => [row.storageKey, ...row.variants.map((variant) => variant.storageKey)]);
}
