import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  missingDefaultName,
  tagGroupInputSchema,
  tagGroupUpdateSchema,
  tagNamesSchema,
  type Tag,
  type TagGroup,
  type TagGroupInput,
  type TagGroupType,
  type TagGroupUpdateInput,
  type TagInput,
} from '@fieldwatch/core';

/** Texts by locale, as the form holds them: one per enabled language, empty when not given. */
type Texts = Record<string, string>;

/** What the tag-group form holds while it is edited. */
export interface TagGroupFormValues {
  /** chosen when the group is created only; empty until then */
  type: TagGroupType | '';
  names: Texts;
  prompt: Texts;
}

/** What the tag form holds while it is edited. */
export interface TagFormValues {
  names: Texts;
}

/** The form's texts for these locales, filled from stored ones (other locales are not the form's). */
export function textsFor(locales: readonly string[], stored: Readonly<Texts> = {}): Texts {
  return Object.fromEntries(locales.map((locale) => [locale, stored[locale] ?? '']));
}

/** The texts that say something, trimmed: what a create sends. */
function given(texts: Readonly<Texts>): Texts {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]): [string, string] => [locale, text.trim()])
      .filter(([, text]) => text !== ''),
  );
}

/** What an update sends: only the locales whose text changed; an emptied one is sent empty, which removes it. */
function changedTexts(stored: Readonly<Texts>, texts: Readonly<Texts>): Texts {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]): [string, string] => [locale, text.trim()])
      .filter(([locale, text]) => text !== (stored[locale] ?? '')),
  );
}

export function tagGroupValuesOf(group: TagGroup | undefined, locales: readonly string[]): TagGroupFormValues {
  return { type: group?.type ?? '', names: textsFor(locales, group?.translations), prompt: textsFor(locales, group?.prompt) };
}

/** `POST /taxonomy/group`: type, the names and prompts given. */
export function tagGroupInputOf(values: TagGroupFormValues): TagGroupInput {
  return { type: values.type as TagGroupType, translations: given(values.names), prompt: given(values.prompt) };
}

/** `PUT /taxonomy/group/{id}`: the names and prompts that changed, nothing else (the type stays). */
export function tagGroupChangesOf(group: TagGroup, values: TagGroupFormValues): TagGroupUpdateInput {
  const translations = changedTexts(group.translations, values.names);
  const prompt = changedTexts(group.prompt, values.prompt);
  return {
    ...(Object.keys(translations).length ? { translations } : {}),
    ...(Object.keys(prompt).length ? { prompt } : {}),
  };
}

/** `POST /organization/{id}/taxonomy/group/{groupId}`: the names given, and the group's type. */
export function tagInputOf(values: TagFormValues, type: TagGroupType): TagInput {
  return { translations: given(values.names), type };
}

/** `PUT /organization/{id}/taxonomy/{tagId}`: the names that changed, or null when none did. */
export function tagChangesOf(tag: Tag, values: TagFormValues): TagInput | null {
  const translations = changedTexts(tag.translations, values.names);
  return Object.keys(translations).length ? { translations } : null;
}

/** A schema issue's path (`translations.fr_FR`, `prompt.en_US`, `type`) as the form's field. */
function formField(path: readonly PropertyKey[]): string {
  const [head, locale] = path.map(String);
  if (head === 'translations') return `names.${locale ?? ''}`;
  return locale === undefined ? head! : `${head!}.${locale}`;
}

function issuesOf(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const problems: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) problems[formField(issue.path)] ??= issue.message;
  return problems;
}

/**
 * Every problem of the tag-group form, by field (`names.fr_FR`, `prompt.en_US`, `type`): core's rules for
 * a new group or an update, and the default language's name, which is required.
 */
export function tagGroupFormProblems(values: TagGroupFormValues, defaultLocale: string, creating: boolean): Record<string, string> {
  const input = tagGroupInputOf(values);
  const problems = creating
    ? issuesOf(tagGroupInputSchema.safeParse(input))
    : issuesOf(tagGroupUpdateSchema.safeParse({ translations: input.translations, prompt: input.prompt }));
  const missing = missingDefaultName(input.translations, defaultLocale);
  if (missing) problems[formField(missing.split('.'))] ??= 'required';
  return problems;
}

/** Every problem of the tag form: core's name rules for the group's type, and the default language's name. */
export function tagFormProblems(values: TagFormValues, type: TagGroupType, defaultLocale: string): Record<string, string> {
  const translations = given(values.names);
  const problems: Record<string, string> = {};
  for (const [field, key] of Object.entries(issuesOf(tagNamesSchema(type).safeParse(translations)))) problems[`names.${field}`] = key;
  const missing = missingDefaultName(translations, defaultLocale);
  if (missing) problems[formField(missing.split('.'))] ??= 'required';
  return problems;
}

/** react-hook-form's view of a problems function: errors nested by path, or the values when none. */
export function problemsResolver<V extends object>(problemsOf: (values: V) => Record<string, string>): Resolver<V> {
  return (values) => {
    const problems = Object.entries(problemsOf(values));
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of problems) {
      const [head, tail] = path.split('.') as [string, string | undefined];
      const error = { type: 'validate', message };
      if (tail) errors[head] = { ...(errors[head] as object | undefined), [tail]: error };
      else errors[head] = error;
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * The server's field names (`translations.<locale>`, `prompt.<locale>`, `type`; `translations` alone for a
 * text group that has its tag already) → the form's fields.
 */
export function serverTagFields(locales: readonly string[], defaultLocale: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      locales.flatMap((locale) => [
        [`translations.${locale}`, `names.${locale}`],
        [`prompt.${locale}`, `prompt.${locale}`],
      ]),
    ),
    translations: `names.${defaultLocale}`,
    type: 'type',
  };
}
