/**
 * Stories (docs/stories.md): a title, a subtitle, a cover image and an ordered body of text and report
 * blocks. Staff of an organization read its stories (not Mobile users), its editors write them; a
 * published story is also read by anyone through `GET /public/stories/{sid}`. Needs option
 * `stories_enabled`. A report block shows its report live, and only to a viewer who may see it.
 */
import { randomBytes } from 'node:crypto';
import {
  canReadStories,
  canSeeOrganization,
  canWriteStories,
  type Actor,
  type ImageSize,
  type Media,
  type Story,
  type StoryBlock,
  type StorySummary,
  type ValidationKey,
  type storyInputSchema,
  type storyListQuerySchema,
  type storyUpdateSchema,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { selectFileableReports } from '../db/queries/folders.js';
import { publicViewer, reportVisibleTo, type ReportViewer, isUser } from '../db/queries/reportVisibility.js';
import type { StoredStoryBlock, StoredStoryCover } from '../db/schema.js';
import {
  deleteStoryRow,
  findStory,
  insertStory,
  isReportInPublishedStory,
  replaceStoryCover,
  selectStoryPage,
  selectStoryReports,
  selectStoryVersion,
  updateStoryIfVersion,
  type StoryChanges,
  type StoryRecord,
  type StorySummaryRecord,
} from '../db/queries/stories.js';
import { findUserById } from '../db/queries/users.js';
import { ApiError, forbidden, invalidFields, notFound } from '../errors.js';
import {
  ingestUpload,
  mediaUrlExpiry,
  openStored,
  removeStored,
  signStoryCoverUrl,
  verifyStoryCoverSignature,
  type UploadedFile,
} from '../media/index.js';
import { recordAudit, type AuditSource } from './audit.js';
import { toApiMedia } from './mediaLinks.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';
import { actorOf } from './users.js';

export type StoryInput = z.output<typeof storyInputSchema>;
export type StoryUpdate = z.output<typeof storyUpdateSchema>;
export type StoryListQuery = z.output<typeof storyListQuerySchema>;

/**
 * The stories' fixed palette: a story's card shows its colour while it has no cover. Dark enough for
 * white text (contrast at least 4.5:1 on each).
 */
export const storyColours = ['#1d4ed8', '#047857', '#b45309', '#7e22ce', '#be123c', '#0f766e', '#4338ca', '#9d174d'] as const;

/** Picked by the title, so that stories made one after the other tend to differ. */
const colourFor = (title: string) => storyColours[[...title].reduce((sum, c) => sum + c.codePointAt(0)!, 0) % storyColours.length]!;

async function assertStoriesEnabled(ctx: AppContext): Promise<void> {
  if ((await readOptions(ctx)).stories_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
}

/** Feature on (403), organization visible (404), then the role (403). */
async function assertStoryAccess(ctx: AppContext, actor: Actor, organizationId: number, write: boolean): Promise<void> {
  await assertStoriesEnabled(ctx);
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!(write ? canWriteStories(actor) : canReadStories(actor))) throw forbidden();
}

/** A story addressed through its organization: another organization's story is 404. */
async function findStoryIn(ctx: AppContext, organizationId: number, storyId: number): Promise<StoryRecord> {
  const story = await findStory(ctx.db, storyId);
  if (!story || story.organizationId !== organizationId) throw notFound();
  return story;
}

/** A story addressed by its id alone (`/story/{sid}/cover`): 404 unless the caller sees its organization. */
async function findStoryFor(ctx: AppContext, actor: Actor, storyId: number, write: boolean): Promise<StoryRecord> {
  const story = await findStory(ctx.db, storyId);
  if (!story || !canSeeOrganization(actor, story.organizationId)) throw notFound();
  await assertStoryAccess(ctx, actor, story.organizationId, write);
  return story;
}

// ---------------------------------------------------------------------------------------------------
// As the API shows them
// ---------------------------------------------------------------------------------------------------

/** Whom the cover's URL is signed for: a user, or anyone (a published story's public page). */
type CoverViewer = number | 'public';

function toApiCover(ctx: AppContext, storyId: number, cover: StoredStoryCover | null, viewerId: CoverViewer): Media | null {
  if (!cover) return null;
  const expiresAt = mediaUrlExpiry(ctx.now());
  const sign = (size: ImageSize | null) => signStoryCoverUrl(ctx, { storyId, coverKey: cover.storageKey, size, viewerId, expiresAt });
  return {
    // a story has one cover: it goes by the story's id
    id: storyId,
    name: cover.name,
    type: 'image',
    mime: cover.mime,
    src: sign(null),
    caption: null,
    bytes: cover.bytes,
    sizes: cover.variants.map((variant) => ({ size: variant.size, src: sign(variant.size), width: variant.width, height: variant.height })),
  };
}

function storyFields(ctx: AppContext, record: StorySummaryRecord, viewerId: CoverViewer) {
  return {
    id: record.id,
    organization: { id: record.organizationId, name: record.organizationName },
    title: record.title,
    subtitle: record.subtitle,
    published: record.published,
    status: record.published ? ('published' as const) : ('unpublished' as const),
    colour: record.colour,
    coverImage: toApiCover(ctx, record.id, record.cover, viewerId),
    author: record.authorId !== null && record.authorUsername !== null ? { id: record.authorId, username: record.authorUsername } : null,
    created_date: record.createdAt.toISOString(),
    updated_date: record.updatedAt.toISOString(),
    version: record.version,
  };
}

/**
 * The body as `viewer` may see it, with every report block's report read live in one query. A block
 * of a report the viewer may not see (private, draft, deleted) carries `report: null` for staff and is
 * left out of the public story altogether, so not even its id shows there.
 */
async function toApiStory(ctx: AppContext, viewer: ReportViewer, record: StoryRecord): Promise<Story> {
  const reportIds = [...new Set(record.body.flatMap((block) => (block.type === 'report' ? [block.reportId] : [])))];
  const found = new Map(
    (await selectStoryReports(ctx.db, reportIds, reportVisibleTo(viewer, { drafts: 'none' }))).map((report) => [report.id, report]),
  );
  const signedIn = isUser(viewer);
  // the public's images open only while they show in this published story (services/reportMedia.ts)
  const mediaViewer = signedIn ? viewer.id : (`story-${record.id}` as const);
  const bodyContent: StoryBlock[] = [];
  for (const block of record.body) {
    if (block.type === 'text') {
      bodyContent.push({ id: block.id, type: 'text', textInput: block.textInput });
      continue;
    }
    const report = found.get(block.reportId);
    if (!report && !signedIn) continue;
    bodyContent.push({
      id: block.id,
      type: 'report',
      reportId: block.reportId,
      report: report
        ? {
            id: report.id,
            title: report.title,
            event_date: report.eventDate.toISOString(),
            latitude: report.latitude,
            longitude: report.longitude,
            image: report.image ? toApiMedia(ctx, mediaViewer, report.image) : null,
          }
        : null,
    });
  }
  return { ...storyFields(ctx, record, signedIn ? viewer.id : 'public'), bodyContent };
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

/** `GET /organization/{id}/stories?q=&offset=&limit=`: last changed first, without their bodies. */
export async function listStories(
  ctx: AppContext,
  viewer: Actor,
  organizationId: number,
  query: StoryListQuery,
): Promise<{ data: StorySummary[]; total: number }> {
  await assertStoryAccess(ctx, viewer, organizationId, false);
  const page = await selectStoryPage(ctx.db, { organizationId, q: query.q || undefined, offset: query.offset, limit: query.limit });
  return { data: page.rows.map((row) => ({ ...storyFields(ctx, row, viewer.id), blocks: row.blocks })), total: page.total };
}

export async function getStory(ctx: AppContext, viewer: Actor, organizationId: number, storyId: number): Promise<Story> {
  await assertStoryAccess(ctx, viewer, organizationId, false);
  return toApiStory(ctx, viewer, await findStoryIn(ctx, organizationId, storyId));
}

/** `GET /public/stories/{sid}`: a published story, while stories are on; 404 for anything else. */
export async function getPublicStory(ctx: AppContext, storyId: number): Promise<Story> {
  if ((await readOptions(ctx)).stories_enabled !== '1') throw notFound();
  const story = await findStory(ctx.db, storyId);
  if (!story?.published) throw notFound();
  return toApiStory(ctx, publicViewer, story);
}

/** For image URLs signed for a public story's readers: does that published story still show the report? */
export async function isInPublicStory(ctx: AppContext, storyId: number, reportId: number): Promise<boolean> {
  if ((await readOptions(ctx)).stories_enabled !== '1') return false;
  return isReportInPublishedStory(ctx.db, storyId, reportId);
}

// ---------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------

/** 12 characters of the block id alphabet (core `storyBlockIdSchema`). */
const newBlockId = () => randomBytes(9).toString('base64url');

/**
 * The body to store: blocks keep the ids they were sent with (new ones get one), in the order sent.
 * Two blocks may not share an id. A report block must name a published report of the story's
 * organization that the writer sees; a report already in the story may stay even if the writer no
 * longer sees it (it was checked when it was put there, and the block keeps its place).
 */
async function storedBody(
  ctx: AppContext,
  writer: Actor,
  organizationId: number,
  blocks: StoryInput['bodyContent'],
  current: readonly StoredStoryBlock[],
): Promise<StoredStoryBlock[]> {
  const fields: Record<string, ValidationKey> = {};
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (block.id === undefined) return;
    if (seen.has(block.id)) fields[`bodyContent.${index}.id`] = 'invalidValue';
    seen.add(block.id);
  });
  const kept = new Set(current.flatMap((block) => (block.type === 'report' ? [block.reportId] : [])));
  const added = [...new Set(blocks.flatMap((block) => (block.type === 'report' && !kept.has(block.reportId) ? [block.reportId] : [])))];
  const allowed = new Set(
    added.length === 0 ? [] : await selectFileableReports(ctx.db, organizationId, added, reportVisibleTo(writer, { drafts: 'none' })),
  );
  blocks.forEach((block, index) => {
    if (block.type === 'report' && !kept.has(block.reportId) && !allowed.has(block.reportId)) {
      fields[`bodyContent.${index}.reportId`] = 'invalidValue';
    }
  });
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return blocks.map((block) =>
    block.type === 'text'
      ? { id: block.id ?? newBlockId(), type: 'text', textInput: block.textInput }
      : { id: block.id ?? newBlockId(), type: 'report', reportId: block.reportId },
  );
}

