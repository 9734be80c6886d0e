import {
  storyInputSchema,
  storyTextBlockInputSchema,
  type Report,
  type Story,
  type StoryBlockInput,
  type StoryReport,
  type StoryUpdate,
} from '@fieldwatch/core';

/** A block as the editor holds it: a text, or a report with what its card shows (null: hidden from this user). */
export type EditorBlock =
  { id: string; type: 'text'; textInput: string } | { id: string; type: 'report'; reportId: number; report: StoryReport | null };

export interface StoryEditorValues {
  title: string;
  subtitle: string;
  published: boolean;
  /** in the order shown, which is the order saved */
  blocks: EditorBlock[];
}

/** A field of the editor: `title`, `subtitle`, or `block.<id>` for a text block. */
export type StoryField = 'title' | 'subtitle' | `block.${string}`;

export const blankStory = (): StoryEditorValues => ({ title: '', subtitle: '', published: false, blocks: [] });

export function valuesOf(story: Story): StoryEditorValues {
  return {
    title: story.title,
    subtitle: story.subtitle,
    published: story.published,
    blocks: story.bodyContent.map((block) =>
      block.type === 'text'
        ? { id: block.id, type: 'text', textInput: block.textInput }
        : { id: block.id, type: 'report', reportId: block.reportId, report: block.report },
    ),
  };
}

let nextBlock = 0;
/** A block id made here and kept by the server, so a block keeps its identity while it moves. */
export const newBlockId = () => `b${Date.now().toString(36)}${(nextBlock++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** What a report block's card shows of a report found in the side list. */
export function storyReportOf(report: Report): StoryReport {
  const image = report.media.find((item) => item.type === 'image') ?? null;
  return {
    id: report.id,
    title: report.title,
    event_date: report.event_date,
    latitude: report.latitude,
    longitude: report.longitude,
    image,
  };
}

const bodyOf = (blocks: readonly EditorBlock[]): StoryBlockInput[] =>
  blocks.map((block) =>
    block.type === 'text'
      ? { id: block.id, type: 'text', textInput: block.textInput }
      : { id: block.id, type: 'report', reportId: block.reportId },
  );

/** `POST …/story`: the body in exactly the order shown. */
export const createInputOf = (values: StoryEditorValues) => ({
  title: values.title,
  subtitle: values.subtitle,
  published: values.published,
  bodyContent: bodyOf(values.blocks),
});

/** `PUT …/story/{sid}`: every field, with the version the editor opened (a newer one is refused). */
export const updateOf = (values: StoryEditorValues, version: number): StoryUpdate => ({ version, ...createInputOf(values) });

/**
 * Every problem of the values as a validation key by field, checked by the shared schemas the server
 * uses too: title and subtitle required up to 100 characters, each text block required up to 2000.
 */
export function storyProblems(values: StoryEditorValues): Partial<Record<StoryField, string>> {
  const problems: Partial<Record<StoryField, string>> = {};
  const { title, subtitle } = storyInputSchema.shape;
  const titleResult = title.safeParse(values.title);
  if (!titleResult.success) problems.title = titleResult.error.issues[0]?.message ?? 'storyTitle';
  const subtitleResult = subtitle.safeParse(values.subtitle);
  if (!subtitleResult.success) problems.subtitle = subtitleResult.error.issues[0]?.message ?? 'storySubtitle';
  for (const block of values.blocks) {
    if (block.type !== 'text') continue;
    const result = storyTextBlockInputSchema.shape.textInput.safeParse(block.textInput);
    if (!result.success) problems[`block.${block.id}`] = result.error.issues[0]?.message ?? 'storyTextField';
  }
  return problems;
}

/** Whether two sets of values hold the same story (what Save would send, and the published flag). */
export const sameStory = (a: StoryEditorValues, b: StoryEditorValues) =>
  JSON.stringify(createInputOf(a)) === JSON.stringify(createInputOf(b));
