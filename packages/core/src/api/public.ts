/**
 * Calls a partner page makes without a user account (docs/embedding.md). None sends the
 * session's token: they answer the same for everyone. The public map's points, clusters and popups are
 * the signed-in map's calls under `/public/reports/geo` (same bodies and answers).
 */
import type { AnonymousChallenge, AnonymousToken, AnonymousTokenRequest, PublicReport, PublicSite } from '../schemas/public.js';
import type { FieldwatchClient } from './client.js';

/** `GET /public/site`: the public-site settings (image addresses under /api: see `publicSiteImageUrl`). */
export const getPublicSite = (client: FieldwatchClient, signal?: AbortSignal): Promise<PublicSite> =>
  client.request<PublicSite>('/public/site', { auth: false, ...(signal ? { signal } : {}) });

export interface PublicReportPageRequest {
  /** only this organization's public reports */
  organization?: number;
  limit?: number;
  /** the `next` of the previous page */
  cursor?: string;
  signal?: AbortSignal;
}

/**
 * `GET /public/reports?organization&limit&cursor`: a page of public reports, newest event first, with
 * the keyset cursor of the next page (null at the end). 403 INACTIVE_FEATURE while the public map is off.
 */
export async function listPublicReports(
  client: FieldwatchClient,
  request: PublicReportPageRequest = {},
): Promise<{ data: PublicReport[]; total: number; total_exact?: boolean; next?: string | null }> {
  const { signal, organization, limit, cursor } = request;
  const query: Record<string, string | number> = {};
  if (organization !== undefined) query.organization = organization;
  if (limit !== undefined) query.limit = limit;
  if (cursor) query.cursor = cursor;
  return client.requestList<PublicReport>('/public/reports', { query, auth: false, ...(signal ? { signal } : {}) });
}

/**
 * `POST /user/anonymous`: a token for anonymous submissions (`anonymous_enabled`; 403 INACTIVE_FEATURE
 * otherwise, 429 when asked too often), bound to the key of `client.withProof(signer)`; 400
 * CHALLENGE_REQUIRED while the proof-of-work challenge is on and `body` has no fresh solution. Use it
 * with `client.withProof(signer, access_token)` to create reports in `organization_id`, upload their
 * media and publish them. `submissions/anonymousTokens.ts` does all of this.
 */
export const requestAnonymousToken = (client: FieldwatchClient, body: AnonymousTokenRequest = {}): Promise<AnonymousToken> =>
  client.request<AnonymousToken>('/user/anonymous', { method: 'POST', auth: false, body });

/** `GET /user/anonymous/challenge`: the proof-of-work challenge (404 while it is off). */
export const requestAnonymousChallenge = (client: FieldwatchClient): Promise<AnonymousChallenge> =>
  client.request<AnonymousChallenge>('/user/anonymous/challenge', { auth: false });