export async function createStory(ctx: AppContext, actor: Actor, organizationId: number, input: StoryInput): Promise<Story> {
  await assertStoryAccess(ctx, actor, organizationId, true);
  const body = await storedBody(ctx, actor, organizationId, input.bodyContent, []);
  const now = ctx.now();
  const id = await insertStory(ctx.db, {
    organizationId,
    authorId: actor.id,
    title: input.title,
    subtitle: input.subtitle,
    published: input.published,
    colour: colourFor(input.title),
    body,
    createdAt: now,
    updatedAt: now,
  });
  return toApiStory(ctx, actor, (await findStory(ctx.db, id))!);
}

/**
 * `PUT /organization/{id}/story/{sid}`: the changed fields, saved only if the story is still at the
 * version the editor opened; otherwise 409 STORY_CHANGED with the current version in `error.data`.
 */
export async function updateStory(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  storyId: number,
  update: StoryUpdate,
): Promise<Story> {
  await assertStoryAccess(ctx, actor, organizationId, true);
  const story = await findStoryIn(ctx, organizationId, storyId);
  const changes: StoryChanges = {};
  if (update.title !== undefined) changes.title = update.title;
  if (update.subtitle !== undefined) changes.subtitle = update.subtitle;
  if (update.published !== undefined) changes.published = update.published;
  if (update.bodyContent !== undefined) changes.body = await storedBody(ctx, actor, organizationId, update.bodyContent, story.body);
  if (!(await updateStoryIfVersion(ctx.db, storyId, update.version, changes, ctx.now()))) {
    const version = await selectStoryVersion(ctx.db, storyId);
    if (version === undefined) throw notFound();
    throw new ApiError('STORY_CHANGED', { data: { version } });
  }
  return toApiStory(ctx, actor, await findStoryIn(ctx, organizationId, storyId));
}

