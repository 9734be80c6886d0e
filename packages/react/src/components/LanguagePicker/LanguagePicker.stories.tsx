import type { Meta, StoryObj } from '@storybook/react-vite';
import { languages } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { LanguagePicker } from './LanguagePicker.js';

const meta = { title: 'Navigation/LanguagePicker', component: LanguagePicker, args: { onChange: () => {} } } satisfies Meta<
  typeof LanguagePicker
>;
export default meta;

/** Switch the story language with the toolbar's globe; the picker follows the provider. */
export const Default: StoryObj<typeof meta> = {};

/** Signed out on a server with English, French and Arabic enabled: the handshake lists only those. */
export const SomeLanguagesEnabled: StoryObj<typeof meta> = {
  parameters: {
    fieldwatch: {
      routes: {
        'GET /handshake': () =>
          ok({
            languages: languages
              .filter((l) => ['en', 'fr', 'ar'].includes(l.code))
              .map(({ code, locale, name, dir }) => ({ code, locale, name, dir })),
            default_language: 'en_US',
            timezone: 'Europe/London',
          }),
      },
    },
  },
};
