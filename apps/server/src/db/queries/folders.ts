/** SQL for folders and the reports filed in them. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { folderReports, folders, organizations, reports } from '../schema.js';
import type { Queryable } from './reports.js';

export interface FolderRecord {
  id: number;
  organizationId: number;
  organizationName: string;
  name: string;
  colour: string;
  /** reports in it that pass the caller's visibility condition */
  reports: number;
}

/** Folders of an organization (or one of them), each with the count of reports `visible` lets through. */
export async function selectFolders(
  db: Queryable,
  query: { organizationId: number; folderId?: number; visible: SQL },
): Promise<FolderRecord[]> {
  const counted = sql<number>`(
    select count(*) from ${folderReports}
    inner join ${reports} on ${reports.id} = ${folderReports.reportId}
    where ${folderReports.folderId} = ${folders.id} and ${query.visible}
  )`.mapWith(Number);
  return db
    .select({
      id: folders.id,
      organizationId: folders.organizationId,
      organizationName: organizations.name,
      name: folders.name,
      colour: folders.colour,
      reports: counted,
    })
    .from(folders)
    .innerJoin(organizations, eq(organizations.id, folders.organizationId))
    .where(and(eq(folders.organizationId, query.organizationId), query.folderId === undefined ? undefined : eq(folders.id, query.folderId)))
    .orderBy(asc(folders.name), asc(folders.id));
}

export async function insertFolder(db: Queryable, values: { organizationId: number; name: string; colour: string }): Promise<number> {
  const [row] = await db.insert(folders).values(values).returning({ id: folders.id });
  return row!.id;
}

export async function updateFolderRow(db: Queryable, id: number, changes: { name: string; colour?: string }): Promise<void> {
  await db.update(folders).set(changes).where(eq(folders.id, id));
}

export async function deleteFolderRow(db: Queryable, id: number): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}

/** Of `reportIds`, those that belong to the organization and pass `visible`. */
export async function selectFileableReports(
  db: Queryable,
  organizationId: number,
  reportIds: readonly number[],
  visible: SQL,
): Promise<number[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(inArray(reports.id, [...reportIds]), eq(reports.organizationId, organizationId), visible));
  return rows.map((row) => row.id);
}

export async function addFolderReports(db: Queryable, folderId: number, reportIds: readonly number[]): Promise<void> {
  if (reportIds.length === 0) return;
  await db
    .insert(folderReports)
    .values(reportIds.map((reportId) => ({ folderId, reportId })))
    .onConflictDoNothing();
}

export async function removeFolderReports(db: Queryable, folderId: number, reportIds: readonly number[]): Promise<void> {
  if (reportIds.length === 0) return;
  await db.delete(folderReports).where(and(eq(folderReports.folderId, folderId), inArray(folderReports.reportId, [...reportIds])));
}
