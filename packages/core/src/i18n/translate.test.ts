import { parse } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogues } from './catalogues.js';
import type { MessageKey } from './messages/en.js';
import type * as ptMessages from './messages/pt.js';
import type * as taMessages from './messages/ta.js';
import { createTranslator, loadTranslator } from './translate.js';

// Portuguese arrives as syntax trees, as `formatjs compile --ast` gives them to the elements' bundle.
vi.mock('./messages/pt.js', async (original) => {
  const { pt } = await original<typeof ptMessages>();
  return { pt: Object.fromEntries(Object.entries(pt).map(([key, message]) => [key, parse(message)])) };
});
// Tamil with one message that needs a value English does not
vi.mock('./messages/ta.js', async (original) => {
  const { ta } = await original<typeof taMessages>();
  return { ta: { ...ta, 'login.submit': 'உள்நுழை {who}' } };
});

beforeAll(() => loadAllCatalogues());

describe('createTranslator', () => {
  it('formats ICU text with plurals per language', () => {
    expect(createTranslator('en')('login.submit')).toBe('Sign in');
    expect(createTranslator('en')('twoFactor.resendIn', { seconds: 1 })).toBe('Resend code in 1 second');
    expect(createTranslator('fr')('twoFactor.resendIn', { seconds: 2 })).toBe('Renvoyer le code dans 2 secondes');
    expect(createTranslator('fr')('mail.twoFactor.subject', { code: '123456' })).toContain('123456');
  });

  it('formats precompiled syntax trees', () => {
    const t = createTranslator('pt');
    expect(t('twoFactor.resendIn', { seconds: 1 })).toBe('Reenviar código dentro de 1 segundo');
    expect(t('twoFactor.resendIn', { seconds: 5 })).toBe('Reenviar código dentro de 5 segundos');
    expect(t('login.submit')).not.toBe('login.submit');
  });

  it('takes plural and select overrides with their values', () => {
    const t = createTranslator('en', {
      'login.submit': '{kind, select, admin {Sign in as admin} other {Sign in, {name}}}',
      'twoFactor.resendIn': '{seconds, plural, =0 {Now} one {In a second} other {In # seconds}}',
    });
    expect(t('login.submit', { kind: 'admin' })).toBe('Sign in as admin');
    expect(t('login.submit', { kind: 'user', name: 'Ana' })).toBe('Sign in, Ana');
    expect(t('twoFactor.resendIn', { seconds: 0 })).toBe('Now');
    expect(t('twoFactor.resendIn', { seconds: 1 })).toBe('In a second');
    expect(t('twoFactor.resendIn', { seconds: 1500 })).toBe('In 1,500 seconds');
  });

  it('uses plain overrides and leaves out empty ones', () => {
    const t = createTranslator('pt', { 'login.submit': 'Entrar já', 'app.name': '' });
    expect(t('login.submit')).toBe('Entrar já');
    expect(t('app.name')).toBe('Fieldwatch');
  });

  it('falls back from a broken override to the catalogue, then to English, then to the key; never throws', () => {
    const t = createTranslator('fr', { 'login.submit': 'Entrer {', 'app.name': 'Field {who}' });
    expect(t('login.submit')).toBe('Se connecter');
    // a value missing for the override: the catalogue's message needs none
    expect(t('app.name')).toBe('Fieldwatch');
    expect(t('nothing.here' as MessageKey)).toBe('nothing.here');
    // a value missing everywhere
    expect(t('twoFactor.resendIn')).toBe('twoFactor.resendIn');
    expect(t('mail.twoFactor.subject', {})).toBe('mail.twoFactor.subject');
  });

  it('falls back to English when the language cannot format a message', () => {
    expect(createTranslator('ta')('login.submit')).toBe('Sign in');
    expect(createTranslator('ta')('login.submit', { who: 'நான்' })).toBe('உள்நுழை நான்');
    // a tag wants a function as its value
    expect(createTranslator('en', { 'login.submit': 'Open <b>now</b>' })('login.submit', { b: 'x' })).toBe('Sign in');
    const unknown = createTranslator('xx');
    expect(unknown('login.submit')).toBe('Sign in');
  });

  it('loads the catalogue before translating', async () => {
    const t = await loadTranslator('ar_SA');
    expect(t('app.name')).toBe('Fieldwatch');
    expect(t('login.submit')).not.toBe('Sign in');
  });
});
