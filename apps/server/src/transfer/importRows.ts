/**
 * One row of an import file → a report to create, or the reason it is refused. The report fields are
 * validated by core `reportCreateSchema`, exactly as a report made in the dashboard; the rest of what
 * an export carries (tags by name, lifecycle, urgency, verified, visibility) is kept when valid and
 * dropped, not refused, when not: a report is worth keeping without them.
 */
import { z } from 'zod';
import {
  isValidationKey,
  lifecycleFilterValues,
  lifecycleOfFilter,
  lifecycles,
  limits,
  reportCreateSchema,
  urgencies,
  visibilities,
  type Lifecycle,
  type Urgency,
  type ValidationKey,
  type Visibility,
} from '@fieldwatch/core';
import { restoreFormula } from './csv.js';
import { listSeparator } from './fields.js';

/** What both file formats yield for one report, before any checks. */
export interface RawReport {
  export_id: unknown;
  updated_date: unknown;
  title: unknown;
  content: unknown;
  latitude: unknown;
  longitude: unknown;
  event_date: unknown;
  created_date: unknown;
  tags: unknown;
  media: unknown;
  lifecycle: unknown;
  urgency: unknown;
  verified: unknown;
  visibility: unknown;
}

export type ImportReportInput = z.output<typeof reportCreateSchema> & {
  /** tag names, to be matched to the organization's tags by the caller */
  tags: string[];
  lifecycle?: Lifecycle;
  urgency?: Urgency;
  verified?: boolean;
  visibility?: Visibility;
  /** the stable id export gave the report: an import updates or skips the report that holds it */
  exportId?: string;
  /** when the exported report last changed: only a later change updates a report already here */
  updatedDate?: string;
};

export interface CheckedReport {
  input: ImportReportInput;
  /** file names in the archive's `media/` folder, as the row lists them */
  media: string[];
}

export interface RefusedReport {
  title: string;
  /** plain English, for the person who made the file */
  reason: string;
  fields: Record<string, ValidationKey>;
}

const maxTags = 100;
const maxMediaPerReport = 100;
/** `<uuid>:<report id>` is under 60 characters; room for ids other tools write */
const maxExportIdLength = 200;

// ---- reading the two formats ----

