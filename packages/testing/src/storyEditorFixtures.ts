/** Stories as the story editor's tests see them: reports turned into story blocks, stored as the server would. */
import type { Media, Report, Story, StoryBlock, StoryReport } from '@fieldwatch/core';

/** Story fixtures for the story screens' component tests and stories. */

export function makeImage(id: number, name = `photo-${id}.jpg`): Media {
  return {
    id,
    name,
    type: 'image',
    mime: 'image/jpeg',
    src: `/api/media/${id}`,
    caption: null,
    bytes: 120_000,
    sizes: [
      { size: 'thumbnail', src: `/api/media/${id}/thumbnail`, width: 160, height: 120 },
      { size: 'medium', src: `/api/media/${id}/medium`, width: 800, height: 600 },
    ],
  };
}

/** What a report block shows of `report`. */
export const storyReportOf = (report: Report): StoryReport => ({
  id: report.id,
  title: report.title,
  event_date: report.event_date,
  latitude: report.latitude,
  longitude: report.longitude,
  image: report.media.find((item) => item.type === 'image') ?? null,
});

export function makeStory(id: number, overrides: Partial<Story> = {}): Story {
  const bodyContent: StoryBlock[] = overrides.bodyContent ?? [];
  return {
    id,
    organization: { id: 1, name: 'Field Team North' },
    title: `Story ${id}`,
    subtitle: `What happened around story ${id}`,
    published: false,
    status: 'unpublished',
    colour: '#1d4ed8',
    coverImage: null,
    author: { id: 7, username: 'northadmin' },
    created_date: '2026-03-05T08:00:00Z',
    updated_date: '2026-03-05T08:00:00Z',
    version: 1,
    ...overrides,
    bodyContent,
  };
}

/**
 * The story the server would store from a `POST`/`PUT` body: the blocks in the order sent, report
 * blocks read from `reports`, the version one up.
 */
export function storedStory(id: number, body: Record<string, unknown>, reports: readonly Report[], previous?: Story): Story {
  const blocks = (body.bodyContent as { id?: string; type: string; textInput?: string; reportId?: number }[] | undefined) ?? [];
  const bodyContent: StoryBlock[] = blocks.map((block, index) => {
    const blockId = block.id ?? `server-${index}`;
    if (block.type === 'text') return { id: blockId, type: 'text', textInput: block.textInput ?? '' };
    const report = reports.find((candidate) => candidate.id === block.reportId);
    return { id: blockId, type: 'report', reportId: block.reportId ?? 0, report: report ? storyReportOf(report) : null };
  });
  const published = (body.published as boolean | undefined) ?? previous?.published ?? false;
  return makeStory(id, {
    ...previous,
    title: (body.title as string | undefined) ?? previous?.title ?? '',
    subtitle: (body.subtitle as string | undefined) ?? previous?.subtitle ?? '',
    published,
    status: published ? 'published' : 'unpublished',
    version: (previous?.version ?? 0) + 1,
    bodyContent,
  });
}
