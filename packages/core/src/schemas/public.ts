/**
 * What partner pages read and send without a user account (docs/embedding.md): the public
 * site's settings, the public reports, the public map's requests, and the anonymous submission token.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idSchema, wholeNumberSchema } from './common.js';
import { boundingBoxSchema, reportPointsRequestSchema } from './report.js';

/** `GET /public/site`: the public-site settings, as a partner page uses them. */
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
  cover_image: z.nullable(z.string()),
  /** path under /api of the uploaded about-us image, or null */
  about_image: z.nullable(z.string()),
  /** the map's default center and zoom (options latitude, longitude, zoom) */
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
  id: z.int(),
  title: z.string(),
  content: z.string(),
  event_date: z.string(),
  created_date: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  organization_id: z.int(),
  tags: z.array(z.object({ id: z.int(), name: z.string() })),
  /** the small rendition of the report's first image (a URL under /api), or null */
  image: z.nullable(z.string()),
  media: z.object({ images: z.int(), videos: z.int(), audio: z.int(), documents: z.int() }),
});
export type PublicReport = z.infer<typeof publicReportSchema>;

/** `GET /public/reports`: like `/reports`, newest event first, a keyset `cursor` (the `next` of the previous page). */
export const publicReportListQuerySchema = z.strictObject({
  organization: z.optional(idSchema),
  cursor: z.optional(z.string().check(z.maxLength(200, 'invalidValue'))),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
});
export type PublicReportListQuery = z.input<typeof publicReportListQuerySchema>;

export const publicReportPageSchema = z.object({
  data: z.array(publicReportSchema),
  total: z.int().check(z.describe(`exact when \`total_exact\`; otherwise ${limits.reportTotalExactMax}, a lower bound`)),
  total_exact: z.boolean(),
  next: z.nullable(z.string()),
});
export type PublicReportPage = z.infer<typeof publicReportPageSchema>;

const organizationIds = z.array(idSchema).check(z.maxLength(1000, 'invalidValue'));

/**
 * The filters of the public map: only the organization. `organizations` is the signed-in filters'
 * own field, so a map store that only swaps the path prefix keeps working; `organization` is the
 * single id a partner page's attribute gives. Any other field is 400, as everywhere.
 */
export const publicReportFiltersSchema = z.strictObject({
  organization: z.optional(idSchema),
  organizations: z.optional(organizationIds),
});
export type PublicReportFilters = z.infer<typeof publicReportFiltersSchema>;

/** `GET /public/reports/geo?organization=` */
export const publicReportPointsQuerySchema = z.strictObject({
  organization: z.optional(idSchema),
});

/** `POST /public/reports/geo {filters, max?}`: the body of `POST /reports/geo`, public filters only. */
export const publicReportPointsRequestSchema = z.extend(reportPointsRequestSchema, { filters: z._default(publicReportFiltersSchema, {}) });

/** `POST /public/reports/geo/clusters {filters, bbox, zoom}`: the body of `POST /reports/geo/clusters`, public filters only. */
export const publicReportClustersRequestSchema = z.strictObject({
  filters: z._default(publicReportFiltersSchema, {}),
  bbox: boundingBoxSchema,
  zoom: z.number().check(z.gte(limits.mapZoomMin), z.lte(limits.mapZoomMax)),
});

/**
 * `POST /user/anonymous`: a short-lived token for one anonymous submission flow (create a report in
 * `organization_id`, upload its media, publish it). There is no refresh token: ask for a new one.
 */
export const anonymousTokenSchema = z.object({
  access_token: z.string(),
  /** seconds */
  expires_in: z.int(),
  organization_id: z.int(),
});
export type AnonymousToken = z.infer<typeof anonymousTokenSchema>;

/**
 * `POST /user/anonymous` body. The call also carries a `DPoP` proof header made with the browser's key
 * (docs/sign-in.md "Anonymous submission tokens"). `challenge_solution`: the solved proof-of-work
 * challenge (base64 JSON, ALTCHA's form), needed while the challenge is on.
 */
export const anonymousTokenRequestSchema = z.strictObject({
  challenge_solution: z.optional(z.string().check(z.maxLength(4096, 'invalidValue'))),
});
export type AnonymousTokenRequest = z.infer<typeof anonymousTokenRequestSchema>;

/** `GET /user/anonymous/challenge`: a proof-of-work challenge (ALTCHA v1), good once and for a few minutes. */
export const anonymousChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});
export type AnonymousChallenge = z.infer<typeof anonymousChallengeSchema>;
