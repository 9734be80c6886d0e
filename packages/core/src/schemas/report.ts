import * as z from 'zod/mini';
import { _isoDateTime } from 'zod/v4/core';
import { limits } from '../limits.js';
import { roundCoordinate } from '../geo/coordinates.js';
import { idSchema, wholeNumberSchema, requiredString } from './common.js';
// the list lives with the export client; api/reports.ts imports only types from here, so no cycle
import { exportFormats } from '../api/reports.js';

/** A report's lifecycle (docs/reports.md); `started` is shown "In Progress" and filtered as `inprogress`. */
export const lifecycles = ['new', 'started', 'closed'] as const;
export type Lifecycle = (typeof lifecycles)[number];
export const lifecycleFilterValues = ['new', 'inprogress', 'closed'] as const;
export type LifecycleFilter = (typeof lifecycleFilterValues)[number];
export const lifecycleOfFilter = (value: LifecycleFilter): Lifecycle => (value === 'inprogress' ? 'started' : value);

/** Urgency levels, with the labels users see: minor (Important), moderate (Urgent), critical (Critical). */
export const urgencies = ['minor', 'moderate', 'critical'] as const;
export type Urgency = (typeof urgencies)[number];
export const visibilities = ['public', 'private'] as const;
export type Visibility = (typeof visibilities)[number];
export const reportStatuses = ['draft', 'published'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportSources = ['web', 'mobile', 'import', 'anonymous'] as const;
export type ReportSource = (typeof reportSources)[number];

/** Kinds of media a report or comment carries; `document` is a PDF. */
export const mediaKinds = ['image', 'video', 'audio', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];
export const imageSizes = ['thumbnail', 'small', 'medium', 'large'] as const;
export type ImageSize = (typeof imageSizes)[number];

export const mediaSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(mediaKinds),
  mime: z.string(),
  /** URL under /api that serves the file to those who may see its report */
  src: z.string(),
  caption: z.nullable(z.string()),
  bytes: z.int(),
  /** resized copies of an image; empty for other kinds */
  sizes: z.array(z.object({ size: z.enum(imageSizes), src: z.string(), width: z.int(), height: z.int() })),
});
export type Media = z.infer<typeof mediaSchema>;

const userRef = z.object({ id: z.int(), username: z.string() });
export type UserRef = z.infer<typeof userRef>;

/** `taxonomies`: tag-group id → tag ids (single/multi groups) or a text (text groups). */
export const taxonomiesSchema = z.record(
  z.string().check(z.regex(/^\d+$/, 'invalidValue')),
  z.union([
    z.array(idSchema).check(z.maxLength(100, 'invalidValue')),
    z.string().check(z.maxLength(limits.tagTextMax, 'taxonomyChildNameExceeded')),
  ]),
);
export type Taxonomies = z.infer<typeof taxonomiesSchema>;

/** A report as the API returns it (docs/reports.md). */
export const reportSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  event_date: z.string(),
  created_date: z.string(),
  updated_date: z.string(),
  source: z.enum(reportSources),
  taxonomies: taxonomiesSchema,
  media: z.array(mediaSchema),
  organization: z.object({ id: z.int(), name: z.string() }),
  status: z.enum(reportStatuses),
  author: z.nullable(userRef),
  new: z.boolean(),
  lifecycle: z.enum(lifecycles),
  urgency: z.nullable(z.enum(urgencies)),
  verified: z.boolean(),
  visibility: z.enum(visibilities),
  assignee: z.nullable(userRef),
  /** any urgency set: the list shows its urgent icon */
  urgent: z.boolean(),
  comments_count: z.int(),
});
export type Report = z.infer<typeof reportSchema>;

export const latitudeSchema = z.pipe(
  z
    .number({ error: 'required' })
    .check(z.gte(limits.latitudeMin, 'latitudeInvalidNumber'), z.lte(limits.latitudeMax, 'latitudeInvalidNumber')),
  z.transform(roundCoordinate),
);
export const longitudeSchema = z.pipe(
  z
    .number({ error: 'required' })
    .check(z.gte(limits.longitudeMin, 'longitudeInvalidNumber'), z.lte(limits.longitudeMax, 'longitudeInvalidNumber')),
  z.transform(roundCoordinate),
);

/** A minute of leeway for clocks that run a little fast. */
const futureLeewayMs = 60_000;
/**
 * An event date is required and not in the future. ISO 8601 with an offset or Z: `z.iso.datetime`,
 * made by name from zod's core, since the `z.iso` namespace object brings every ISO type into a page
 * (the report form's, which keeps to a size budget).
 */
