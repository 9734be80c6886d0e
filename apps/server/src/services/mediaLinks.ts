/**
 * Media as the API shows them (core mediaSchema): every `src` is a URL signed for one viewer
 * (docs/reports.md "Media"), so a URL copied to someone else, or kept after access is lost, serves
 * nothing.
 */
import type { Media, MediaKind } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import type { MediaRow } from '../db/queries/media.js';
import { isUser, type ReportViewer } from '../db/queries/reportVisibility.js';
import { mediaUrlExpiry, signMediaUrl, type MediaViewerId } from '../media/index.js';

/**
 * Whom a media URL is signed for: a user, or the public (partner pages). An anonymous submitter is no
 * user: the media of its report open through public URLs, which serve only once staff make the report
 * public.
 */
export const mediaViewerOf = (viewer: ReportViewer): MediaViewerId => (isUser(viewer) ? viewer.id : 'public');

export function toApiMedia(ctx: AppContext, viewerId: MediaViewerId, row: MediaRow): Media {
  // the same URL for a whole clock hour, so the browser's cache holds across page loads
  const expiresAt = mediaUrlExpiry(ctx.now());
  return {
    id: row.id,
    name: row.name,
    type: row.kind as MediaKind,
    mime: row.mime,
    src: signMediaUrl(ctx, { mediaId: row.id, size: null, viewerId, expiresAt }),
    caption: row.caption,
    bytes: row.bytes,
    sizes: row.variants.map((variant) => ({
      size: variant.size,
      src: signMediaUrl(ctx, { mediaId: row.id, size: variant.size, viewerId, expiresAt }),
      width: variant.width,
      height: variant.height,
    })),
  };
}

/** The small rendition of an image (the original if it has none) for a popup or a list card. */
export function smallImageUrl(ctx: AppContext, viewerId: MediaViewerId, row: MediaRow): string {
  const size = row.variants.some((variant) => variant.size === 'small') ? 'small' : null;
  return signMediaUrl(ctx, { mediaId: row.id, size, viewerId, expiresAt: mediaUrlExpiry(ctx.now()) });
}

/** Groups media rows by one of their ids (report, comment or activity entry), keeping their order. */
export function groupMedia(rows: readonly MediaRow[], keyOf: (row: MediaRow) => number | null): Map<number, MediaRow[]> {
  const groups = new Map<number, MediaRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}
