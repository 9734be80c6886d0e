import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SessionStore } from '@fieldwatch/core';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { LanguageSettings } from './LanguageSettings.js';

const signIn = (session: SessionStore) => session.getState().signIn(loginResult(administrator));

const meta = {
  title: 'Admin/LanguageSettings',
  component: LanguageSettings,
  parameters: { fieldwatch: { setup: signIn, routes: settingsRoutes().routes } },
} satisfies Meta<typeof LanguageSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: every language enabled, English the default. */
export const Default: Story = {};

/** Three languages, French the default: its box is checked and locked. */
export const SomeEnabled: Story = {
  parameters: {
    fieldwatch: { setup: signIn, routes: settingsRoutes({ languages_enabled: 'en_US,fr_FR,ar_SA', default_language: 'fr_FR' }).routes },
  },
};

export const InArabic: Story = { globals: { language: 'ar' } };