export const eventDateSchema = z
  .pipe(
    z.string({ error: 'required' }).check(z.minLength(1, 'required')),
    _isoDateTime(z.ZodMiniISODateTime, { offset: true, error: 'invalidValue' }),
  )
  .check(
    // years 1 to 9999 in UTC, as every database and date library agrees on them (an offset can move `0001-01-01` into year 0)
    z.refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, 'invalidValue'),
  )
  .check(z.refine((value) => new Date(value).getTime() <= Date.now() + futureLeewayMs, 'eventDateFuture'));

export const reportTitleSchema = requiredString(limits.reportTitleMax, 'reportTitleExceeded');
export const reportContentSchema = requiredString(limits.reportDescriptionMax, 'reportDescriptionExceeded');

/** `POST /organization/{id}/report`. The server sets source 'web' and status 'draft'. */
export const reportCreateSchema = z.strictObject({
  title: reportTitleSchema,
  content: reportContentSchema,
  event_date: eventDateSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  taxonomies: z._default(taxonomiesSchema, {}),
  source: z.optional(z.literal('web')),
  /** accepted so that a client sending its own creation time is not refused; the server keeps its own */
  created_date: z.optional(z.string()),
});
export type ReportCreateInput = z.input<typeof reportCreateSchema>;

/** `PUT /organization/{id}/report/{rid}`: changed fields only. */
export const reportUpdateSchema = z
  .strictObject({
    title: z.optional(reportTitleSchema),
    content: z.optional(reportContentSchema),
    taxonomies: z.optional(taxonomiesSchema),
    status: z.optional(z.enum(reportStatuses, { error: 'invalidValue' })),
    event_date: z.optional(eventDateSchema),
    latitude: z.optional(latitudeSchema),
    longitude: z.optional(longitudeSchema),
    verified: z.optional(z.boolean({ error: 'invalidValue' })),
    visibility: z.optional(z.enum(visibilities, { error: 'invalidValue' })),
    assignee: z.optional(z.nullable(idSchema)),
    urgency: z.optional(z.nullable(z.enum(urgencies, { error: 'invalidValue' }))),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, 'required'));
export type ReportUpdateInput = z.input<typeof reportUpdateSchema>;

/** A calendar day that exists (`yyyy-MM-dd`; not 30 February nor month 13), year 1 or later. */
function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < '0001-01-01') return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
}
/** A calendar day `YYYY-MM-DD` that exists (filters read it as a UTC day). */
export const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidValue'), z.refine(isRealDay, 'invalidValue'));
const idList = z.array(idSchema).check(z.maxLength(1000, 'invalidValue'));

export const reportSorts = ['event_date_desc', 'event_date_asc', 'created_date_desc', 'updated_date_desc'] as const;
export type ReportSort = (typeof reportSorts)[number];

/**
 * Report filters, as the filter panel sets them. Dates are days (yyyy-MM-dd, inclusive, UTC): start not
 * after end, neither after today.
 */
export const reportFiltersSchema = z
  .strictObject({
    start_date: z.optional(isoDay),
    end_date: z.optional(isoDay),
    lifecycle: z.optional(z.array(z.enum([...lifecycleFilterValues, 'started'], { error: 'invalidValue' }))),
    urgency: z.optional(z.array(z.enum([...urgencies, 'none'], { error: 'invalidValue' }))),
    verified: z.optional(z.array(z.pipe(wholeNumberSchema(0, 1), z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' })))),
    visibility: z.optional(z.array(z.enum(visibilities, { error: 'invalidValue' }))),
    authors: z.optional(idList),
    assignees: z.optional(idList),
    organizations: z.optional(idList),
    /** tag ids */
    taxonomies: z.optional(idList),
    folder: z.optional(idSchema),
    search: z.optional(z.string().check(z.trim(), z.maxLength(limits.searchMax, 'searchExceeded'))),
    sort: z.optional(z.enum(reportSorts, { error: 'invalidValue' })),
  })
  .check(
    z.superRefine((filters, ctx) => {
      const today = new Date().toISOString().slice(0, 10);
      if (filters.start_date && filters.start_date > today)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'dateAfterToday' });
      if (filters.end_date && filters.end_date > today) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'dateAfterToday' });
      if (filters.start_date && filters.end_date && filters.start_date > filters.end_date) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'startAfterEnd' });
      }
    }),
  );
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** `POST /reports` body; `cursor` (the `next` of a previous page) replaces `offset`. */
export const reportListRequestSchema = z.strictObject({
  filters: z._default(reportFiltersSchema, {}),
  offset: z.optional(wholeNumberSchema(0, limits.idMax)),
  cursor: z.optional(z.string().check(z.maxLength(200, 'invalidValue'))),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
});
export type ReportListRequest = z.input<typeof reportListRequestSchema>;

