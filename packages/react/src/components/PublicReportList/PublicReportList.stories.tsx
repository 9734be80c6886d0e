import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail } from '@fieldwatch/testing/fakeApi';
import { PublicReportList } from './PublicReportList.js';

const report = (id: number) => ({
  id,
  title: `Flooding reported near the market (${id})`,
  content: 'Water reached the doorsteps of ground-floor flats; residents are moving belongings upstairs.',
  event_date: '2026-11-20T10:00:00.000Z',
  created_date: '2026-11-20T10:05:00.000Z',
  latitude: 51.5,
  longitude: -0.2,
  organization_id: 1,
  tags: [],
  image: null,
  media: { images: 1, videos: 0, audios: 0, documents: 0 },
});

const meta = {
  title: 'Embeds/PublicReportList',
  component: PublicReportList,
  parameters: {
    fieldwatch: {
      routes: { 'GET /public/reports': () => ({ status: 200, body: { data: [1, 2, 3, 4, 5].map(report), total: 12, next: 'more' } }) },
    },
  },
  decorators: [(Story) => <div style={{ inlineSize: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof PublicReportList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What `<report-list>` shows on a partner page. */
export const LatestReports: Story = {};
export const PublicMapOff: Story = {
  parameters: { fieldwatch: { routes: { 'GET /public/reports': () => fail(403, 'INACTIVE_FEATURE') } } },
};
export const InArabic: Story = { globals: { language: 'ar' } };