/** A CSV record (columns by lower-case header): every cell loses the quote export put before formulas. */
export function rawFromCsv(record: Record<string, string | undefined>): RawReport {
  const cell = (column: string) => {
    const value = record[column];
    return value === undefined ? undefined : restoreFormula(value);
  };
  return {
    export_id: cell('export_id'),
    updated_date: cell('updated_date'),
    title: cell('title'),
    content: cell('content'),
    latitude: numberOf(cell('latitude')),
    longitude: numberOf(cell('longitude')),
    event_date: cell('event_date'),
    created_date: cell('created_date'),
    tags: cell('tags'),
    media: cell('media'),
    lifecycle: cell('lifecycle'),
    urgency: cell('urgency'),
    verified: cell('verified'),
    visibility: cell('visibility'),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A GeoJSON feature: the point's coordinates win over latitude/longitude properties. */
export function rawFromFeature(feature: unknown): RawReport {
  const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
  const geometry = isRecord(feature) && isRecord(feature.geometry) ? feature.geometry : {};
  const point = geometry.type === 'Point' && Array.isArray(geometry.coordinates) ? geometry.coordinates : undefined;
  const field = (name: string) => properties[name];
  return {
    export_id: field('export_id'),
    updated_date: field('updated_date'),
    title: field('title'),
    content: field('content'),
    latitude: point ? point[1] : field('latitude'),
    longitude: point ? point[0] : field('longitude'),
    event_date: field('event_date'),
    created_date: field('created_date'),
    tags: field('tags'),
    media: field('media'),
    lifecycle: field('lifecycle'),
    urgency: field('urgency'),
    verified: field('verified'),
    visibility: field('visibility'),
  };
}

/** Empty → missing; a number written any usual way → that number; anything else → NaN (not a number). */
function numberOf(cell: string | undefined): number | undefined {
  const text = cell?.trim();
  if (!text) return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

// ---- checking ----

const optionalIsoDate = z.iso.datetime({ offset: true });

export function checkReport(raw: RawReport): CheckedReport | RefusedReport {
  const fields: Record<string, ValidationKey> = {};
  const result = reportCreateSchema.safeParse({
    title: raw.title,
    content: raw.content,
    event_date: raw.event_date,
    latitude: raw.latitude,
    longitude: raw.longitude,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'report');
      fields[field] ??= isValidationKey(issue.message) ? issue.message : 'invalidValue';
    }
  }
  // zod calls NaN a missing number; the person who typed "fifty" should hear it is not a number
  if (Number.isNaN(raw.latitude)) fields.latitude = 'latitudeInvalidNumber';
  if (Number.isNaN(raw.longitude)) fields.longitude = 'longitudeInvalidNumber';
  if (!result.success || Object.keys(fields).length > 0) {
    return { title: titleOf(raw.title), reason: describe(fields), fields };
  }

  const tags = listOf(raw.tags, maxTags).filter((tag) => [...tag].length <= limits.tagTextMax);
  const input: ImportReportInput = { ...result.data, tags };
  if (typeof raw.created_date === 'string' && optionalIsoDate.safeParse(raw.created_date).success) input.created_date = raw.created_date;
  const exportId = typeof raw.export_id === 'string' ? raw.export_id.trim() : '';
  // an id we cannot keep (empty, too long) leaves the row a new report, as a hand-made file's row is
  if (exportId !== '' && exportId.length <= maxExportIdLength) input.exportId = exportId;
  if (typeof raw.updated_date === 'string' && optionalIsoDate.safeParse(raw.updated_date).success) input.updatedDate = raw.updated_date;
  const lifecycle = lifecycleOf(raw.lifecycle);
  if (lifecycle) input.lifecycle = lifecycle;
  const urgency = oneOf(urgencies, raw.urgency);
  if (urgency) input.urgency = urgency;
  const verified = booleanOf(raw.verified);
  if (verified !== undefined) input.verified = verified;
  const visibility = oneOf(visibilities, raw.visibility);
  if (visibility) input.visibility = visibility;
  return { input, media: listOf(raw.media, maxMediaPerReport) };
}

export const isRefused = (checked: CheckedReport | RefusedReport): checked is RefusedReport => 'reason' in checked;

const titleOf = (title: unknown): string => (typeof title === 'string' ? [...title.trim()].slice(0, 200).join('') : '');

/** A list is an array of strings (GeoJSON) or one text with items separated by semicolons (CSV). */
function listOf(value: unknown, max: number): string[] {
  const items = typeof value === 'string' ? value.split(listSeparator) : Array.isArray(value) ? value : [];
  const strings = items.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
  return [...new Set(strings.filter((item) => item !== ''))].slice(0, max);
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function lifecycleOf(value: unknown): Lifecycle | undefined {
  const filterValue = oneOf(lifecycleFilterValues, value);
  // "inprogress" is the list filter's word for "started"
  return oneOf(lifecycles, value) ?? (filterValue ? lifecycleOfFilter(filterValue) : undefined);
}

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

// ---- reasons in plain English ----

const fieldLabels: Record<string, string> = {
  title: 'Title',
  content: 'Content',
  event_date: 'Event date',
  latitude: 'Latitude',
  longitude: 'Longitude',
  report: 'The report',
};

const problems: Partial<Record<ValidationKey, string>> = {
  required: 'is missing',
  reportTitleExceeded: `is longer than ${limits.reportTitleMax} characters`,
  reportDescriptionExceeded: `is longer than ${limits.reportDescriptionMax} characters`,
  latitudeInvalidNumber: `is not a number between ${limits.latitudeMin} and ${limits.latitudeMax}`,
  longitudeInvalidNumber: `is not a number between ${limits.longitudeMin} and ${limits.longitudeMax}`,
  eventDateFuture: 'is in the future',
  invalidValue: 'is not valid',
};

function describe(fields: Record<string, ValidationKey>): string {
  const sentences = Object.entries(fields).map(([field, key]) => `${fieldLabels[field] ?? field} ${problems[key] ?? 'is not valid'}`);
  return `${sentences.join('; ')}.`;
}
