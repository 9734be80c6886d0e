import type { FieldErrors, Resolver } from 'react-hook-form';
import type { OptionName, Options } from '@fieldwatch/core';
import { flagOf, isOn, optionIssue } from '../../internal/optionForm.js';
import { e164Of, idList, phoneRowOf, phoneRowProblems, type PhoneRow } from './emergencyContacts.js';

/** The switches of the app configuration screen, in the order shown. */
const appToggleNames = [
  'anonymous_enabled',
  'anonymous_challenge_enabled',
  'mobile_maps_enabled',
  'mobile_updates_enabled',
  'mobile_datepicker',
  'emergency_enabled',
] as const satisfies readonly OptionName[];
/** …its text fields… */
const appTextNames = ['anonymous_organization', 'lessons_url'] as const satisfies readonly OptionName[];
/** …and its lists: the users and the numbers emergency alerts go to. */
type ListName = 'emergency_users' | 'emergency_phones';

type ToggleName = (typeof appToggleNames)[number];
type TextName = (typeof appTextNames)[number];
export type AppSettingName = ToggleName | TextName | ListName;

/** Every option of the screen in the order shown (and sent). */
const appSettingNames = [
  'anonymous_enabled',
  'anonymous_organization',
  'anonymous_challenge_enabled',
  'mobile_maps_enabled',
  'mobile_updates_enabled',
  'mobile_datepicker',
  'lessons_url',
  'emergency_enabled',
  'emergency_users',
  'emergency_phones',
] as const satisfies readonly AppSettingName[];

const isToggle = (name: AppSettingName): name is ToggleName => (appToggleNames as readonly string[]).includes(name);
const isText = (name: AppSettingName): name is TextName => (appTextNames as readonly string[]).includes(name);

/**
 * What the form holds: switches as booleans, the organization as its id ('' for none), the path as
 * typed, the emergency users as ids, the emergency numbers as rows (dialing code and number as typed).
 */
export type AppSettingsValues = Record<ToggleName, boolean> &
  Record<TextName, string> & {
    emergency_users: string[];
    emergency_phones: PhoneRow[];
  };

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
interface AppSettingsChange {
  name: AppSettingName;
  value: string;
}

/** With `updates_enabled` off, mobile updates are forced off too (core `normalizeOptions`). */
export const mobileUpdatesForcedOff = (options: Options): boolean => options.updates_enabled === '0';

const listOf = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function appSettingsValues(options: Options): AppSettingsValues {
  const values = {} as AppSettingsValues;
  for (const name of appToggleNames) values[name] = isOn(options[name]);
  for (const name of appTextNames) values[name] = options[name];
  if (mobileUpdatesForcedOff(options)) values.mobile_updates_enabled = false;
  values.emergency_users = listOf(options.emergency_users);
  values.emergency_phones = listOf(options.emergency_phones).map(phoneRowOf);
  return values;
}

type Problems = Partial<Record<Exclude<AppSettingName, 'emergency_phones'>, string>>;

/**
 * The form's problems by field, as message keys: anonymous sign-in needs the organization its reports
 * go into; the lesson path is a full address or nothing; emergency alerts need someone to alert (a
 * user or a number); the rest as core's option schemas say.
 */
function appSettingsProblems(values: AppSettingsValues): Problems {
  const problems: Problems = {};
  const organization = values.anonymous_organization.trim();
  if (values.anonymous_enabled && organization === '') problems.anonymous_organization = 'appSettings.organizationRequired';
  else if (optionIssue('anonymous_organization', organization)) problems.anonymous_organization = 'invalidValue';
  if (optionIssue('lessons_url', values.lessons_url.trim())) problems.lessons_url = 'appSettings.lessonsUrlInvalid';
  if (values.emergency_enabled && values.emergency_users.length === 0 && values.emergency_phones.length === 0) {
    problems.emergency_users = 'appSettings.emergencyContactRequired';
  }
  return problems;
}

/** react-hook-form's view of the problems: one error per field, and per field of each number's row. */
export const appSettingsResolver: Resolver<AppSettingsValues> = (values) => {
  const fieldError = (message: string) => ({ type: 'validate', message });
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(appSettingsProblems(values))) errors[name] = fieldError(message);
  const rows = phoneRowProblems(values.emergency_phones);
  if (rows.some(Boolean)) {
    errors.emergency_phones = rows.map(
      (row) =>
        row && {
          ...(row.country ? { country: fieldError(row.country) } : {}),
          ...(row.number ? { number: fieldError(row.number) } : {}),
        },
    );
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<AppSettingsValues> };
};

/** The option's text as the form would send it, and as it is stored. */
function sentAndStored(name: AppSettingName, options: Options, values: AppSettingsValues): [string, string] {
  if (isToggle(name)) return [flagOf(values[name]), flagOf(isOn(options[name]))];
  if (isText(name)) return [values[name].trim(), options[name].trim()];
  if (name === 'emergency_users') return [idList(values.emergency_users), idList(listOf(options.emergency_users))];
  const numbers = values.emergency_phones.map(e164Of).filter((number): number is string => number !== null);
  return [[...new Set(numbers)].join(','), listOf(options.emergency_phones).join(',')];
}

/** `PUT /options` body with only the options that changed; mobile updates never while they are forced off. */
export function appSettingsChanges(options: Options, values: AppSettingsValues): AppSettingsChange[] {
  const changes: AppSettingsChange[] = [];
  for (const name of appSettingNames) {
    if (name === 'mobile_updates_enabled' && mobileUpdatesForcedOff(options)) continue;
    const [value, stored] = sentAndStored(name, options, values);
    if (value !== stored) changes.push({ name, value });
  }
  return changes;
}
