import { languages, type OptionName, type Options } from '@fieldwatch/core';
import { flagOf, isOn, optionIssue, optionMaxLength, resolverOf } from '../../internal/optionForm.js';

/** The public site settings' toggles, in the order shown. */
const publicSiteToggleNames = [
  'public_map_enabled',
  'public_grievance_enabled',
  'public_brand_enabled',
] as const satisfies readonly OptionName[];

/** The public site settings' fields, in the order shown (the two images are saved on their own). */
const publicSiteTextNames = [
  'public_language',
  'public_tagline',
  'public_primary_colour',
  'public_about',
  'public_contact_name',
  'public_contact_email',
  'public_contact_phone',
] as const satisfies readonly OptionName[];

type ToggleName = (typeof publicSiteToggleNames)[number];
type TextName = (typeof publicSiteTextNames)[number];
export type PublicSiteSettingName = ToggleName | TextName;

/** What the form holds: toggles as booleans, the rest as typed. */
export type PublicSiteValues = Record<ToggleName, boolean> & Record<TextName, string>;

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
export interface PublicSiteChange {
  name: PublicSiteSettingName;
  value: string;
}

const limitedNames = [
  'public_tagline',
  'public_about',
  'public_contact_name',
  'public_contact_phone',
] as const satisfies readonly TextName[];

/** The longest text each free-text field takes (core's option schemas, the ones `PUT /options` applies). */
export const publicSiteTextLimits = Object.fromEntries(limitedNames.map((name) => [name, optionMaxLength(name) ?? 0])) as Record<
  (typeof limitedNames)[number],
  number
>;
/** The longest text a field takes; undefined for a field without such a limit. */
export const publicSiteTextLimit = (name: PublicSiteSettingName): number | undefined =>
  (publicSiteTextLimits as Partial<Record<PublicSiteSettingName, number>>)[name];

/** A color as `#` and six hexadecimal digits, as `<input type="color">` and the public site read it. */
export const isHexColor = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value.trim());

/** The languages the public site may use: those enabled (option languages_enabled), the stored one kept. */
export function publicSiteLanguages(options: Options) {
  const enabled = new Set(options.languages_enabled.split(',').map((locale) => locale.trim()));
  enabled.add(options.public_language);
  return languages.filter((language) => enabled.has(language.locale));
}

export function publicSiteValues(options: Options): PublicSiteValues {
  const values = {} as PublicSiteValues;
  for (const name of publicSiteToggleNames) values[name] = isOn(options[name]);
  for (const name of publicSiteTextNames) values[name] = options[name];
  return values;
}

/** The text a field sends: trimmed, a color in lower case (`#1F5F8B` and `#1f5f8b` are one color). */
function sentText(name: TextName, value: string): string {
  const text = value.trim();
  return name === 'public_primary_colour' ? text.toLowerCase() : text;
}

/**
 * The form's problems by field, as message keys: a text over its limit says its limit
 * (`publicSite.textTooLong`), a color says its form, the rest as core's option schemas say.
 */
function publicSiteProblems(values: PublicSiteValues): Partial<Record<PublicSiteSettingName, string>> {
  const problems: Partial<Record<PublicSiteSettingName, string>> = {};
  for (const name of publicSiteTextNames) {
    const text = sentText(name, values[name]);
    const max = publicSiteTextLimit(name);
    if (max !== undefined && text.length > max) problems[name] = 'publicSite.textTooLong';
    else if (name === 'public_primary_colour' && !isHexColor(text)) problems[name] = 'publicSite.colorInvalid';
    else {
      const issue = optionIssue(name, text);
      if (issue) problems[name] = issue;
    }
  }
  return problems;
}

export const publicSiteResolver = resolverOf(publicSiteProblems);

/** `PUT /options` body with only the options that changed. */
export function publicSiteChanges(options: Options, values: PublicSiteValues): PublicSiteChange[] {
  const changes: PublicSiteChange[] = [];
  for (const name of publicSiteToggleNames) {
    const value = flagOf(values[name]);
    if (value !== flagOf(isOn(options[name]))) changes.push({ name, value });
  }
  for (const name of publicSiteTextNames) {
    const value = sentText(name, values[name]);
    if (value !== sentText(name, options[name])) changes.push({ name, value });
  }
  return changes;
}
