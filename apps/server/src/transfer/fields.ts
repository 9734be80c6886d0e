/**
 * What an exported report says, once, for every format (docs/reports.md "Export and import"):
 * CSV columns, GeoJSON properties and KML ExtendedData all come from `exportFields`.
 */
import type { Lifecycle, Media, Report, ReportStatus, Urgency, Visibility } from '@fieldwatch/core';
import { portableFileName } from '../media/names.js';

/** One report to export, with its tags by name: tag ids mean nothing to the program that reads the file. */
export interface ExportRow {
  report: Report;
  tags: string[];
}

export const exportColumns = [
  'id',
  'title',
  'content',
  'latitude',
  'longitude',
  'event_date',
  'created_date',
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
  title: string;
  content: string;
  latitude: number;
  longitude: number;
  event_date: string;
  created_date: string;
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

export function exportFields({ report, tags }: ExportRow): ExportFields {
  return {
    id: report.id,
    title: report.title,
    content: report.content,
    latitude: report.latitude,
    longitude: report.longitude,
    event_date: report.event_date,
    created_date: report.created_date,
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
