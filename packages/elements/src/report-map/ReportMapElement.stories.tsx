import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodePoints, pointsMediaType } from '@fieldwatch/core';
import { reportMap } from '../declarations.js';
import {
  ElementStory,
  elementArgTypes,
  elementDocs,
  localeOf,
  ok,
  publicSite,
  refused,
  type StoryAttributes,
} from '../stories/ElementStory.js';
import type { ReportMapElementAttributes } from '../index.js';

/** `<report-map>`'s attributes, as a partner writes them (docs/embedding.md). */
type MapAttributes = StoryAttributes<ReportMapElementAttributes>;

/** `count` public reports around London, a few of them at one place. */
function points(count: number) {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const lat = Int32Array.from({ length: count }, (_, i) =>
    i % 40 === 0 ? 51_528_558 : Math.round((51.5285582 + (random() - 0.5) * 0.3) * 1e6),
  );
  const lng = Int32Array.from({ length: count }, (_, i) =>
    i % 40 === 0 ? -241_682 : Math.round((-0.2416815 + (random() - 0.5) * 0.5) * 1e6),
  );
  const ids = Uint32Array.from({ length: count }, (_, i) => i + 1);
  const encoded = encodePoints({ ids, lat, lng, flags: new Uint8Array(count) });
  return { status: 200, body: new Blob([encoded.slice().buffer]), headers: { 'content-type': pointsMediaType } };
}

const popup = (id: number) =>
  ok({
    id,
    title: ['Flooded road near the bridge', 'Market fire', 'Broken water pipe'][id % 3],
    excerpt: 'Residents report the situation since early morning; volunteers are on site.',
    event_date: '2026-03-28T09:05:00.000Z',
    author: null,
    image: null,
    media: { images: 0, videos: 0, audios: 0, documents: 0 },
  });

const routes = (count: number) => ({
  'GET /public/site': () => ok(publicSite()),
  'POST /public/reports/geo': () => points(count),
  ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`GET /public/reports/geo/${i + 1}`, () => popup(i + 1)])),
});

/**
 * The map's cluster worker fetches the points itself, from the network, which a story does not have:
 * while a map story is shown that worker does not start, and the map clusters in the page through the
 * story's fake API — its own fallback where a page's CSP refuses `blob:` workers. MapLibre's workers start.
 */
function WithoutClusterWorker({ children }: { children: ReactNode }) {
  const [original] = useState(() => {
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (options?.name === 'fieldwatch-clusters') throw new Error('no cluster worker in stories');
        super(url, options);
      }
    };
    return Real;
  });
  useEffect(() => () => void (window.Worker = original), [original]);
  return children;
}

const meta = {
  title: 'Elements/<report-map>',
  decorators: [(Story) => <WithoutClusterWorker>{Story()}</WithoutClusterWorker>],
  render: (args, { globals }) => (
    <ElementStory
      tag="report-map"
      attributes={{ ...args, locale: localeOf(args, globals) }}
      style={{ blockSize: '30rem', inlineSize: '44rem' }}
    />
  ),
  args: { center: '51.5285582,-0.2416815', zoom: 10 },
  argTypes: elementArgTypes(reportMap),
  parameters: { fieldwatch: { routes: routes(2000), alerts: false }, ...elementDocs(reportMap) },
} satisfies Meta<MapAttributes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Public reports, clustered; choosing a report sends `report-selected`. */
export const PublicReports: Story = {};

/** `clustered="false"`: one marker per report. */
export const OneMarkerPerReport: Story = {
  args: { clustered: 'false', zoom: 12 },
  parameters: { fieldwatch: { routes: routes(30), alerts: false } },
};

/** `report-href`: a popup's "View report" leads to the partner's own page of the report. */
export const LinkToReports: Story = {
  args: { 'report-href': 'https://partner.example/reports/{id}', zoom: 12 },
  parameters: { fieldwatch: { routes: routes(30), alerts: false } },
};

/** `locale="ar"`: the element lays itself out right to left, the partner's page does not change. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** The public-site map is switched off by the administrator: the map says it cannot show the reports. */
export const PublicMapOff: Story = {
  parameters: {
    fieldwatch: {
      routes: {
        'GET /public/site': () => ok(publicSite({ map_enabled: false })),
        'POST /public/reports/geo': () => refused(403, 'INACTIVE_FEATURE'),
      },
      alerts: false,
    },
  },
};

/** Themed by the page: `--fw-*` custom properties set on the element itself. */
export const Themed: Story = {
  render: (args, { globals }) => (
    <ElementStory
      tag="report-map"
      attributes={{
        ...args,
        locale: localeOf(args, globals),
        style: '--fw-color-primary: #8a1c7c; --fw-color-focus: #8a1c7c; --fw-radius-md: 0',
      }}
      style={{ blockSize: '30rem', inlineSize: '44rem' }}
    />
  ),
};
