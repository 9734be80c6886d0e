/**
 * Media of reports and comments (docs/reports.md "Media"): uploads one file per call through the media
 * module, records them in the activity, and serves stored files to the viewer a URL was signed for.
 */
import type { Actor, Comment, ImageSize, MediaKind, Report } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { findCreatedEntry, findRecentEntry, insertActivity, updateActivityData } from '../db/queries/activity.js';
import { findComment } from '../db/queries/comments.js';
import { findMedia, insertMedia } from '../db/queries/media.js';
import { updateReportRow } from '../db/queries/reports.js';
import { publishReportEvent } from '../live/publish.js';
import { noteCreated } from '../plugins/idempotency.js';
import { findUserById } from '../db/queries/users.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import {
  ingestUpload,
  openStored,
  removeStored,
  verifyMediaSignature,
  type IngestedMedia,
  type MediaViewerId,
  type UploadedFile,
} from '../media/index.js';
import { findOwnComment, toApiComment } from './comments.js';
import { isUser, publicViewer, type ReportViewer } from '../db/queries/reportVisibility.js';
import { isPublicMapEnabled } from './publicReports.js';
import { isInPublicStory } from './stories.js';
import {
  canEditReport,
  canViewerSeeReport,
  findVisibleReport,
  isDraftAuthor,
  lifecycleAfterEditorAction,
  userIdOf,
  type ReportActor,
} from './reportAccess.js';
import { toApiReport } from './reportViews.js';
import { actorOf } from './users.js';

/** docs/reports.md: uploads by one person within a minute are counted in one `media` entry. */
const mediaEntryWindowMs = 60_000;

/** The counts of a `media` activity entry, by the names docs/reports.md gives them. */
const countNames: Record<MediaKind, 'images' | 'videos' | 'audios' | 'pdfs'> = {
  image: 'images',
  video: 'videos',
  audio: 'audios',
  document: 'pdfs',
};

function countedMedia(data: unknown, kind: MediaKind): Record<string, number> {
  const counts: Record<string, number> = { images: 0, videos: 0, audios: 0, pdfs: 0 };
  if (data && typeof data === 'object') {
    for (const name of Object.keys(counts)) {
      const value = (data as Record<string, unknown>)[name];
      if (typeof value === 'number') counts[name] = value;
    }
  }
  counts[countNames[kind]]! += 1;
  return counts;
}

const storageKeysOf = (media: IngestedMedia) => [media.storageKey, ...media.variants.map((variant) => variant.storageKey)];

/** Stores the upload, then runs `record`; if recording fails the stored files are removed again. */
async function ingestAndRecord(ctx: AppContext, file: UploadedFile, record: (media: IngestedMedia) => Promise<void>): Promise<void> {
  const media = await ingestUpload(ctx, file);
  try {
    await record(media);
  } catch (error) {
    await removeStored(ctx, storageKeysOf(media));
    throw error;
  }
}

const mediaValues = (media: IngestedMedia) => ({
  kind: media.kind,
  mime: media.mime,
  bytes: media.bytes,
  name: media.name,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  variants: media.variants,
});

/**
 * `POST /report/{id}/media`. While the report is a draft its author (or the anonymous token that
 * created it) adds media, and they belong to its `created` entry; on a published report adding media
 * is an editor's edit (it may reopen the report), counted in a `media` entry.
 */
export async function addReportMedia(ctx: AppContext, actor: ReportActor, reportId: number, file: UploadedFile): Promise<Report> {
  const report = await findVisibleReport(ctx, actor, reportId);
  const draft = report.status === 'draft';
  if (draft ? !isDraftAuthor(actor, report) : !canEditReport(actor, report)) throw forbidden();
  const authorId = userIdOf(actor);

  await ingestAndRecord(ctx, file, (media) =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      let activityId: number | null;
      if (draft) {
        activityId = (await findCreatedEntry(tx, report.id)) ?? null;
      } else {
        const lifecycle = lifecycleAfterEditorAction(report, actor, 'edit', now);
        await updateReportRow(tx, report.id, { ...lifecycle.changes, updatedAt: now });
        await publishReportEvent(tx, { kind: 'updated', reportId: report.id, organizationId: report.organizationId, at: now });
        await insertActivity(tx, lifecycle.entries);
        const since = new Date(now.getTime() - mediaEntryWindowMs);
        const recent = authorId === null ? undefined : await findRecentEntry(tx, { reportId: report.id, event: 'media', authorId, since });
        if (recent) {
          activityId = recent.id;
          await updateActivityData(tx, recent.id, countedMedia(recent.data, media.kind));
        } else {
          const [id] = await insertActivity(tx, [
            { reportId: report.id, event: 'media', data: countedMedia({}, media.kind), authorId, createdAt: now },
          ]);
          activityId = id ?? null;
        }
      }
      const mediaId = await insertMedia(tx, {
        ...mediaValues(media),
        reportId: report.id,
        commentId: null,
        activityId,
        uploaderId: authorId,
        createdAt: now,
      });
      await noteCreated(tx, `media:${mediaId}`);
    }),
  );
  return toApiReport(ctx, actor, await findVisibleReport(ctx, actor, report.id));
}

