import type { Meta, StoryObj } from '@storybook/react-vite';
import { encodePoints, pointsMediaType, type SessionStore } from '@fieldwatch/core';
import { emptyAnalytics, sampleAnalytics } from '@fieldwatch/testing/analyticsFixtures';
import { fail, ok, type FakeRoute } from '@fieldwatch/testing/fakeApi';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { sampleOrganizations } from '@fieldwatch/testing/organizationFixtures';
import { Analytics } from './Analytics.js';

const signIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 3, name: 'Reader', capabilities: [] } })));

// a few reports around the default centre, for the map of the range
const points = (): ReturnType<FakeRoute> => ({
  status: 200,
  body: new Blob([
    encodePoints({
      ids: Uint32Array.from([1, 2, 3, 4]),
      lat: Int32Array.from([51_528_558, 51_531_000, 51_510_000, 51_545_000]),
      lng: Int32Array.from([-241_682, -239_000, -210_000, -260_000]),
      flags: new Uint8Array(4),
    }).slice().buffer,
  ]),
  headers: { 'content-type': pointsMediaType },
});

const routes = (answer: FakeRoute): Record<string, FakeRoute> => ({
  'GET /analytics': answer,
  'GET /organizations': () => ok(sampleOrganizations),
  'POST /reports/geo': points,
  'GET /layers': () => ok([]),
});

const meta = {
  title: 'Analytics/Analytics',
  component: Analytics,
  parameters: { fieldwatch: { routes: routes(() => ok(sampleAnalytics)), setup: signIn } },
} satisfies Meta<typeof Analytics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowedToOneOrganization: Story = { args: { organizationId: 2, range: '3m' } };
export const EmptyRange: Story = { parameters: { fieldwatch: { routes: routes(() => ok(emptyAnalytics)), setup: signIn } } };
export const FailedToLoad: Story = { parameters: { fieldwatch: { routes: routes(() => fail(500, 'SERVER_ERROR')), setup: signIn } } };
export const WithoutMap: Story = { args: { map: false } };
export const InArabic: Story = { globals: { language: 'ar' } };
export const InFrench: Story = { globals: { language: 'fr' } };
