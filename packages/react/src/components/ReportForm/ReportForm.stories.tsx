import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Report, SessionStore } from '@fieldwatch/core';
import { fail, ok, type RecordedCall } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { adminUser, makeReport, tagGroups } from '@fieldwatch/testing/reportDetailFixtures';
import { ReportForm } from './ReportForm.js';

let draft = makeReport({ status: 'draft' });
const routes = {
  'GET /taxonomy/groups': () => ok(tagGroups),
  'GET /organizations': () =>
    ok([
      { id: 1, name: 'Field Team North' },
      { id: 2, name: 'Field Team South' },
    ]),
  'POST /organization/1/report': ({ body }: RecordedCall) => {
    draft = makeReport({ ...(body as Partial<Report>), status: 'draft' });
    return { status: 201, body: { data: draft } };
  },
  'POST /report/42/media': () => ok(draft),
  'PUT /organization/1/report/42': ({ body }: RecordedCall) => ok({ ...draft, ...(body as Partial<Report>) }),
};
const signIn =
  (user = makeUser()) =>
  (session: SessionStore) =>
    session.getState().signIn(loginResult(user));

const meta = {
  title: 'Reports/ReportForm',
  component: ReportForm,
  parameters: { fieldwatch: { setup: signIn(), routes } },
} satisfies Meta<typeof ReportForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewReport: Story = {};
/** An Administrator belongs to no organization: the form offers them all. */
export const ChoosingTheOrganization: Story = { parameters: { fieldwatch: { setup: signIn(adminUser), routes } } };
export const EditReport: Story = { args: { report: makeReport() } };
export const EditClosedReport: Story = { args: { report: makeReport({ lifecycle: 'closed' }) } };
/** Every upload fails: the form keeps everything and says so. */
export const UploadFails: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn(),
      routes: { ...routes, 'POST /report/42/media': () => fail(400, 'VALIDATION_ERROR', { fields: { media: 'invalidFileType' } }) },
    },
  },
};
export const InArabic: Story = { globals: { language: 'ar' } };

// The form a partner page embeds (`<report-form>`), anonymous, with a submission queue
const site = (anonymous: boolean) => ({
  map_enabled: true,
  grievance_enabled: true,
  brand_enabled: false,
  anonymous_enabled: anonymous,
  language: 'en_US',
});
const anonymousRoutes = {
  'GET /public/site': () => ok(site(true)),
  'POST /user/anonymous': () => ok({ access_token: 'anon', expires_in: 3600, organization_id: 1 }),
  'POST /organization/1/report': routes['POST /organization/1/report'],
  'POST /report/42/media': routes['POST /report/42/media'],
  'PUT /organization/1/report/42': routes['PUT /organization/1/report/42'],
};
/** Sent as nobody, into the anonymous organization: no organization choice, no tags. */
export const Anonymous: Story = {
  args: { submission: 'anonymous' },
  parameters: { fieldwatch: { routes: anonymousRoutes, submissions: true } },
};
/** The server answers no connection: Save keeps the report on the device and says so. */
export const KeptOnTheDevice: Story = {
  args: { submission: 'anonymous' },
  parameters: {
    fieldwatch: {
      routes: {
        ...anonymousRoutes,
        'POST /user/anonymous': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      submissions: true,
    },
  },
};
/** Anonymous submission is switched off: a notice instead of the form. */
export const AnonymousOff: Story = {
  args: { submission: 'anonymous' },
  parameters: { fieldwatch: { routes: { 'GET /public/site': () => ok(site(false)) }, submissions: true } },
};
