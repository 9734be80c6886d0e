/**
 * Who sees which report (docs/reports.md "Who sees which report"), as one SQL condition over the
 * `reports` table. Every read path — list, count, search, suggestions, map points, a single report,
 * its activity, comments and media, folder counts — filters through this function, so the rule
 * lives in exactly one place:
 *
 * | viewer                        | sees (published reports only)                              |
 * |-------------------------------|------------------------------------------------------------|
 * | Administrator                 | every organization                                         |
 * | Organization Admin, Reader    | every report of their organizations, public and private    |
 * | Mobile                        | their own reports, and the public reports of their orgs    |
 * | the public (partner pages)    | the public reports of every organization                   |
 * | anyone else                   | nothing                                                    |
 *
 * A draft is seen only by its author, and only where a single report is opened (`drafts: 'own'`):
 * never in a list, a search, a suggestion, the map, a folder count or a total. An anonymous
 * submission token is the author of what it created: it sees those reports, drafts or not,
 * only where one is opened, and nothing else.
 */
import type { Actor } from '@fieldwatch/core';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { reports } from '../schema.js';

/** A partner page's visitor (public embeds): nobody signed in, reading the public map. */
export interface PublicViewer {
  kind: 'public';
}
export const publicViewer: PublicViewer = { kind: 'public' };

/** The bearer of an anonymous submission token: `tokenId` is the token's `jti`. */
export interface AnonymousSubmitter {
  kind: 'anonymous';
  tokenId: string;
  organizationId: number;
  /** when its token was issued: the token's count of reports starts then */
  tokenIssuedAt: Date;
}

/** Whoever a report is shown to: a signed-in user (an `Actor`), the public, or an anonymous submitter. */
export type ReportViewer = Actor | PublicViewer | AnonymousSubmitter;

export const isPublicViewer = (viewer: ReportViewer): viewer is PublicViewer => 'kind' in viewer && viewer.kind === 'public';
export const isAnonymousSubmitter = (viewer: ReportViewer): viewer is AnonymousSubmitter => 'kind' in viewer && viewer.kind === 'anonymous';
/** A signed-in user, as opposed to the public or an anonymous submitter. */
export const isUser = (viewer: ReportViewer): viewer is Actor => !('kind' in viewer);

export interface VisibilityScope {
  /** `'own'` where one report is opened (get, media, activity, publish); `'none'` for every collection */
  drafts: 'own' | 'none';
}

const nothing = sql`false`;

/** Reports of the organizations the viewer belongs to (all of them for the Administrator). */
function inViewerOrganizations(viewer: Actor): SQL | undefined {
  if (viewer.role === 'Administrator') return undefined;
  if (viewer.organizations.length === 0) return nothing;
  return inArray(reports.organizationId, [...viewer.organizations]);
}

/** Which published reports the viewer's role lets them see, within their organizations. */
function publishedFor(viewer: Actor): SQL | undefined {
  switch (viewer.role) {
    case 'Administrator':
    case 'Organization Admin':
    case 'Reader':
      return undefined;
    case 'Mobile':
      return or(eq(reports.authorId, viewer.id), eq(reports.visibility, 'public'));
  }
}

/** The SQL condition "the viewer may see this report"; `null` viewer (not signed in) sees nothing. */
export function reportVisibleTo(viewer: ReportViewer | null, scope: VisibilityScope): SQL {
  if (!viewer) return nothing;
  if (isPublicViewer(viewer)) return and(eq(reports.status, 'published'), eq(reports.visibility, 'public'))!;
  if (isAnonymousSubmitter(viewer)) {
    if (scope.drafts === 'none') return nothing;
    return and(eq(reports.organizationId, viewer.organizationId), eq(reports.anonymousTokenId, viewer.tokenId))!;
  }
  const published = and(eq(reports.status, 'published'), publishedFor(viewer));
  const ownDraft = and(eq(reports.status, 'draft'), eq(reports.authorId, viewer.id));
  const byStatus = scope.drafts === 'own' ? or(published, ownDraft) : published;
  return and(inViewerOrganizations(viewer), byStatus) ?? sql`true`;
}
