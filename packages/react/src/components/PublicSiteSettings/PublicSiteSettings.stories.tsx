import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { fail, ok } from '@fieldwatch/testing/fakeApi';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { PublicSiteSettings } from './PublicSiteSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));

// a small landscape picture drawn in SVG, so the story needs no server for its images
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240"><rect width="640" height="240" fill="#1f5f8b"/><circle cx="520" cy="70" r="40" fill="#f4d35e"/><path d="M0 200 Q160 120 320 190 T640 170 V240 H0z" fill="#0d3b66"/></svg>',
)}`;

const imageRoutes = {
  'POST /options/public-image/cover': () => ok({ name: 'public_cover_image', value: picture }),
  'POST /options/public-image/about': () => ok({ name: 'public_about_image', value: picture }),
  'DELETE /options/public-image/cover': () => ok({ name: 'public_cover_image', value: '' }),
  'DELETE /options/public-image/about': () => ok({ name: 'public_about_image', value: '' }),
};

const meta = {
  title: 'Admin/PublicSiteSettings',
  component: PublicSiteSettings,
  parameters: { fieldwatch: { setup: signIn, routes: { ...settingsRoutes().routes, ...imageRoutes } } },
} satisfies Meta<typeof PublicSiteSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything off and empty, as a new installation starts. */
export const Default: Story = {};

/** A site that is set up: map and brand on, texts, contact and both images. */
export const SetUp: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: {
        ...settingsRoutes({
          public_map_enabled: '1',
          public_brand_enabled: '1',
          public_tagline: 'Voices from the river',
          public_primary_colour: '#0d3b66',
          public_about: 'We collect and verify reports of flooding along the river.',
          public_contact_name: 'Amina Yusuf',
          public_contact_email: 'desk@example.org',
          public_contact_phone: '+44 20 7946 0000',
          public_cover_image: picture,
          public_about_image: picture,
        }).routes,
        ...imageRoutes,
      },
    },
  },
};

/** The server refuses an image over its limit: the reason shows beside the image. */
export const ImageTooLarge: Story = {
  parameters: {
    fieldwatch: {
      setup: signIn,
      routes: { ...settingsRoutes().routes, 'POST /options/public-image/cover': () => fail(413, 'PAYLOAD_TOO_LARGE') },
    },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