/** Stored files of covers (originals and resized copies); removing them never fails the call. */
export async function removeStoryCoverFiles(ctx: AppContext, covers: readonly StoredStoryCover[]): Promise<void> {
  const keys = covers.flatMap((cover) => [cover.storageKey, ...cover.variants.map((variant) => variant.storageKey)]);
  if (keys.length === 0) return;
  try {
    await removeStored(ctx, keys);
  } catch (error) {
    // the story no longer points at them; a file left behind is only space
    ctx.log.warn({ err: error, keys }, 'story cover files could not be removed');
  }
}

const removeCoverFiles = (ctx: AppContext, cover: StoredStoryCover | null) => removeStoryCoverFiles(ctx, cover ? [cover] : []);

export async function deleteStory(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  storyId: number,
  source: AuditSource,
): Promise<void> {
  await assertStoryAccess(ctx, actor, organizationId, true);
  const story = await findStoryIn(ctx, organizationId, storyId);
  const cover = await deleteStoryRow(ctx.db, storyId);
  const details = { organization_id: organizationId, title: story.title };
  await recordAudit(ctx, source, { action: 'story.delete', targetType: 'story', targetId: storyId, details });
  await removeCoverFiles(ctx, cover);
}

/** Points the story at `cover` (or none), then removes the files of the cover it had. */
async function setCover(ctx: AppContext, actor: Actor, storyId: number, cover: StoredStoryCover | null): Promise<Story> {
  const replaced = await replaceStoryCover(ctx.db, storyId, cover, ctx.now());
  if (!replaced.found) {
    await removeCoverFiles(ctx, cover);
    throw notFound();
  }
  await removeCoverFiles(ctx, replaced.previous);
  return toApiStory(ctx, actor, (await findStory(ctx.db, storyId))!);
}

