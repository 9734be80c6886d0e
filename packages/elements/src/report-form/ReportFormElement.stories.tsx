import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportForm } from '../declarations.js';
import { ElementStory, elementArgTypes, elementDocs, localeOf, ok, publicSite, type StoryAttributes } from '../stories/ElementStory.js';
import type { ReportFormElementAttributes } from '../index.js';

/** `<report-form>`'s attributes, as a partner writes them (docs/embedding.md). */
type FormAttributes = StoryAttributes<ReportFormElementAttributes>;

const draft = (body: unknown) => ({ id: 42, status: 'draft', ...(typeof body === 'object' ? body : {}) });

/** An anonymous submission: a token, the draft into the anonymous organization (7), its publication. */
const anonymousRoutes = {
  'GET /public/site': () => ok(publicSite()),
  'POST /user/anonymous': () => ok({ access_token: 'anonymous-story-token', expires_in: 3600, organization_id: 7 }),
  'POST /organization/7/report': ({ body }: { body: unknown }) => ({ status: 201, body: { data: draft(body) } }),
  'POST /report/42/media': () => ok(draft({})),
  'PUT /organization/7/report/42': ({ body }: { body: unknown }) => ok({ ...draft(body), status: 'published' }),
};

const meta = {
  title: 'Elements/<report-form>',
  render: (args, { globals }) => (
    <ElementStory tag="report-form" attributes={{ ...args, locale: localeOf(args, globals) }} style={{ inlineSize: '32rem' }} />
  ),
  argTypes: elementArgTypes(reportForm),
  parameters: { fieldwatch: { routes: anonymousRoutes, alerts: false }, ...elementDocs(reportForm) },
} satisfies Meta<FormAttributes>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A report or grievance sent without an account, into the anonymous organization; once it reached
 * the server the element sends `report-submitted` with the report's id.
 */
export const AnonymousReport: Story = {};

/** `locale="ar"`: right to left inside the element. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** Anonymous submission is switched off: the element says so instead of showing a form that would fail. */
export const AnonymousOff: Story = {
  parameters: { fieldwatch: { routes: { 'GET /public/site': () => ok(publicSite({ anonymous_enabled: false })) }, alerts: false } },
};
