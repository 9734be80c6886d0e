import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languages } from '@fieldwatch/core';
import { ok } from '@fieldwatch/testing/fakeApi';
import { makeUser } from '@fieldwatch/testing/fixtures';
import { settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { renderWithFieldwatch } from '../../../test/render.js';
import { LanguagePicker } from './LanguagePicker.js';

const listed = () => screen.getAllByRole('option').map((o) => o.textContent);
/** The handshake of a server with these languages enabled (it lists only those). */
const handshakeOf = (codes: string[]) => ({
  'GET /handshake': () =>
    ok({
      languages: languages.filter((l) => codes.includes(l.code)).map(({ code, locale, name, dir }) => ({ code, locale, name, dir })),
      default_language: 'en_US',
      timezone: 'Europe/London',
    }),
});

describe('LanguagePicker', () => {
  it('lists the seven languages by their own names and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithFieldwatch(<LanguagePicker onChange={onChange} />, { language: 'fr' });
    const select = screen.getByLabelText<HTMLSelectElement>('Langue');
    expect(listed()).toEqual(['English', 'Français', 'Español', 'Português', 'தமிழ்', '中文', 'العربية']);
    expect(select.value).toBe('fr');
    await userEvent.selectOptions(select, 'ar');
    expect(onChange).toHaveBeenCalledWith('ar');
  });

  it('signed out, lists only the languages the handshake names, each in its own language', async () => {
    renderWithFieldwatch(<LanguagePicker onChange={() => {}} />, { routes: handshakeOf(['en', 'ar']) });
    await waitFor(() => expect(listed()).toEqual(['English', 'العربية']));
    expect(screen.getByRole('option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
  });

  it('keeps the language shown now even when it is no longer enabled', async () => {
    renderWithFieldwatch(<LanguagePicker onChange={() => {}} />, { language: 'ta', routes: handshakeOf(['en', 'fr']) });
    await waitFor(() => expect(listed()).toEqual(['English', 'Français', 'தமிழ்']));
    expect(screen.getByLabelText<HTMLSelectElement>('மொழி').value).toBe('ta');
  });

  it('signed in, follows the enabled languages of the options, and their change at once', async () => {
    const fake = settingsRoutes({ languages_enabled: 'en_US,es_ES', default_language: 'es_ES' });
    const { options } = renderWithFieldwatch(<LanguagePicker onChange={() => {}} />, {
      user: makeUser(),
      // the handshake would say otherwise: the options win once they are there
      routes: { ...fake.routes, ...handshakeOf(['en', 'fr', 'es', 'pt']) },
    });
    await options.getState().load();
    await waitFor(() => expect(listed()).toEqual(['English', 'Español']));
    await options.getState().save([{ name: 'languages_enabled', value: 'en_US,pt_PT' }]);
    // the default language (Spanish) always stays enabled
    await waitFor(() => expect(listed()).toEqual(['English', 'Español', 'Português']));
  });
});
