/** SQL for stored media rows (the files themselves belong to the media module). */
import { eq, sql } from 'drizzle-orm';
import { layers, media, stories, type StoredVariant } from '../schema.js';
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

/**
 * Which of `keys` (originals' storage keys) a row still names: a media item, a story's cover or a
 * layer's file. The orphan sweep (media/storage.ts) deletes a file only when this leaves it out.
 */
export async function selectReferencedStorageKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = `{${keys.map((key) => `"${key}"`).join(',')}}`;
  const result = await db.execute(sql`
    select storage_key as key from ${media} where storage_key = any(${list}::text[])
    union select cover->>'storageKey' from ${stories} where cover->>'storageKey' = any(${list}::text[])
    union select file_key from ${layers} where file_key = any(${list}::text[])`);
  // node-postgres and PGlite both answer raw SQL with `rows`
  return new Set((result as { rows: { key: string }[] }).rows.map((row) => row.key));
}
