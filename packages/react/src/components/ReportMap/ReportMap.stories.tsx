import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodePoints, pointsMediaType, roleIds, type ReportClusters, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { reportScreenRoutes } from '@fieldwatch/testing/reportFixtures';
import type { FakeAnswer, FakeRoute } from '@fieldwatch/testing/fakeApi';
import { ReportMap } from './ReportMap.js';

const signedIn = (session: SessionStore) =>
  session
    .getState()
    .signIn(loginResult(makeUser({ role: { id: roleIds['Organization Admin'], name: 'Organization Admin', capabilities: [] } })));

/** `count` reports scattered around the default center, a few of them at one place (jittered apart). */
function pointsAnswer(count: number): FakeAnswer {
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const lat = Int32Array.from({ length: count }, (_, i) =>
    i % 50 === 0 ? 51_528_558 : Math.round((51.5285582 + (random() - 0.5) * 0.3) * 1e6),
  );
  const lng = Int32Array.from({ length: count }, (_, i) =>
    i % 50 === 0 ? -241_682 : Math.round((-0.2416815 + (random() - 0.5) * 0.5) * 1e6),
  );
  const encoded = encodePoints({
    ids: Uint32Array.from({ length: count }, (_, i) => i + 1),
    lat,
    lng,
    flags: Uint8Array.from({ length: count }, (_, i) => i % 9),
  });
  return { status: 200, body: new Blob([encoded.slice().buffer]), headers: { 'content-type': pointsMediaType } };
}

function popupRoutes(count: number): Record<string, FakeRoute> {
  const routes: Record<string, FakeRoute> = {};
  for (let id = 1; id <= count; id++) {
    routes[`GET /reports/geo/${id}`] = () => ({
      status: 200,
      body: {
        data: {
          id,
          title: ['Flooded road near the bridge', 'Market fire', 'Broken water pipe'][id % 3],
          excerpt: 'Residents report the situation since early morning; volunteers are on site.',
          event_date: '2026-03-28T09:05:00.000Z',
          author: { id: 3, username: 'northadmin' },
          image: null,
          media: { images: id % 3, videos: id % 2, audios: 0, documents: 1 },
        },
      },
    });
  }
  return routes;
}

const mapRoutes = (count: number) => ({
  ...reportScreenRoutes(20),
  ...popupRoutes(count),
  'POST /reports/geo': () => pointsAnswer(count),
  'GET /layers': () => ({ status: 200, body: { data: [], total: 0 } }),
});

/** Past 50,000 reports the server sends the clusters of the screen instead of every point. */
const serverClusters: ReportClusters = {
  clusters: {
    lng: [-0.3, -0.2, -0.1, -0.25],
    lat: [51.55, 51.5, 51.52, 51.48],
    count: [182_000, 65_400, 9_870, 412],
    bounds: [
      [-0.35, 51.53, -0.26, 51.58],
      [-0.24, 51.47, -0.16, 51.52],
      [-0.14, 51.5, -0.06, 51.55],
      [-0.28, 51.46, -0.22, 51.5],
    ],
  },
  points: { ids: [7], lat: [51_510_000], lng: [-240_000], flags: [2] },
};

const meta = {
  title: 'Map/ReportMap',
  component: ReportMap,
  args: { center: [-0.2416815, 51.5285582], zoom: 10 },
  parameters: { fieldwatch: { routes: mapRoutes(3000), setup: signedIn } },
  decorators: [
    (Story) => <div style={{ blockSize: '32rem', inlineSize: '44rem', display: 'flex', flexDirection: 'column' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ReportMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 3,000 reports clustered in the browser (a Web Worker); "Reports in view" is the keyboard path. */
export const ThousandsOfReports: Story = {};

export const ServerClusters: Story = {
  parameters: {
    fieldwatch: {
      routes: {
        ...mapRoutes(10),
        'POST /reports/geo': () => ({
          status: 200,
          body: new Blob([
            encodePoints(
              { ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) },
              257_683,
            ).slice().buffer,
          ]),
          headers: { 'content-type': pointsMediaType },
        }),
        'POST /reports/geo/clusters': () => ({ status: 200, body: { data: serverClusters, total: 257_683 } }),
      },
      setup: signedIn,
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
