import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultOptions, type SessionStore } from '@fieldwatch/core';
import { loginResult, makeUser } from '@fieldwatch/testing/fixtures';
import { AdminEmbed, type EmbedManifest } from './AdminEmbed.js';

/** The elements and attributes of @fieldwatch/elements' custom-elements.json, as the dashboard passes it. */
const manifest: EmbedManifest = {
  modules: [
    {
      declarations: [
        {
          tagName: 'report-map',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'locale', type: { text: "'en' | 'fr' | 'es' | 'pt' | 'ta' | 'cn' | 'ar'" }, default: '"en"' },
            { name: 'organization', type: { text: 'number' } },
            { name: 'view', type: { text: "'public' | 'user'" }, default: '"public"' },
            { name: 'center', type: { text: 'string' } },
            { name: 'zoom', type: { text: 'number' } },
            { name: 'clustered', type: { text: 'boolean' }, default: 'true' },
            { name: 'report-href', type: { text: 'string' } },
          ],
        },
        {
          tagName: 'report-form',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'locale', type: { text: "'en' | 'fr' | 'es' | 'pt' | 'ta' | 'cn' | 'ar'" }, default: '"en"' },
            { name: 'view', type: { text: "'public' | 'user'" }, default: '"public"' },
          ],
        },
        {
          tagName: 'report-list',
          customElement: true,
          attributes: [
            { name: 'api-base', type: { text: 'string' }, default: '"/api"' },
            { name: 'locale', type: { text: "'en' | 'fr' | 'es' | 'pt' | 'ta' | 'cn' | 'ar'" }, default: '"en"' },
            { name: 'organization', type: { text: 'number' } },
            { name: 'limit', type: { text: 'number' }, default: '10' },
            { name: 'report-href', type: { text: 'string' } },
          ],
        },
      ],
    },
  ],
};

const options = (changes: Record<string, string>) => ({ status: 200, body: { data: { ...defaultOptions, ...changes } } });

const routes = (changes: Record<string, string>) => ({
  'GET /sdk': () => ({
    status: 200,
    body: {
      data: {
        version: '0.1.0',
        script: 'https://fw.example/sdk/elements@0.1.0/fieldwatch-elements.js',
        integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
        elements: ['report-map', 'report-form', 'report-list'],
      },
    },
  }),
  'GET /options': () => options(changes),
});

const signedIn = (session: SessionStore) =>
  session.getState().signIn(loginResult(makeUser({ role: { id: 1, name: 'Administrator', capabilities: [] }, organizations: [] })));

const meta = {
  title: 'Admin/AdminEmbed',
  component: AdminEmbed,
  args: { manifest, headingLevel: 2 },
  argTypes: {
    manifest: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    settingsLinks: { control: false },
  },
  parameters: { fieldwatch: { routes: routes({ public_map_enabled: '1' }), setup: signedIn } },
} satisfies Meta<typeof AdminEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The public map is on: the map and the list are ready to embed. */
export const Default: Story = {};

/** Anonymous reports are off and no organization is chosen: the form says what to switch on, with links. */
export const FormNeedsSettings: Story = {
  parameters: { fieldwatch: { routes: routes({ public_map_enabled: '0', anonymous_enabled: '0' }), setup: signedIn } },
};

/** An Organization Admin sees the settings but cannot change them. */
export const OrganizationAdmin: Story = { args: { settingsLinks: null } };

export const InArabic: Story = { globals: { language: 'ar' } };
