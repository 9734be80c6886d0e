/** SQL for map layers. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { layers, organizations } from '../schema.js';
import type { Queryable } from './reports.js';

type LayerRow = typeof layers.$inferSelect;
export type LayerRecord = LayerRow & { organizationName: string };
/** The columns a create or update writes. */
export type LayerValues = Omit<typeof layers.$inferInsert, 'id'>;

export interface LayerQuery {
  /** organizations whose layers may be read; 'all' for the Administrator */
  organizationIds: readonly number[] | 'all';
  organizationId?: number;
  layerId?: number;
}

/** Layers with their organization's name, oldest first (the order they were added in). */
export async function selectLayers(db: Queryable, query: LayerQuery): Promise<LayerRecord[]> {
  const conditions: (SQL | undefined)[] = [];
  if (query.organizationIds !== 'all') {
    if (query.organizationIds.length === 0) return [];
    conditions.push(inArray(layers.organizationId, [...query.organizationIds]));
  }
  if (query.organizationId !== undefined) conditions.push(eq(layers.organizationId, query.organizationId));
  if (query.layerId !== undefined) conditions.push(eq(layers.id, query.layerId));
  const rows = await db
    .select({ layer: layers, organizationName: organizations.name })
    .from(layers)
    .innerJoin(organizations, eq(organizations.id, layers.organizationId))
    .where(and(...conditions))
    .orderBy(asc(layers.organizationId), asc(layers.id));
  return rows.map((row) => ({ ...row.layer, organizationName: row.organizationName }));
}

export async function insertLayer(db: Queryable, values: LayerValues): Promise<number> {
  const [row] = await db.insert(layers).values(values).returning({ id: layers.id });
  return row!.id;
}

export async function updateLayerRow(
  db: Queryable,
  id: number,
  values: Partial<Omit<LayerValues, 'createdAt' | 'organizationId'>>,
): Promise<void> {
  await db.update(layers).set(values).where(eq(layers.id, id));
}

/** Deletes a layer; answers the storage key of its file, if it had one (null when there was no such layer). */
export async function deleteLayerRow(db: Queryable, id: number): Promise<{ fileKey: string | null } | null> {
  const [row] = await db.delete(layers).where(eq(layers.id, id)).returning({ fileKey: layers.fileKey });
  return row ?? null;
}
