import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore, User } from '@fieldwatch/core';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { sampleStories, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { StoryView } from './StoryView.js';

const signInAs = (user: User) => (session: SessionStore) => session.getState().signIn(loginResult(user));
// without covers and report images: Storybook has no server to serve media
const stories = sampleStories.map((story) => ({
  ...story,
  coverImage: null,
  bodyContent: story.bodyContent.map((block) =>
    block.type === 'report' && block.report ? { ...block, report: { ...block.report, image: null } } : block,
  ),
}));

const meta = {
  title: 'Stories/StoryView',
  component: StoryView,
  args: { storyId: 5, organizationId: 1 },
  parameters: { fieldwatch: { routes: storyRoutes(stories).routes, setup: signInAs(sampleUsers[1]!) } },
} satisfies Meta<typeof StoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Organization Admin on a published story: Edit, Unpublish, Delete and the public address. */
export const Writer: Story = {};
export const Unpublished: Story = { args: { storyId: 6 } };
/** A Reader: the story only. */
export const Reader: Story = { parameters: { fieldwatch: { routes: storyRoutes(stories).routes, setup: signInAs(sampleUsers[2]!) } } };
export const NotFound: Story = { args: { storyId: 404 } };
export const InArabic: Story = { globals: { language: 'ar' } };
