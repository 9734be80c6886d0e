/**
 * Writing tag groups and tags (docs/tags.md): the bodies of the admin calls and the rules they share
 * with the admin form. A group's names and prompt are per locale; the default language's name is
 * required, which only the caller knows at run time (option `default_language`), so that rule is a
 * function (`missingDefaultName`) used by the form and the server alike.
 */
import * as z from 'zod/mini';
import { languageLocales } from '../i18n/languages.js';
import { limits } from '../limits.js';
import { tagGroupTypes, type TagGroupType } from './report.js';

/** Texts by locale; a locale the product does not have is refused (`<field>.<locale>`: unknownField). */
const localized = (max: number, exceeded: string) =>
  z.record(z.string(), z.string({ error: 'invalidValue' }).check(z.trim(), z.maxLength(max, exceeded))).check(
    z.superRefine((texts, ctx) => {
      for (const locale of Object.keys(texts)) {
        if (!(languageLocales as readonly string[]).includes(locale))
          ctx.addIssue({ code: 'custom', path: [locale], message: 'unknownField' });
      }
    }),
  );

export const tagGroupNamesSchema = localized(limits.tagGroupNameMax, 'taxonomyGroupNameExceeded');
export const tagPromptSchema = localized(limits.tagPromptMax, 'tagPromptExceeded');

/** The longest name a tag of this group type may have: a text group's one tag is the question asked. */
export const tagNameMaxOf = (type: TagGroupType): number => (type === 'text' ? limits.tagTextMax : limits.tagNameMax);
export const tagNamesSchema = (type: TagGroupType) => localized(tagNameMaxOf(type), 'taxonomyChildNameExceeded');

/** `POST /taxonomy/group`: type, names per locale (`translations`) and an optional prompt per locale. */
export const tagGroupInputSchema = z.strictObject({
  type: z.enum(tagGroupTypes, { error: 'required' }),
  translations: tagGroupNamesSchema,
  prompt: z._default(tagPromptSchema, {}),
});
export type TagGroupInput = z.input<typeof tagGroupInputSchema>;

/** `PUT /taxonomy/group/{id}`: names and prompt only (a group's type is fixed once it exists); a locale left out keeps its text, an empty text removes it. */
export const tagGroupUpdateSchema = z.strictObject({
  translations: z.optional(tagGroupNamesSchema),
  prompt: z.optional(tagPromptSchema),
});
export type TagGroupUpdateInput = z.input<typeof tagGroupUpdateSchema>;

/**
 * `POST /organization/{id}/taxonomy/group/{groupId}` and `PUT /organization/{id}/taxonomy/{tagId}`:
 * names per locale; `type`, when sent, must be the group's. Lengths depend on the group's type, which
 * the server checks with `tagNamesSchema(type)` once it has read the group.
 */
export const tagInputSchema = z.strictObject({
  translations: z.record(z.string(), z.string({ error: 'invalidValue' })),
  type: z.optional(z.enum(tagGroupTypes, { error: 'invalidValue' })),
});
export type TagInput = z.input<typeof tagInputSchema>;

/**
 * The default language's name is required: the field error `translations.<defaultLocale>: required`
 * when it is missing or blank after an update, else undefined.
 */
export function missingDefaultName(names: Readonly<Record<string, string>>, defaultLocale: string): string | undefined {
  return (names[defaultLocale] ?? '').trim() === '' ? `translations.${defaultLocale}` : undefined;
}

/**
 * What a deletion would touch, shown in the warning before it: `GET /taxonomy/group/{id}/usage` and
 * `GET /organization/{id}/taxonomy/{tagId}/usage`. `reports` counts the reports that carry the tag (or
 * any tag or text of the group); they lose it, and each gets a `tags` activity entry that names what was
 * removed, so their history keeps it.
 */
export const tagUsageSchema = z.object({
  reports: z.int(),
  /** for a group: how many tags go with it */
  tags: z.int(),
});
export type TagUsage = z.infer<typeof tagUsageSchema>;
