import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail } from '@fieldwatch/testing/fakeApi';
import { sampleStories, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { PublicStory } from './PublicStory.js';

// without covers and report images: Storybook has no server to serve media
const stories = sampleStories.map((story) => ({
  ...story,
  coverImage: null,
  bodyContent: story.bodyContent.map((block) =>
    block.type === 'report' && block.report ? { ...block, report: { ...block.report, image: null } } : block,
  ),
}));

const meta = {
  title: 'Stories/PublicStory',
  component: PublicStory,
  args: { storyId: 5 },
  parameters: { fieldwatch: { routes: storyRoutes(stories).routes } },
} satisfies Meta<typeof PublicStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor reads at the story's public address, and in `<report-story>`. */
export const Published: Story = {};
/** An unpublished story reads as not found. */
export const NotFound: Story = { args: { storyId: 6 } };
export const CannotLoad: Story = { parameters: { fieldwatch: { routes: { 'GET /public/stories/5': () => fail(500, 'SERVER_ERROR') } } } };
export const InArabic: Story = { globals: { language: 'ar' } };
