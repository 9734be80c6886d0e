import type { OptionName, Options } from '@fieldwatch/core';
import { flagOf, isOn, optionIssue, resolverOf } from '../../internal/optionForm.js';

/** The switches of the app configuration screen, in the order shown. */
const appToggleNames = [
  'anonymous_enabled',
  'mobile_maps_enabled',
  'mobile_updates_enabled',
  'mobile_datepicker',
] as const satisfies readonly OptionName[];
/** …and its other fields. */
const appTextNames = ['anonymous_organization', 'lessons_url'] as const satisfies readonly OptionName[];

type ToggleName = (typeof appToggleNames)[number];
type TextName = (typeof appTextNames)[number];
export type AppSettingName = ToggleName | TextName;

/** Every option of the screen in the order shown (and sent). */
const appSettingNames = [
  'anonymous_enabled',
  'anonymous_organization',
  'mobile_maps_enabled',
  'mobile_updates_enabled',
  'mobile_datepicker',
  'lessons_url',
] as const satisfies readonly AppSettingName[];

const isToggle = (name: AppSettingName): name is ToggleName => (appToggleNames as readonly string[]).includes(name);

/** What the form holds: switches as booleans, the organization as its id ('' for none), the path as typed. */
export type AppSettingsValues = Record<ToggleName, boolean> & Record<TextName, string>;

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
export interface AppSettingsChange {
  name: AppSettingName;
  value: string;
}

/** With `updates_enabled` off, mobile updates are forced off too (core `normalizeOptions`). */
export const mobileUpdatesForcedOff = (options: Options): boolean => options.updates_enabled === '0';

export function appSettingsValues(options: Options): AppSettingsValues {
  const values = {} as AppSettingsValues;
  for (const name of appToggleNames) values[name] = isOn(options[name]);
  for (const name of appTextNames) values[name] = options[name];
  if (mobileUpdatesForcedOff(options)) values.mobile_updates_enabled = false;
  return values;
}

/**
 * The form's problems by field, as message keys: anonymous sign-in needs the organization its reports
 * go into; the lesson path is a full address or nothing; the rest as core's option schemas say.
 */
function appSettingsProblems(values: AppSettingsValues): Partial<Record<AppSettingName, string>> {
  const problems: Partial<Record<AppSettingName, string>> = {};
  const organization = values.anonymous_organization.trim();
  if (values.anonymous_enabled && organization === '') problems.anonymous_organization = 'appSettings.organizationRequired';
  else if (optionIssue('anonymous_organization', organization)) problems.anonymous_organization = 'invalidValue';
  if (optionIssue('lessons_url', values.lessons_url.trim())) problems.lessons_url = 'appSettings.lessonsUrlInvalid';
  return problems;
}

export const appSettingsResolver = resolverOf(appSettingsProblems);

/** `PUT /options` body with only the options that changed; mobile updates never while they are forced off. */
export function appSettingsChanges(options: Options, values: AppSettingsValues): AppSettingsChange[] {
  const changes: AppSettingsChange[] = [];
  for (const name of appSettingNames) {
    if (name === 'mobile_updates_enabled' && mobileUpdatesForcedOff(options)) continue;
    const [value, stored] = isToggle(name)
      ? [flagOf(values[name]), flagOf(isOn(options[name]))]
      : [values[name].trim(), options[name].trim()];
    if (value !== stored) changes.push({ name, value });
  }
  return changes;
}
