import { describe, expect, it } from 'vitest';
import { defaultLocaleFirst, enabledLocales, textIn } from './locales.js';

describe('admin form locales', () => {
  it('takes the enabled languages and the default one, in the product order', () => {
    expect(enabledLocales({ languages_enabled: 'fr_FR,ar_SA', default_language: 'en_US' })).toEqual(['en_US', 'fr_FR', 'ar_SA']);
    expect(enabledLocales({ languages_enabled: 'fr_FR', default_language: 'es_ES' })).toEqual(['fr_FR', 'es_ES']);
    expect(enabledLocales(null)).toEqual(['en_US']);
  });

  it('puts the default language first', () => {
    expect(defaultLocaleFirst(['en_US', 'fr_FR', 'ar_SA'], 'fr_FR')).toEqual(['fr_FR', 'en_US', 'ar_SA']);
  });

  it('reads a text in the language asked, else the default one, else any', () => {
    expect(textIn({ en_US: 'Flood', fr_FR: 'Inondation' }, 'fr_FR', 'en_US')).toBe('Inondation');
    expect(textIn({ en_US: 'Flood', fr_FR: '' }, 'fr_FR', 'en_US')).toBe('Flood');
    expect(textIn({ es_ES: 'Inundación' }, 'fr_FR', 'en_US')).toBe('Inundación');
    expect(textIn({}, 'fr_FR', 'en_US')).toBe('');
  });
});
