import type { Options } from '@fieldwatch/core';
import { optionIssue, resolverOf } from '../../internal/optionForm.js';

/** What the form holds: the time zone's IANA name, and whether admins must have a second factor. */
export interface GeneralSettingsValues {
  timezone: string;
  require_2fa_admins: boolean;
}

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
interface GeneralSettingsChange {
  name: keyof GeneralSettingsValues;
  value: string;
}

type GeneralOptions = Pick<Options, 'timezone' | 'require_2fa_admins'>;

export const generalSettingsValues = (options: GeneralOptions): GeneralSettingsValues => ({
  timezone: options.timezone,
  require_2fa_admins: options.require_2fa_admins === '1',
});

/** A time zone the runtime does not know is refused, as core's option schema does. */
export const generalSettingsResolver = resolverOf<GeneralSettingsValues>((values) => {
  const issue = optionIssue('timezone', values.timezone);
  return issue ? { timezone: issue } : {};
});

/** `PUT /options` body with only what changed. */
export function generalSettingsChanges(options: GeneralOptions, values: GeneralSettingsValues): GeneralSettingsChange[] {
  const changes: GeneralSettingsChange[] = [];
  if (values.timezone !== options.timezone) changes.push({ name: 'timezone', value: values.timezone });
  const required = values.require_2fa_admins ? '1' : '0';
  if (required !== options.require_2fa_admins) changes.push({ name: 'require_2fa_admins', value: required });
  return changes;
}
