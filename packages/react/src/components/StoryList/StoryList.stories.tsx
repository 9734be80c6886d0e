import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore, User } from '@fieldwatch/core';
import { fail } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { sampleStories, storyRoutes } from '@fieldwatch/testing/storyFixtures';
import { sampleUsers } from '@fieldwatch/testing/userFixtures';
import { StoryList } from './StoryList.js';

const signInAs = (user: User) => (session: SessionStore) => session.getState().signIn(loginResult(user));
// the list's cards without covers: Storybook has no server to serve media
const stories = sampleStories.map((story) => ({ ...story, coverImage: null }));

const meta = {
  title: 'Stories/StoryList',
  component: StoryList,
  args: { organizationId: 1 },
  parameters: { fieldwatch: { routes: storyRoutes(stories).routes, setup: signInAs(sampleUsers[1]!) } },
} satisfies Meta<typeof StoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Organization Admin: New story, Edit and Delete. */
export const Writer: Story = {};
/** A Reader: the stories only. */
export const Reader: Story = { parameters: { fieldwatch: { routes: storyRoutes(stories).routes, setup: signInAs(sampleUsers[2]!) } } };
export const Empty: Story = { parameters: { fieldwatch: { routes: storyRoutes([]).routes, setup: signInAs(sampleUsers[1]!) } } };
export const CannotLoad: Story = {
  parameters: {
    fieldwatch: { routes: { 'GET /organization/1/stories': () => fail(500, 'SERVER_ERROR') }, setup: signInAs(sampleUsers[1]!) },
  },
};
export const InArabic: Story = { globals: { language: 'ar' } };