/**
 * `POST /story/{sid}/cover`: one image (its type read from its bytes), re-encoded and resized like a
 * report's images; it replaces the cover. The cover is no part of the story's version: it is replaced
 * whole by its own calls, so an editor's open form never conflicts with it.
 */
export async function uploadStoryCover(ctx: AppContext, actor: Actor, storyId: number, file: UploadedFile): Promise<Story> {
  await findStoryFor(ctx, actor, storyId, true);
  const image = await ingestUpload(ctx, file, { kinds: ['image'] });
  const { storageKey, name, mime, bytes, width, height, variants } = image;
  return setCover(ctx, actor, storyId, { storageKey, name, mime, bytes, width, height, variants });
}

export async function deleteStoryCover(ctx: AppContext, actor: Actor, storyId: number): Promise<Story> {
  await findStoryFor(ctx, actor, storyId, true);
  return setCover(ctx, actor, storyId, null);
}

// ---------------------------------------------------------------------------------------------------
// Serving the cover
// ---------------------------------------------------------------------------------------------------

export interface StoryCoverRequest {
  storyId: number;
  size?: string | undefined;
  v?: string | undefined;
  exp?: string | undefined;
  sig?: string | undefined;
}

/**
 * `GET /story/{sid}/cover?size&v&exp&sig`: the URL's signature names its viewer and the cover it was
 * made for. A user's URL serves while that user may still read the story; a public one (`v=public`)
 * while the story is published. Stories switched off, a replaced cover or any other failure: 404.
 */
export async function openStoryCover(ctx: AppContext, request: StoryCoverRequest) {
  const story = await findStory(ctx.db, request.storyId);
  if (!story?.cover || (await readOptions(ctx)).stories_enabled !== '1') throw notFound();
  const signed = verifyStoryCoverSignature(ctx, story.id, story.cover.storageKey, {
    size: request.size ?? null,
    viewerId: request.v,
    exp: request.exp ?? '',
    sig: request.sig ?? '',
  });
  if (!signed) throw notFound();
  if (signed.viewerId === 'public') {
    if (!story.published) throw notFound();
  } else {
    const user = await findUserById(ctx.db, signed.viewerId);
    const viewer = user?.active ? actorOf(user) : undefined;
    if (!viewer || !canReadStories(viewer) || !canSeeOrganization(viewer, story.organizationId)) throw notFound();
  }
  const variant = signed.size === null ? undefined : story.cover.variants.find((candidate) => candidate.size === signed.size);
  if (signed.size !== null && !variant) throw notFound();
  const stored = await openStored(ctx, variant?.storageKey ?? story.cover.storageKey);
  return {
    stream: stored.stream,
    bytes: stored.bytes,
    mime: variant?.mime ?? story.cover.mime,
    name: story.cover.name,
    public: signed.viewerId === 'public',
    expiresAt: new Date(Number(request.exp) * 1000),
  };
}
