/**
 * What an exported report says, once, for every format (docs/reports.md "Export and import"):
 * CSV columns, GeoJSON properties and KML ExtendedData all come from `exportFields`.
 */
import type { Lifecycle, Media, Report, ReportStatus, Urgency, Visibility } from '@fieldwatch/core';
import { portableFileName } from '../media/names.js';

/**
 * What an export reads of a report: a report as the API shows it has all of it (tests build rows from
 * such), and the export service builds only this, without the signed media URLs a page would need.
 */
type ExportReport = Pick<
  Report,
  | 'id'
  | 'title'
  | 'content'
  | 'latitude'
  | 'longitude'
  | 'event_date'
  | 'created_date'
  | 'updated_date'
  | 'status'
  | 'lifecycle'
  | 'urgency'
  | 'verified'
  | 'visibility'
> & {
  organization: Pick<Report['organization'], 'name'>;
  author: Pick<NonNullable<Report['author']>, 'username'> | null;
  assignee: Pick<NonNullable<Report['assignee']>, 'username'> | null;
  /** the report's own media, oldest first */
  media: ExportMedia[];
};

/** One report to export, with its tags by name: tag ids mean nothing to the program that reads the file. */
export interface ExportRow {
  report: ExportReport;
  tags: string[];
  /** the report's stable export id (`exportFields`): what a later import of the file matches on */
  exportId: string;
}

/**
 * Rows as an export reads them: a page at a time (thousands from the database). Each format writes a page
 * as one piece of text: handing on each report by itself through the stream's layers cost more than the
 * writing (a promise per report per layer).
 */
export type ExportPages = AsyncIterable<readonly ExportRow[]>;

export const exportColumns = [
  'id',
  'export_id',
  'title',
  'content',
  'latitude',
  'longitude',
  'event_date',
  'created_date',
  'updated_date',
  'organization',
  'author',
  'status',
  'lifecycle',
  'urgency',
  'verified',
  'visibility',
  'assignee',
  'tags',
  'media',
] as const;

export interface ExportFields {
  id: number;
  /**
   * `<installation id>:<report id>` of the report, or of the original when the report is itself an
   * import's copy: the same in every export, so importing the file again finds the report it already
   * made or holds (docs/reports.md "Export and import").
   */
  export_id: string;
  title: string;
  content: string;
  latitude: number;
  longitude: number;
  event_date: string;
  created_date: string;
  /** the last change: an import updates its copy only from a file changed later than the copy */
  updated_date: string;
  /** organization name */
  organization: string;
  /** author's username */
  author: string | null;
  status: ReportStatus;
  lifecycle: Lifecycle;
  urgency: Urgency | null;
  verified: boolean;
  visibility: Visibility;
  /** assignee's username */
  assignee: string | null;
  /** tag names */
  tags: string[];
  /** file names of the report's media inside an export archive's `media/` folder */
  media: string[];
}

/** The few media facts an export needs; a list of these is all an archive export keeps in memory. */
export type ExportMedia = Pick<Media, 'id' | 'name' | 'type' | 'mime'>;

/**
 * A media file's name inside an archive (`media/<name>`): the id keeps names unique, the original
 * name keeps them readable; only characters every file system accepts.
 */
export const mediaFileName = (media: Pick<Media, 'id' | 'name'>): string => `${media.id}-${portableFileName(media.name)}`;

/** In CSV and KML text a list is one cell, items separated by "; " (tag names rarely hold a semicolon). */
export const listSeparator = ';';
export const joinList = (items: readonly string[]): string => items.join(`${listSeparator} `);

export function exportFields({ report, tags, exportId }: ExportRow): ExportFields {
  return {
    id: report.id,
    export_id: exportId,
    title: report.title,
    content: report.content,
    latitude: report.latitude,
    longitude: report.longitude,
    event_date: report.event_date,
    created_date: report.created_date,
    updated_date: report.updated_date,
    organization: report.organization.name,
    author: report.author?.username ?? null,
    status: report.status,
    lifecycle: report.lifecycle,
    urgency: report.urgency,
    verified: report.verified,
    visibility: report.visibility,
    assignee: report.assignee?.username ?? null,
    tags,
    media: report.media.map(mediaFileName),
  };
}
