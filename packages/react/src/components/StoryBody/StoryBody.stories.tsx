import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Media } from '@fieldwatch/core';
import { makeStory, makeStoryReport } from '@fieldwatch/testing/storyFixtures';
import { StoryBody } from './StoryBody.js';

/** A drawn picture in place of an uploaded one (Storybook has no server to serve media). */
const picture = (id: number, colour: string, caption: string | null = null): Media => {
  const src = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540" fill="${colour}"/></svg>`)}`;
  return { id, name: `picture-${id}.svg`, type: 'image', mime: 'image/svg+xml', src, caption, bytes: 200, sizes: [] };
};

const story = makeStory({
  coverImage: picture(600, '#1f6f8b'),
  bodyContent: [
    { id: 'b1', type: 'text', textInput: 'The river rose overnight.\nBy morning the road was gone.\n\nMonitors reported from both banks.' },
    { id: 'b2', type: 'report', reportId: 41, report: makeStoryReport({ image: picture(601, '#8b3a1f', 'The bridge after the flood') }) },
    { id: 'b3', type: 'report', reportId: 99, report: null },
    { id: 'b4', type: 'text', textInput: 'Repairs started a week later.' },
  ],
});

const meta = {
  title: 'Stories/StoryBody',
  component: StoryBody,
  args: { story },
} satisfies Meta<typeof StoryBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What readers see: the report they may not see leaves no trace. */
export const AsReaders: Story = {};
/** What the story's editors see: a quiet note where that report stands. */
export const AsEditor: Story = { args: { editor: true, reportHref: (id: number) => `/report/${id}` } };
export const WithoutCover: Story = { args: { story: { ...story, coverImage: null } } };
export const InArabic: Story = { globals: { language: 'ar' } };
