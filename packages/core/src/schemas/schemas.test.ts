import { describe, expect, it } from 'vitest';
import { limits } from '../limits.js';
import {
  defaultOptions,
  eventDateSchema,
  idSchema,
  isStorableText,
  loginSchema,
  newPasswordFormSchema,
  normalizeOptions,
  optionsUpdateSchema,
  passwordChecklist,
  passwordSchema,
  reportFiltersSchema,
  requiredString,
  twoFactorCodeSchema,
  unstorableTextPath,
  userCreateSchema,
  usernameSchema,
} from './index.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('password', () => {
  it('reports each rule of the live checklist', () => {
    expect(passwordChecklist('abc')).toEqual({ length: false, upper: false, lower: true, number: false, special: false, match: true });
    expect(passwordChecklist('Fieldwatch#1', 'Fieldwatch#1')).toEqual({
      length: true,
      upper: true,
      lower: true,
      number: true,
      special: true,
      match: true,
    });
    expect(passwordChecklist('Fieldwatch#1', 'Fieldwatch#2').match).toBe(false);
  });

  it('accepts 7 to 72 characters with every class, and names what fails', () => {
    expect(passwordSchema.safeParse('Ab1#xyz').success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('required');
    expect(firstMessage(passwordSchema.safeParse('Ab1#xy'))).toBe('passwordTooShort');
    expect(firstMessage(passwordSchema.safeParse(`Ab1#${'x'.repeat(limits.passwordMax)}`))).toBe('passwordExceeded');
    expect(firstMessage(passwordSchema.safeParse('abcdefg1#'))).toBe('passwordRequirements');
  });

  it('counts letters of any script, so an Arabic or Tamil password can qualify', () => {
    expect(passwordChecklist('Éstudiante9!').upper).toBe(true);
    expect(passwordChecklist('பாஸ்வேர்ட்').length).toBe(true);
  });

  it('says "Password and confirmation are not identical" on the confirmation field', () => {
    const result = newPasswordFormSchema.safeParse({ password: 'Fieldwatch#1', confirmation: 'Fieldwatch#2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirmation'], message: 'passwordMismatch' });
  });
});

describe('username, login and code', () => {
  it('allows letters, digits, underscore, dot and hyphen up to 50', () => {
    expect(usernameSchema.safeParse('field.monitor_01-a').success).toBe(true);
    expect(firstMessage(usernameSchema.safeParse('with space'))).toBe('usernameAlphaNumber');
    expect(firstMessage(usernameSchema.safeParse('x'.repeat(51)))).toBe('usernameExceeded');
    expect(firstMessage(usernameSchema.safeParse(''))).toBe('required');
  });

  it('refuses unknown login fields instead of ignoring them', () => {
    const result = loginSchema.safeParse({ username: 'admin', password: 'x', admin: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('takes exactly six digits for the two-factor code', () => {
    expect(twoFactorCodeSchema.safeParse('012345').success).toBe(true);
    expect(firstMessage(twoFactorCodeSchema.safeParse('12345'))).toBe('maxCodeLength');
    expect(firstMessage(twoFactorCodeSchema.safeParse('12a456'))).toBe('invalidCode');
    expect(firstMessage(twoFactorCodeSchema.safeParse(''))).toBe('required');
  });
});

describe('user create', () => {
  const base = { username: 'amina', password: 'Fieldwatch#1' };
  it('needs an email unless Mobile, and an organization unless Administrator', () => {
    const reader = userCreateSchema.safeParse({ ...base, role_id: 3 });
    expect(reader.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['options.email', 'required'],
      ['organizations', 'required'],
    ]);
    expect(userCreateSchema.safeParse({ ...base, role_id: 4, organizations: [1] }).success).toBe(true);
    expect(userCreateSchema.safeParse({ ...base, role_id: 1, options: { email: 'a@b.org' } }).success).toBe(true);
  });
});

describe('options', () => {
  it('defaults the center, zoom, language and time zone', () => {
    expect(defaultOptions).toMatchObject({
      latitude: '51.5285582',
      longitude: '-0.2416815',
      zoom: '11',
      default_language: 'en_US',
      timezone: 'Europe/London',
    });
  });

  it('forces assignment, urgency, lifecycle and mobile updates off when updates are off', () => {
    const next = normalizeOptions(defaultOptions, [{ name: 'updates_enabled', value: '0' }]);
    expect(next).toMatchObject({
      updates_enabled: '0',
      assignment_enabled: '0',
      urgency_enabled: '0',
      lifecycle_enabled: '0',
      mobile_updates_enabled: '0',
    });
  });

  it('keeps the default language among the enabled ones', () => {
    const next = normalizeOptions(defaultOptions, [
      { name: 'languages_enabled', value: 'en_US,fr_FR' },
      { name: 'default_language', value: 'ar_SA' },
    ]);
    expect(next.languages_enabled).toBe('en_US,fr_FR,ar_SA');
  });

  it('refuses unknown names and bad values with field keys', () => {
    const bad = optionsUpdateSchema.safeParse([
      { name: 'zoom', value: '23' },
      { name: 'timezone', value: 'Mars/Olympus' },
    ]);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.value', 'invalidValue'],
      ['1.value', 'invalidValue'],
    ]);
    expect(optionsUpdateSchema.safeParse([{ name: 'root_access', value: '1' }]).success).toBe(false);
  });
});

describe('report filter days', () => {
  const issueOf = (start_date: string) => reportFiltersSchema.safeParse({ start_date }).error?.issues[0]?.message;

  it('takes a day that exists and refuses one that does not, or is not a day, with a field error', () => {
    expect(reportFiltersSchema.safeParse({ start_date: '2024-02-29' }).success).toBe(true);
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01', 'abcd', '2026-1-01']) expect(issueOf(day), day).toBe('invalidValue');
  });
});

describe('values every field holds to', () => {
  it('takes an id as a JSON number or plain decimal digits, within the 32-bit columns', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse(String(limits.idMax))).toBe(limits.idMax);
    for (const written of ['0x10', '+1', '1e0', '00001', '-0', '1.0', ' 1', '', '0', String(limits.idMax + 1), 1.5, 2 ** 31, null]) {
      const result = idSchema.safeParse(written);
      expect(result.success, String(written)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalidValue');
    }
  });

  it('refuses NUL and lone surrogates in text, and finds where they are', () => {
    expect(isStorableText('Flood 🌊 near the bridge')).toBe(true);
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFF', '\uDFFF\uD800']) expect(isStorableText(text)).toBe(false);
    expect(unstorableTextPath({ title: 'ok', taxonomies: { 3: ['fine', 'bad\u0000'] } })).toBe('taxonomies.3.1');
    expect(unstorableTextPath({ ['key\uD800']: 1 })).toBe('key\uD800');
    expect(unstorableTextPath('\u0000')).toBe('');
    expect(unstorableTextPath({ title: 'ok', count: 3 })).toBeUndefined();
    expect(requiredString(10, 'required').safeParse('a\u0000').error?.issues[0]?.message).toBe('invalidValue');
  });

  it('keeps event dates within years 1 to 9999 in UTC', () => {
    expect(eventDateSchema.safeParse('2024-02-29T10:00:00Z').success).toBe(true);
    for (const date of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '2024-02-30T10:00:00Z', '+010000-01-01T00:00:00Z']) {
      expect(eventDateSchema.safeParse(date).error?.issues[0]?.message, date).toBe('invalidValue');
    }
  });
});
