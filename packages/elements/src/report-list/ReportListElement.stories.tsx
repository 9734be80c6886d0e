import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportList } from '../declarations.js';
import { ElementStory, elementArgTypes, elementDocs, localeOf, ok, refused, type StoryAttributes } from '../stories/ElementStory.js';
import type { ReportListElementAttributes } from '../index.js';

/** `<report-list>`'s attributes, as a partner writes them (docs/embedding.md). */
type ListAttributes = StoryAttributes<ReportListElementAttributes>;

const titles = [
  'Flooding reported near the market',
  'Road blocked by a landslide',
  'Clinic without water since Monday',
  'School roof damaged by the storm',
];

const report = (id: number) => ({
  id,
  title: titles[id % titles.length]!,
  content: 'Residents report the situation since early morning; volunteers are on site.',
  event_date: `2026-11-${String(21 - (id % 20)).padStart(2, '0')}T10:00:00.000Z`,
  created_date: '2026-11-21T10:05:00.000Z',
  latitude: 51.5,
  longitude: -0.2,
  organization_id: 1,
  tags: [{ id: 1, name: 'Water' }],
  image: null,
  media: { images: id % 2, videos: 0, audio: 0, documents: 0 },
});

/** Pages of the given size, as many as 23 reports make; `?cursor=` is the next page's first id. */
const routes = {
  'GET /public/reports': ({ query }: { query?: Record<string, string> }) => {
    const limit = Number(query?.limit ?? 10);
    const from = Number(query?.cursor ?? 1);
    const ids = Array.from({ length: Math.max(0, Math.min(limit, 24 - from)) }, (_, i) => from + i);
    const next = from + limit <= 23 ? String(from + limit) : null;
    return { status: 200, body: { data: ids.map(report), total: 23, total_exact: true, next } };
  },
};

const meta = {
  title: 'Elements/<report-list>',
  render: (args, { globals }) => (
    <ElementStory tag="report-list" attributes={{ ...args, locale: localeOf(args, globals) }} style={{ inlineSize: '30rem' }} />
  ),
  args: { limit: 5 },
  argTypes: elementArgTypes(reportList),
  parameters: { fieldwatch: { routes, alerts: false }, ...elementDocs(reportList) },
} satisfies Meta<ListAttributes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The latest public reports; each is a button that sends `report-selected`, "Show more" loads the next page. */
export const LatestReports: Story = {};

/** `report-href`: each report is a link to the partner's page of it (and still sends `report-selected`). */
export const LinkToReports: Story = { args: { 'report-href': 'https://partner.example/reports/{id}' } };

/** `locale="ar"`: right to left inside the element. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** No public report yet. */
export const Empty: Story = { parameters: { fieldwatch: { routes: { 'GET /public/reports': () => ok([]) }, alerts: false } } };

/** The public-site map is switched off: the list says so, and sends `error` with `INACTIVE_FEATURE`. */
export const PublicMapOff: Story = {
  parameters: { fieldwatch: { routes: { 'GET /public/reports': () => refused(403, 'INACTIVE_FEATURE') }, alerts: false } },
};
