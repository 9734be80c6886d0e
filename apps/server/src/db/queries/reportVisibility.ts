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
 * | anyone else                   | nothing                                                    |
 *
 * A draft is seen only by its author, and only where a single report is opened (`drafts: 'own'`):
 * never in a list, a search, a suggestion, the map, a folder count or a total.
 */
import type { Actor } from '@fieldwatch/core';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { reports } from '../schema.js';

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
export function reportVisibleTo(viewer: Actor | null, scope: VisibilityScope): SQL {
  if (!viewer) return nothing;
  const published = and(eq(reports.status, 'published'), publishedFor(viewer));
  const ownDraft = and(eq(reports.status, 'draft'), eq(reports.authorId, viewer.id));
  const byStatus = scope.drafts === 'own' ? or(published, ownDraft) : published;
  return and(inViewerOrganizations(viewer), byStatus) ?? sql`true`;
}