/** `GET /reports?offset|cursor&limit` (no filters: those go in the body of `POST /reports`). */
export const reportListQuerySchema = z.strictObject({
  offset: z.optional(wholeNumberSchema(0, limits.idMax)),
  cursor: z.optional(z.string().check(z.maxLength(200, 'invalidValue'))),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
});

/**
 * A page of reports; `next` is the opaque keyset cursor of the following page, null at the end.
 * `total` is exact up to `limits.reportTotalExactMax`; past it, `total_exact` is false and `total`
 * is that bound (a lower bound: "1,000+"), so that no list ever counts a million rows.
 */
export const reportPageSchema = z.object({
  data: z.array(reportSchema),
  total: z
    .int()
    .check(z.describe(`the number of matching reports when \`total_exact\`; otherwise ${limits.reportTotalExactMax}, a lower bound`)),
  total_exact: z
    .boolean()
    .check(
      z.describe(
        `false when more than ${limits.reportTotalExactMax} reports match: the count stops there ("${limits.reportTotalExactMax}+")`,
      ),
    ),
  next: z.nullable(z.string()),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportSuggestionSchema = z.object({ id: z.int(), title: z.string(), excerpt: z.string() });
export type ReportSuggestion = z.infer<typeof reportSuggestionSchema>;
export const reportSuggestQuerySchema = z.strictObject({
  q: z._default(z.string().check(z.maxLength(limits.searchMax, 'searchExceeded')), ''),
});

/**
 * `POST /reports/geo {filters, max?}`: every matching report, as map points. With `max`, a map that
 * cannot hold more points asks the server to leave them out when more match: the answer then carries
 * only the total, and the map asks for the clusters of what it shows instead (`/reports/geo/clusters`).
 */
export const reportPointsRequestSchema = z.strictObject({
  filters: z._default(reportFiltersSchema, {}),
  max: z.optional(z.int().check(z.gte(0))).check(z.describe('when more reports than this match, the answer holds no points, only `total`')),
});

/** West, south, east, north in degrees; west > east crosses the antimeridian. */
export const boundingBoxSchema = z
  .tuple([
    z.number().check(z.gte(limits.longitudeMin), z.lte(limits.longitudeMax)),
    z.number().check(z.gte(limits.latitudeMin), z.lte(limits.latitudeMax)),
    z.number().check(z.gte(limits.longitudeMin), z.lte(limits.longitudeMax)),
    z.number().check(z.gte(limits.latitudeMin), z.lte(limits.latitudeMax)),
  ])
  .check(
    z.refine(([, south, , north]) => south <= north, 'invalidValue'),
    z.describe('[west, south, east, north] in degrees; west > east crosses the antimeridian'),
  );
export type BoundingBox = z.infer<typeof boundingBoxSchema>;

/** `POST /reports/geo/clusters {filters, bbox, zoom}`: what the map shows of a large set (docs/map.md). */
export const reportClustersRequestSchema = z.strictObject({
  filters: z._default(reportFiltersSchema, {}),
  bbox: boundingBoxSchema,
  zoom: z.number().check(z.gte(limits.mapZoomMin), z.lte(limits.mapZoomMax)),
});
export type ReportClustersRequest = z.infer<typeof reportClustersRequestSchema>;

/**
 * Every report matching the filters as columns of equal length (smaller than an array of objects once
 * compressed). Point i is `ids[i]` at `lat[i] / 1e6`, `lng[i] / 1e6` (integers of a millionth of a
 * degree: the stored 6 decimals exactly) with `flags[i]` of `reportPointFlags`.
 */
export const reportPointsSchema = z
  .object({
    ids: z.array(z.int()),
    lat: z.array(z.int()).check(z.describe('latitude in millionths of a degree')),
    lng: z.array(z.int()).check(z.describe('longitude in millionths of a degree')),
    flags: z.array(z.int()).check(z.describe('bit 0 verified, bit 1 urgent, bit 2 closed, bit 3 public')),
  })
  .check(z.describe('columnar map points, one index per report'));
export type ReportPoints = z.infer<typeof reportPointsSchema>;

/**
 * The clusters and single reports inside a bounding box at a zoom: cluster i stands for `count[i]`
 * reports whose center is `lng[i]`, `lat[i]` (degrees) and which all lie within `bounds[i]`; places
 * holding one report come as `points`, as in `reportPointsSchema`.
 */
export const reportClustersSchema = z.object({
  clusters: z.object({
    lng: z.array(z.number()),
    lat: z.array(z.number()),
    count: z.array(z.int()),
    bounds: z
      .array(z.tuple([z.number(), z.number(), z.number(), z.number()]))
      .check(z.describe('[west, south, east, north] of the reports inside')),
  }),
  points: reportPointsSchema,
});
export type ReportClusters = z.infer<typeof reportClustersSchema>;

/** `GET /reports/geo/{id}`: what the map popup shows. */
export const reportPopupSchema = z.object({
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  event_date: z.string(),
  author: z.nullable(userRef),
  /** a small rendition of the first image, or null */
  image: z.nullable(z.string()),
  media: z.object({ images: z.int(), videos: z.int(), audios: z.int(), documents: z.int() }),
});
export type ReportPopup = z.infer<typeof reportPopupSchema>;

/** What an activity entry records: every change to a report writes one; `created` opens every report's history. */
export const activityEvents = [
  'created',
  'lifecycle',
  'reply',
  'verify',
  'unverify',
  'visibility',
  'tags',
  'edit_assignee',
  'urgency',
  'content',
  'location',
  'title',
  'media',
] as const;
export type ActivityEvent = (typeof activityEvents)[number];

/**
 * A fixed color palette for activity authors: a user keeps one color wherever they appear
 * (activity, comments), chosen by id so that client and server agree without storing it.
 */
export const authorColors = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#17becf',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
] as const;
export const colorOfUser = (userId: number | null | undefined): string =>
  userId ? authorColors[userId % authorColors.length]! : authorColors[authorColors.length - 3]!;

/** `GET /report/{id}/activity?limit&offset`: pages of 20 by default (a refresh asks for 30). */
export const activityQuerySchema = z.strictObject({
  offset: z._default(wholeNumberSchema(0, limits.idMax), 0),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), limits.activityPage),
});

