import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { fail } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { MapSettings } from './MapSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));

const meta = {
  title: 'Admin/MapSettings',
  component: MapSettings,
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes().routes } },
} satisfies Meta<typeof MapSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: London, zoom 11, the built-in offline basemap and no satellite choice. */
export const Default: Story = {};

/** A raster satellite template with its credit; the preview switches to it. */
export const WithSatelliteTiles: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: settingsRoutes({
        basemap_satellite: 'https://{s}.tile.example.org/satellite/{z}/{x}/{y}.jpg',
        basemap_satellite_attribution: '© Example Imagery',
      }).routes,
    },
  },
};

/** The server's MAP_STYLE_URL is the map basemap while the option is empty. */
export const ServerDefaultStyle: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: settingsRoutes({}, { mapbox_token: '', style_url: 'https://demotiles.maplibre.org/style.json' }).routes,
    },
  },
};

/** A Mapbox style with no MAPBOX_TOKEN on the server: the note says why, the preview falls back offline. */
export const MapboxWithoutToken: Story = {
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes({ basemap_map: 'mapbox://styles/mapbox/streets-v12' }).routes } },
};

/** The server refuses the second value sent: its error shows beside that field. */
export const RefusedByTheServer: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: {
        ...settingsRoutes().routes,
        'PUT /options': () => fail(400, 'VALIDATION_ERROR', { fields: { '0.value': 'basemapInvalid' } }),
      },
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
