import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeStory, makeStoryReport } from '@fieldwatch/testing/storyFixtures';
import { reportStory } from '../declarations.js';
import { ElementStory, elementArgTypes, elementDocs, localeOf, ok, refused, type StoryAttributes } from '../stories/ElementStory.js';
import type { ReportStoryElementAttributes } from '../index.js';

/** `<report-story>`'s attributes, as a partner writes them (docs/embedding.md). */
type StoryElementAttributes = StoryAttributes<ReportStoryElementAttributes>;

// without a cover or report images: Storybook has no server to serve media
const story = makeStory({
  coverImage: null,
  bodyContent: [
    { id: 'a', type: 'text', textInput: 'The river rose overnight.\nBy morning the road was gone.\n\nMonitors reported from both banks.' },
    { id: 'b', type: 'report', reportId: 41, report: makeStoryReport({ image: null }) },
    { id: 'c', type: 'text', textInput: 'Repairs started a week later.' },
  ],
});

const routes = {
  'GET /public/stories/5': () => ok(story),
  'GET /public/stories/6': () => refused(404, 'RESOURCE_NOT_FOUND'),
};

const meta = {
  title: 'Elements/<report-story>',
  render: (args, { globals }) => (
    <ElementStory tag="report-story" attributes={{ ...args, locale: localeOf(args, globals) }} style={{ inlineSize: '48rem' }} />
  ),
  args: { 'story-id': 5 },
  argTypes: elementArgTypes(reportStory),
  parameters: { fieldwatch: { routes, alerts: false }, ...elementDocs(reportStory) },
} satisfies Meta<StoryElementAttributes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published story: its text, and a card with a small map for the public report it tells of. */
export const Published: Story = {};

/** `locale="ar"`: right to left inside the element. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** A story that is not published (or not there): "Story not found", and `fw-error` with `RESOURCE_NOT_FOUND`. */
export const NotFound: Story = { args: { 'story-id': 6 } };
