import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { fail, ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { makeReport } from '@fieldwatch/testing/reportFixtures';
import { makeImage, makeStory, storedStory, storyReportOf } from '@fieldwatch/testing/storyEditorFixtures';
import { StoryEditor } from './StoryEditor.js';

const sideList = [
  makeReport(11, { title: 'Flooded market road', media: [makeImage(501)] }),
  makeReport(12, { title: 'Bridge closed at Kisumu' }),
  makeReport(13, { title: 'Clinic short of water', event_date: '2026-03-02T10:00:00Z' }),
];
const opened = makeStory(40, {
  title: 'Floods in the north',
  subtitle: 'Two weeks of reports from the river towns',
  published: true,
  status: 'published',
  bodyContent: [
    { id: 'b1', type: 'text', textInput: 'The river rose overnight on the 3rd of March.' },
    { id: 'b2', type: 'report', reportId: 11, report: storyReportOf(sideList[0]!) },
    { id: 'b3', type: 'report', reportId: 99, report: null },
  ],
});
const routes = {
  'POST /reports': ({ body }: RecordedCall) => {
    const search = ((body as { filters: { search?: string } }).filters.search ?? '').toLowerCase();
    const found = sideList.filter((report) => report.title.toLowerCase().includes(search));
    return { body: { data: found, total: found.length } };
  },
  'POST /organization/1/story': ({ body }: RecordedCall) => ({
    status: 201,
    body: { data: storedStory(40, body as Record<string, unknown>, sideList) },
  }),
  'PUT /organization/1/story/40': ({ body }: RecordedCall) => ok(storedStory(40, body as Record<string, unknown>, sideList, opened)),
  'POST /story/40/cover': () => ok(makeStory(40, { coverImage: makeImage(900, 'cover.png') })),
  'GET /organization/1/story/40': () => ok(opened),
};
const signIn = (session: SessionStore) => session.getState().signIn(loginResult(makeUser()));

const meta = {
  title: 'Stories/StoryEditor',
  component: StoryEditor,
  args: { organizationId: 1, warnBeforeUnload: false },
  parameters: { fieldwatch: { setup: signIn, routes } },
} satisfies Meta<typeof StoryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewStory: Story = {};
/** A report block its editor may not see keeps its place. */
export const EditStory: Story = { args: { story: opened } };
/** Someone else saved the story first: Save says so and offers to reload it. */
export const ChangedElsewhere: Story = {
  args: { story: opened },
  parameters: { fieldwatch: { setup: signIn, routes: { ...routes, 'PUT /organization/1/story/40': () => fail(409, 'STORY_CHANGED') } } },
};
export const InArabic: Story = { args: { story: opened }, globals: { language: 'ar' } };
