/**
 * Stories (docs/stories.md): a title, a subtitle, a cover image and an ordered body of text blocks and
 * report blocks, written by editors of an organization, read by its staff and, once published, by anyone
 * through the public story address and the `<report-story>` element.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idSchema, wholeNumberSchema, requiredString } from './common.js';
import { mediaSchema } from './report.js';

/**
 * A block's id: made by the editor when the block is added, kept by the server, so a block keeps its
 * identity while it is moved (drag and drop, keyboard reordering). The server gives one to a block sent without.
 */
export const storyBlockIdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'invalidValue'));

export const storyTextBlockInputSchema = z.strictObject({
  id: z.optional(storyBlockIdSchema),
  type: z.literal('text'),
  textInput: requiredString(limits.storyTextBlockMax, 'storyTextField'),
});
export const storyReportBlockInputSchema = z.strictObject({
  id: z.optional(storyBlockIdSchema),
  type: z.literal('report'),
  reportId: idSchema,
});
export const storyBlockInputSchema = z.discriminatedUnion('type', [storyTextBlockInputSchema, storyReportBlockInputSchema]);
export type StoryBlockInput = z.input<typeof storyBlockInputSchema>;

/**
 * `POST /organization/{id}/story` and `PUT /organization/{id}/story/{sid}`. The body's order is the
 * order saved and shown. On `PUT`, `version` is the version the editor opened: when the story has a
 * newer one the save is refused with 409 `STORY_CHANGED` (nobody's changes are written over silently).
 * A `PUT` may carry `published` alone (the publish and unpublish buttons).
 */
export const storyInputSchema = z.strictObject({
  title: requiredString(limits.storyTitleMax, 'storyTitle'),
  subtitle: requiredString(limits.storySubtitleMax, 'storySubtitle'),
  published: z._default(z.boolean(), false),
  bodyContent: z._default(z.array(storyBlockInputSchema).check(z.maxLength(limits.storyBlocksMax, 'invalidValue')), []),
});
export type StoryInput = z.input<typeof storyInputSchema>;
export const storyUpdateSchema = z.strictObject({
  version: z.int({ error: 'required' }).check(z.positive('invalidValue')),
  title: z.optional(storyInputSchema.shape.title),
  subtitle: z.optional(storyInputSchema.shape.subtitle),
  published: z.optional(z.boolean()),
  bodyContent: z.optional(z.array(storyBlockInputSchema).check(z.maxLength(limits.storyBlocksMax, 'invalidValue'))),
});
export type StoryUpdate = z.input<typeof storyUpdateSchema>;

/** `GET /organization/{id}/stories?q=&offset=&limit=`: `q` searches title and subtitle, ignoring case. */
export const storyListQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.searchMax, 'invalidValue'))),
  offset: z._default(wholeNumberSchema(0, limits.idMax), 0),
  limit: z._default(wholeNumberSchema(1, limits.listPageMax), 20),
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

/** The cover image (`POST /story/{sid}/cover`, one image, multipart field `media`): re-encoded like report images. */
export const storyCoverSchema = z.nullable(mediaSchema);

/** What a report block shows of its report, read live: only when the viewer may see the report. */
export const storyReportSchema = z.object({
  id: z.int(),
  title: z.string(),
  event_date: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** the report's first image, with its resized copies; null when it has none */
  image: z.nullable(mediaSchema),
});
export type StoryReport = z.infer<typeof storyReportSchema>;

export const storyBlockSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('text'), textInput: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal('report'),
    reportId: z.int(),
    /**
     * The report as the viewer may see it. A signed-in viewer who may not see it gets `null` (the block
     * keeps its place for the story's editors); the public story leaves such a block out altogether.
     */
    report: z.nullable(storyReportSchema),
  }),
]);
export type StoryBlock = z.infer<typeof storyBlockSchema>;

const storyFields = {
  id: z.int(),
  organization: z.object({ id: z.int(), name: z.string() }),
  title: z.string(),
  subtitle: z.string(),
  published: z.boolean(),
  /** `published` as the spec's label reads it */
  status: z.enum(['published', 'unpublished']),
  /** a colour from the stories' fixed palette, for cards without a cover */
  colour: z.string(),
  coverImage: storyCoverSchema,
  author: z.nullable(z.object({ id: z.int(), username: z.string() })),
  created_date: z.string(),
  updated_date: z.string(),
  /** goes up by one on every save; sent back with `PUT` */
  version: z.int(),
};
/** A story in the list: no body. */
export const storySummarySchema = z.object({ ...storyFields, blocks: z.int() });
export type StorySummary = z.infer<typeof storySummarySchema>;
export const storySchema = z.object({ ...storyFields, bodyContent: z.array(storyBlockSchema) });
export type Story = z.infer<typeof storySchema>;
