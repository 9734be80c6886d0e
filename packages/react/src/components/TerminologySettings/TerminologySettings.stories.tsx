import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { stringsRoutes } from '@fieldwatch/testing/terminologyFixtures';
import { TerminologySettings } from './TerminologySettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));
// applying stores the preview's changes: the story's own words change with them
const routes = (overrides: Record<string, Record<string, string>>) => ({
  ...settingsRoutes({ languages_enabled: 'en_US,fr_FR,es_ES,ar_SA' }).routes,
  ...stringsRoutes(overrides).routes,
});

const meta = {
  title: 'Admin/TerminologySettings',
  component: TerminologySettings,
  args: { headingLevel: 2 },
  parameters: { fieldwatch: { routes: routes({ en: { 'nav.admin': 'Administration', 'nav.reports': 'Incidents' } }), setup: signIn } },
} satisfies Meta<typeof TerminologySettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OriginalTexts: Story = { parameters: { fieldwatch: { routes: routes({}), setup: signIn } } };
export const InArabic: Story = { globals: { language: 'ar' } };
