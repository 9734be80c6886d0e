import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultOptions, type Options } from '@fieldwatch/core';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LanguagePicker } from '../LanguagePicker/index.js';
import { LanguageSettings } from './LanguageSettings.js';
import { languageSettingsChanges, languageSettingsValues } from './languageSettingsValues.js';

function renderSettings(options: Partial<Options> = {}, language?: 'ar') {
  const fake = settingsRoutes(options);
  const rendered = renderWithFieldwatch(
    <>
      <LanguageSettings />
      <LanguagePicker onChange={() => {}} />
    </>,
    { user: administrator, routes: fake.routes, ...(language ? { language } : {}) },
  );
  return { ...rendered, stored: fake.stored, puts: () => rendered.calls.filter((call) => call.method === 'PUT') };
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const defaultSelect = () => screen.getByLabelText<HTMLSelectElement>('Default language');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const pickerChoices = () => Array.from(screen.getByLabelText<HTMLSelectElement>('Language').options).map((o) => o.value);

describe('LanguageSettings', () => {
  it('names each language in its own script, the default one checked and locked', async () => {
    renderSettings({ languages_enabled: 'en_US,fr_FR,ar_SA', default_language: 'fr_FR' });
    expect(await screen.findByRole('heading', { name: 'Language settings' })).toBeTruthy();
    expect(box('Français (French)').checked).toBe(true);
    expect(box('Français (French)').disabled).toBe(true);
    expect(box('Français (French)').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The default language cannot be disabled')).toBeTruthy();
    expect(screen.getByText('Français', { selector: 'label span' }).getAttribute('lang')).toBe('fr');
    expect(box('English').checked).toBe(true);
    expect(box('English').disabled).toBe(false);
    expect(box('العربية (Arabic)').checked).toBe(true);
    expect(box('தமிழ் (Tamil)').checked).toBe(false);
    // only enabled languages can be the default
    expect(Array.from(defaultSelect().options).map((o) => o.value)).toEqual(['en_US', 'fr_FR', 'ar_SA']);
    expect(defaultSelect().value).toBe('fr_FR');
  });

  it('turns languages on and off, sending the enabled list in the product order, and every picker follows', async () => {
    const { puts, stored } = renderSettings();
    await screen.findByRole('heading', { name: 'Language settings' });
    await waitFor(() => expect(pickerChoices()).toHaveLength(7));
    await userEvent.click(box('Português (Portuguese)'));
    await userEvent.click(box('தமிழ் (Tamil)'));
    await userEvent.click(box('中文 (Chinese)'));
    // a language turned off is no longer a default to choose
    expect(Array.from(defaultSelect().options).map((o) => o.value)).toEqual(['en_US', 'fr_FR', 'es_ES', 'ar_SA']);
    await save();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(puts()[0]!.body).toEqual([{ name: 'languages_enabled', value: 'en_US,fr_FR,es_ES,ar_SA' }]);
    expect(stored().languages_enabled).toBe('en_US,fr_FR,es_ES,ar_SA');
    await waitFor(() => expect(pickerChoices()).toEqual(['en', 'fr', 'es', 'ar']));
  });

  it('makes another enabled language the default; the old default can then be turned off', async () => {
    const { puts, stored } = renderSettings({ languages_enabled: 'en_US,es_ES' });
    await screen.findByRole('heading', { name: 'Language settings' });
    expect(box('English').disabled).toBe(true);
    await userEvent.selectOptions(defaultSelect(), 'es_ES');
    expect(box('Español (Spanish)').disabled).toBe(true);
    expect(box('English').disabled).toBe(false);
    await userEvent.click(box('English'));
    await save();
    await screen.findByText('Settings saved');
    expect(puts()[0]!.body).toEqual([
      { name: 'languages_enabled', value: 'es_ES' },
      { name: 'default_language', value: 'es_ES' },
    ]);
    expect(stored()).toMatchObject({ languages_enabled: 'es_ES', default_language: 'es_ES' });
  });

  it('says so instead of saving when nothing changed', async () => {
    const { puts } = renderSettings({ languages_enabled: 'fr_FR,en_US' });
    await screen.findByRole('heading', { name: 'Language settings' });
    await userEvent.click(box('Français (French)'));
    await userEvent.click(box('Français (French)'));
    await save();
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('reads in Arabic', async () => {
    renderSettings({}, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات اللغات' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'English (الإنجليزية)' })).toBeTruthy();
    expect(screen.getByText('لا يمكن إيقاف اللغة الافتراضية')).toBeTruthy();
  });
});

describe('language settings values', () => {
  it('holds the default language among the enabled ones and sends only what changed', () => {
    const options = { ...defaultOptions, languages_enabled: 'ar_SA,fr_FR', default_language: 'en_US' };
    expect(languageSettingsValues(options)).toEqual({ languages_enabled: ['en_US', 'fr_FR', 'ar_SA'], default_language: 'en_US' });
    expect(languageSettingsChanges(options, languageSettingsValues(options))).toEqual([]);
    expect(languageSettingsChanges(options, { languages_enabled: ['ar_SA', 'en_US'], default_language: 'ar_SA' })).toEqual([
      { name: 'languages_enabled', value: 'en_US,ar_SA' },
      { name: 'default_language', value: 'ar_SA' },
    ]);
  });
});