export const activityEntrySchema = z.object({
  id: z.int(),
  event: z.enum(activityEvents),
  /** what changed: see the OpenAPI document for each event's shape */
  data: z.unknown(),
  author: z.nullable(userRef),
  media: z.array(mediaSchema),
  created_at: z.string(),
  /** stable color of the author (`colorOfUser`) */
  colour: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const commentSchema = z.object({
  id: z.int(),
  author: z.nullable(userRef),
  colour: z.string(),
  content: z.string(),
  status: z.enum(reportStatuses),
  posted_date: z.string(),
  media: z.array(mediaSchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentCreateSchema = z.strictObject({ content: requiredString(limits.commentMax, 'reportCommentExceeded') });
export const commentUpdateSchema = z.strictObject({ status: z.enum(reportStatuses, { error: 'invalidValue' }) });

export const folderSchema = z.object({
  id: z.int(),
  name: z.string(),
  colour: z.string(),
  organization: z.object({ id: z.int(), name: z.string() }),
  /** how many reports the caller can see in it */
  reports: z.int(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderInputSchema = z.strictObject({
  name: requiredString(limits.folderNameMax, 'folderNameExceeded'),
  colour: z.optional(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'invalidValue'))),
});
export const folderReportsSchema = z.strictObject({
  reports: z.array(idSchema).check(z.minLength(1, 'required'), z.maxLength(1000, 'invalidValue')),
});

/** `POST /organization/{id}/reports/export` (docs/reports.md "Export and import"). */
export const reportExportRequestSchema = z.strictObject({
  filters: z._default(reportFiltersSchema, {}),
  format: z.enum(exportFormats, { error: 'invalidValue' }),
  /** a zip holding `reports.<format>` and `media/<file>` */
  media: z._default(z.boolean({ error: 'invalidValue' }), false),
});

/**
 * The answer of `POST /organization/{id}/reports/import`: rows that became new reports, rows that
 * brought a report already here up to date, rows that matched one with nothing newer to bring, and
 * the refused rows with their reasons.
 */
export const reportImportResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  skipped: z.int(),
  rejected: z.array(
    z.object({
      row: z.int(),
      title: z.string(),
      reason: z.string(),
      fields: z.optional(z.record(z.string(), z.string())),
    }),
  ),
});

export const tagGroupTypes = ['single', 'multi', 'text'] as const;
export type TagGroupType = (typeof tagGroupTypes)[number];
export const tagSchema = z.object({
  id: z.int(),
  group_id: z.int(),
  organization: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** name per locale (en_US, fr_FR, …) */
  translations: z.record(z.string(), z.string()),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagGroupSchema = z.object({
  id: z.int(),
  type: z.enum(tagGroupTypes),
  translations: z.record(z.string(), z.string()),
  prompt: z.record(z.string(), z.string()),
  tags: z.array(tagSchema),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;
