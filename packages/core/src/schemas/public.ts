/**
 * What partner pages read and send without a user account (issue 5, API.md "Public embeds"): the public
 * site's settings, the public reports, the public map's requests, and the anonymous submission token.
 */
import * as z from 'zod';
import { limits } from '../limits.js';
import { boundingBoxSchema, reportPointsRequestSchema } from './report.js';

/** `GET /public/site`: the public-site settings of spec §2, as a partner page uses them. */
export const publicSiteSchema = z.object({
  map_enabled: z.boolean(),
  grievance_enabled: z.boolean(),
  brand_enabled: z.boolean(),
  /** option anonymous_enabled is on and anonymous_organization names an existing organization */
  anonymous_enabled: z.boolean(),
  /** locale of the public site (`en_US`, …) */
  language: z.string(),
  tagline: z.string(),
  primary_colour: z.string(),
  about: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  /** path under /api of the uploaded cover image (`/api/public/site/image/cover?v=…`), or null */
  cover_image: z.string().nullable(),
  /** path under /api of the uploaded about-us image, or null */
  about_image: z.string().nullable(),
  /** the map's default centre and zoom (options latitude, longitude, zoom) */
  latitude: z.number(),
  longitude: z.number(),
  zoom: z.number(),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

/**
 * A public report as anyone may see it: no author, assignee, urgency, verification or other staff
 * fields. `tags` are the report's tags named in the public site's language (text tags are left out:
 * they are free text written by the reporter).
 */
export const publicReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  event_date: z.string(),
  created_date: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  organization_id: z.number().int(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the small rendition of the report's first image (a URL under /api), or null */
  image: z.string().nullable(),
  media: z.object({ images: z.number().int(), videos: z.number().int(), audio: z.number().int(), documents: z.number().int() }),
});
export type PublicReport = z.infer<typeof publicReportSchema>;

/** `GET /public/reports`: like `/reports`, newest event first, a keyset `cursor` (the `next` of the previous page). */
export const publicReportListQuerySchema = z.strictObject({
  organization: z.coerce.number().int().positive('invalidValue').optional(),
  cursor: z.string().max(200, 'invalidValue').optional(),
  limit: z.coerce.number().int().min(1).max(limits.listPageMax).default(20),
});
export type PublicReportListQuery = z.input<typeof publicReportListQuerySchema>;

export const publicReportPageSchema = z.object({
  data: z.array(publicReportSchema),
  total: z.number().int().describe(`exact when \`total_exact\`; otherwise ${limits.reportTotalExactMax}, a lower bound`),
  total_exact: z.boolean(),
  next: z.string().nullable(),
});
export type PublicReportPage = z.infer<typeof publicReportPageSchema>;

const organizationIds = z.array(z.coerce.number().int().positive('invalidValue')).max(1000, 'invalidValue');

/**
 * The filters of the public map: only the organization. `organizations` is the signed-in filters'
 * own field, so a map store that only swaps the path prefix keeps working; `organization` is the
 * single id a partner page's attribute gives. Any other field is 400, as everywhere.
 */
export const publicReportFiltersSchema = z.strictObject({
  organization: z.coerce.number().int().positive('invalidValue').optional(),
  organizations: organizationIds.optional(),
});
export type PublicReportFilters = z.infer<typeof publicReportFiltersSchema>;

/** `GET /public/reports/geo?organization=` */
export const publicReportPointsQuerySchema = z.strictObject({
  organization: z.coerce.number().int().positive('invalidValue').optional(),
});

/** `POST /public/reports/geo {filters, max?}`: the body of `POST /reports/geo`, public filters only. */
export const publicReportPointsRequestSchema = reportPointsRequestSchema.extend({ filters: publicReportFiltersSchema.default({}) });

/** `POST /public/reports/geo/clusters {filters, bbox, zoom}`: the body of `POST /reports/geo/clusters`, public filters only. */
export const publicReportClustersRequestSchema = z.strictObject({
  filters: publicReportFiltersSchema.default({}),
  bbox: boundingBoxSchema,
  zoom: z.number().min(limits.mapZoomMin).max(limits.mapZoomMax),
});

/**
 * `POST /user/anonymous`: a short-lived token for one anonymous submission flow (create a report in
 * `organization_id`, upload its media, publish it). There is no refresh token: ask for a new one.
 */
export const anonymousTokenSchema = z.object({
  access_token: z.string(),
  /** seconds */
  expires_in: z.number().int(),
  organization_id: z.number().int(),
});
export type AnonymousToken = z.infer<typeof anonymousTokenSchema>;