/** `POST /comment/{id}/media`: the author adds media to their draft comment, before publishing it. */
export async function addCommentMedia(ctx: AppContext, actor: Actor, commentId: number, file: UploadedFile): Promise<Comment> {
  const { comment, report } = await findOwnComment(ctx, actor, commentId);
  if (comment.authorId !== actor.id || !canEditReport(actor, report)) throw forbidden();
  // a published comment's `reply` entry is written; media added later would appear nowhere
  if (comment.status !== 'draft') throw new ApiError('BAD_REQUEST');
  await ingestAndRecord(ctx, file, (media) =>
    ctx.db.transaction(async (tx) => {
      const mediaId = await insertMedia(tx, {
        ...mediaValues(media),
        reportId: report.id,
        commentId: comment.id,
        activityId: null,
        uploaderId: actor.id,
        createdAt: ctx.now(),
      });
      await noteCreated(tx, `media:${mediaId}`);
    }),
  );
  return toApiComment(ctx, actor, (await findComment(ctx.db, comment.id))!);
}

/**
 * The answer of a submission's create call for the record it made (`noteCreated`: `report:12`,
 * `comment:3`, `media:40`), when that call died before answering: the report, the comment, or the report
 * or comment a file was added to, as the viewer may see it now.
 */
export async function answerForCreated(ctx: AppContext, actor: ReportActor, created: string): Promise<Report | Comment> {
  const [kind, idText] = created.split(':');
  let id = Number(idText);
  let asComment = kind === 'comment';
  if (kind === 'media') {
    const row = await findMedia(ctx.db, id);
    if (!row) throw notFound();
    asComment = row.commentId !== null;
    id = row.commentId ?? row.reportId;
  }
  if (!asComment) return toApiReport(ctx, actor, await findVisibleReport(ctx, actor, id));
  if (!isUser(actor)) throw notFound();
  const { comment } = await findOwnComment(ctx, actor, id);
  return toApiComment(ctx, actor, comment);
}

/** The path and query of a media URL, unchecked: the signature decides. */
export interface MediaRequest {
  id: number;
  size?: string | undefined;
  v?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}

export interface ServedMedia {
  stream: NodeJS.ReadableStream;
  bytes: number;
  mime: string;
  kind: MediaKind;
  name: string;
  /** when the URL stops working (for Cache-Control) */
  expiresAt: Date;
}

/**
 * The viewer a media URL was signed for, if still allowed to view anything; undefined otherwise. A
 * URL signed for the readers of a story serves only the images of reports that story still shows.
 */
async function signedViewer(ctx: AppContext, viewerId: MediaViewerId, reportId: number): Promise<ReportViewer | undefined> {
  // public images go dark with the public map
  if (viewerId === 'public') return (await isPublicMapEnabled(ctx)) ? publicViewer : undefined;
  if (typeof viewerId === 'string') {
    return (await isInPublicStory(ctx, Number(viewerId.slice('story-'.length)), reportId)) ? publicViewer : undefined;
  }
  const user = await findUserById(ctx.db, viewerId);
  return user?.active ? actorOf(user) : undefined;
}

/**
 * `GET /media/{id}?size&v&exp&sig`: the URL's signature names the viewer; serving checks, again, that
 * this viewer is still active and may still see the report (and, for a draft comment's media, is its
 * author). A URL signed for the public (`v=public`) serves while the report is public and the
 * public map on; one signed for a story's readers (`v=story-{id}`) while the report is public and in
 * that published story; neither ever serves a comment's media. Every failure is 404, as for a file
 * that does not exist.
 */
export async function openMedia(ctx: AppContext, request: MediaRequest): Promise<ServedMedia> {
  const signed = verifyMediaSignature(ctx, {
    mediaId: request.id,
    size: request.size ?? null,
    viewerId: request.v,
    exp: request.exp ?? '',
    sig: request.sig ?? '',
  });
  if (!signed) throw notFound();
  const media = await findMedia(ctx.db, request.id);
  if (!media) throw notFound();
  const viewer = await signedViewer(ctx, signed.viewerId, media.reportId);
  if (!viewer) throw notFound();
  if (!(await canViewerSeeReport(ctx, viewer, media.reportId))) throw notFound();
  if (media.commentId !== null) {
    const comment = await findComment(ctx.db, media.commentId);
    if (!comment || typeof signed.viewerId !== 'number' || (comment.status === 'draft' && comment.authorId !== signed.viewerId)) {
      throw notFound();
    }
  }
  const size = request.size as ImageSize | undefined;
  const variant = size === undefined ? undefined : media.variants.find((candidate) => candidate.size === size);
  if (size !== undefined && !variant) throw notFound();
  const stored = await openStored(ctx, variant?.storageKey ?? media.storageKey);
  return {
    stream: stored.stream,
    bytes: stored.bytes,
    mime: variant?.mime ?? media.mime,
    kind: media.kind as MediaKind,
    name: media.name,
    expiresAt: new Date(Number(request.exp) * 1000),
  };
}
