import { defaultLanguageLocale, findLanguage, type LanguageCode, type Tag, type TagGroup, type Taxonomies } from '@fieldwatch/core';

/**
 * A name kept per locale (`{ en_US: 'Flood', fr_FR: 'Inondation' }`) in the interface language, else in
 * the default language, else the first one there is.
 */
export function translated(names: Record<string, string>, language: LanguageCode): string {
  const locale = findLanguage(language)?.locale;
  return (locale && names[locale]) || names[defaultLanguageLocale] || Object.values(names).find(Boolean) || '';
}

/** Tags of a group that belong to an organization (tags without one are shared by every organization). */
export function tagsFor(group: TagGroup, organizationId: number | null): Tag[] {
  return group.tags.filter((tag) => !tag.organization || organizationId === null || tag.organization.id === organizationId);
}

export interface Category {
  group: TagGroup;
  /** tag names, or the text of a text group */
  values: string[];
}

/** The categories a report view shows: a report's tags by group, named in the interface language. */
export function categoriesOf(taxonomies: Taxonomies, groups: readonly TagGroup[], language: LanguageCode): Category[] {
  const categories: Category[] = [];
  for (const group of groups) {
    const chosen = taxonomies[String(group.id)];
    if (chosen === undefined) continue;
    const values =
      typeof chosen === 'string'
        ? [chosen.trim()].filter(Boolean)
        : chosen
            .map((id) => group.tags.find((tag) => tag.id === id))
            .filter((tag): tag is Tag => Boolean(tag))
            .map((tag) => translated(tag.translations, language));
    if (values.length) categories.push({ group, values });
  }
  return categories;
}

/** The name of a tag id among every group, for activity entries. */
export function tagName(tagId: number, groups: readonly TagGroup[], language: LanguageCode): string | null {
  for (const group of groups) {
    const tag = group.tags.find((t) => t.id === tagId);
    if (tag) return translated(tag.translations, language);
  }
  return null;
}
