/**
 * Signed media URLs (docs/reports.md "Media"). An `<img src>` or `<video src>` cannot send a bearer
 * header, so the URL itself carries the proof: `/api/media/{id}?size=&v=&exp=&sig=`.
 *
 * - `v` is the viewer's user id, in clear. It is covered by the signature, so it cannot be changed; it
 *   is needed because serving checks, again, that this viewer may still see the report (a URL copied
 *   out of the dashboard stops working when its viewer loses access, not only when it expires).
 *   `v=public` names the public (partner pages): serving then checks that the report is still public.
 * - `sig` is a base64url HMAC-SHA256 over (media id, size, viewer id, expiry), keyed by a key derived
 *   from the server secret the way services/secrets.ts derives its keys.
 * - `exp` defaults to `mediaUrlExpiry`: at least an hour ahead, rounded up to the full hour, so that
 *   every URL made for one viewer within one clock hour is the same and the browser cache holds.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { imageSizes, type ImageSize } from '@fieldwatch/core';
import type { MediaContext } from './storage.js';

/** Signing needs the server secret and the clock, nothing of the storage. */
type SigningContext = Pick<MediaContext, 'config' | 'now'>;

/**
 * A user id; `'public'`: anyone, while the report is public (the public map's images); `story-{id}`:
 * anyone, while that story is published and the report public (the public story's report images).
 */
export type MediaViewerId = number | 'public' | `story-${number}`;

export interface MediaUrlRequest {
  mediaId: number;
  /** an image size; null for the original (and for every other kind) */
  size: ImageSize | null;
  viewerId: MediaViewerId;
  expiresAt: Date;
}

/** What the serving route read from the path and query (strings are parsed strictly). */
export interface MediaSignatureCheck {
  mediaId: number | string;
  /** an image size name, checked here */
  size: string | null | undefined;
  exp: number | string;
  sig: string;
  /** the `v` query parameter */
  viewerId?: number | string | undefined;
}

const hourMs = 60 * 60 * 1000;

/** The default expiry: an hour from now, rounded up to the hour (between 1 and 2 hours). */
export function mediaUrlExpiry(now: Date): Date {
  return new Date(Math.ceil((now.getTime() + hourMs) / hourMs) * hourMs);
}

const signingKey = (secret: string): Buffer => createHash('sha256').update(`fieldwatch:media-url:${secret}`).digest();

/**
 * The subject names the file (`media:12`, `story-cover:3:<storage key>`); sizes are a fixed word list, and
 * neither the numbers, `public`, `story-{id}` nor storage keys hold a colon, so the message is unambiguous.
 */
function signature(ctx: SigningContext, subject: string, size: ImageSize | null, viewerId: MediaViewerId, exp: number): Buffer {
  return createHmac('sha256', signingKey(ctx.config.jwtSecret))
    .update(`${subject}:${size ?? 'original'}:${viewerId}:${exp}`)
    .digest();
}

function signedUrl(ctx: SigningContext, path: string, subject: string, request: Omit<MediaUrlRequest, 'mediaId'>): string {
  const exp = Math.floor(request.expiresAt.getTime() / 1000);
  const sig = signature(ctx, subject, request.size, request.viewerId, exp).toString('base64url');
  const query = new URLSearchParams();
  if (request.size !== null) query.set('size', request.size);
  query.set('v', String(request.viewerId));
  query.set('exp', String(exp));
  query.set('sig', sig);
  // MEDIA_ORIGIN: files come from an origin of their own, so that nothing they hold runs in the app's
  return `${ctx.config.mediaOrigin ?? ''}${path}?${query.toString()}`;
}

export function signMediaUrl(ctx: SigningContext, request: MediaUrlRequest): string {
  return signedUrl(ctx, `/api/media/${request.mediaId}`, `media:${request.mediaId}`, request);
}

/**
 * A story's cover (`/api/story/{id}/cover?…`), signed for a user or, for a published story, the public.
 * The signature covers the cover's storage key: once the cover is replaced or removed, its old URLs
 * serve nothing, so no cache shows the old image under a story that no longer has it.
 */
export interface StoryCoverUrlRequest {
  storyId: number;
  coverKey: string;
  size: ImageSize | null;
  viewerId: number | 'public';
  expiresAt: Date;
}

const coverSubject = (storyId: number, coverKey: string) => `story-cover:${storyId}:${coverKey}`;

export function signStoryCoverUrl(ctx: SigningContext, request: StoryCoverUrlRequest): string {
  return signedUrl(ctx, `/api/story/${request.storyId}/cover`, coverSubject(request.storyId, request.coverKey), request);
}

/** A positive whole number written plainly (no sign, exponent, spaces or leading zeros). */
function wholeNumber(value: number | string | undefined): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

const isImageSize = (value: string): value is ImageSize => (imageSizes as readonly string[]).includes(value);

function viewerOf(value: number | string | undefined): MediaViewerId | null {
  if (value === 'public') return 'public';
  if (typeof value === 'string' && value.startsWith('story-')) {
    const storyId = wholeNumber(value.slice('story-'.length));
    return storyId === null ? null : `story-${storyId}`;
  }
  return wholeNumber(value);
}

/** The viewer of a URL whose subject the caller read from its path, or null when it does not verify. */
function verifySigned(
  ctx: SigningContext,
  subject: string,
  check: Omit<MediaSignatureCheck, 'mediaId'>,
): { viewerId: MediaViewerId; size: ImageSize | null } | null {
  const viewerId = viewerOf(check.viewerId);
  const exp = wholeNumber(check.exp);
  if (viewerId === null || exp === null) return null;
  const size = check.size === null || check.size === undefined || check.size === '' ? null : check.size;
  if (size !== null && !isImageSize(size)) return null;
  if (exp * 1000 <= ctx.now().getTime()) return null;

  // compared as text, so that no second spelling of a signature (padding, stray characters) passes
  const expected = Buffer.from(signature(ctx, subject, size, viewerId, exp).toString('base64url'));
  const given = Buffer.from(check.sig);
  // timingSafeEqual needs equal lengths; the length of a MAC is no secret
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { viewerId, size };
}

/**
 * The viewer a media URL was made for, or null when the URL is forged, altered or expired (the
 * caller answers 404 then, as for a missing file, and still checks that the viewer may see the report).
 */
export function verifyMediaSignature(ctx: SigningContext, check: MediaSignatureCheck): { viewerId: MediaViewerId } | null {
  const mediaId = wholeNumber(check.mediaId);
  if (mediaId === null) return null;
  const verified = verifySigned(ctx, `media:${mediaId}`, check);
  return verified && { viewerId: verified.viewerId };
}

/**
 * The viewer a cover URL was made for (a user id or `'public'`), checked against the story's current
 * cover; null when forged, altered, expired, or made for a cover since replaced.
 */
export function verifyStoryCoverSignature(
  ctx: SigningContext,
  storyId: number,
  coverKey: string,
  check: Omit<MediaSignatureCheck, 'mediaId'>,
): { viewerId: number | 'public'; size: ImageSize | null } | null {
  const verified = verifySigned(ctx, coverSubject(storyId, coverKey), check);
  if (!verified || (typeof verified.viewerId === 'string' && verified.viewerId !== 'public')) return null;
  return { viewerId: verified.viewerId, size: verified.size };
}
