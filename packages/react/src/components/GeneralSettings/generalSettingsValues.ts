import type { Options } from '@fieldwatch/core';
import { optionIssue, resolverOf } from '../../internal/optionForm.js';

/** What the form holds: the time zone's IANA name. */
export interface GeneralSettingsValues {
  timezone: string;
}

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
interface GeneralSettingsChange {
  name: keyof GeneralSettingsValues;
  value: string;
}

export const generalSettingsValues = (options: Pick<Options, 'timezone'>): GeneralSettingsValues => ({ timezone: options.timezone });

/** A time zone the runtime does not know is refused, as core's option schema does. */
export const generalSettingsResolver = resolverOf<GeneralSettingsValues>((values) => {
  const issue = optionIssue('timezone', values.timezone);
  return issue ? { timezone: issue } : {};
});

/** `PUT /options` body with only what changed. */
export function generalSettingsChanges(options: Pick<Options, 'timezone'>, values: GeneralSettingsValues): GeneralSettingsChange[] {
  return values.timezone !== options.timezone ? [{ name: 'timezone', value: values.timezone }] : [];
}
