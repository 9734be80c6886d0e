import { useMemo } from 'react';
import { defaultLanguageLocale, findLanguage, type Organization, type OrganizationMember, type TagGroup } from '@fieldwatch/core';
import type { MultiSelectOption } from '../MultiSelect/index.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useMembers, useOrganizations, useTagGroups } from '../../resources/hooks.js';
import type { ResourceView } from '../../resources/useResource.js';

interface TagGroupChoice {
  id: number;
  label: string;
  lang: string | undefined;
  options: MultiSelectOption[];
}

export interface FilterChoices {
  organizations: ResourceView<Organization[]>;
  /** users of every visible organization, for author and assignee */
  users: ResourceView<OrganizationMember[]>;
  /** non-text tag groups, one selector each (a text group has no values to choose from) */
  tagGroups: TagGroupChoice[];
}

/** A name in the interface language, else English, else any; with its language when not the interface's. */
function localName(translations: Record<string, string>, locale: string): { label: string; lang: string | undefined } {
  if (translations[locale]) return { label: translations[locale], lang: undefined };
  const fallback = translations[defaultLanguageLocale] !== undefined ? defaultLanguageLocale : Object.keys(translations)[0];
  if (fallback === undefined) return { label: '', lang: undefined };
  return { label: translations[fallback] ?? '', lang: findLanguage(fallback)?.tag };
}

export const userLabel = (user: OrganizationMember) => {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name ? `${name} (${user.username})` : user.username;
};

/** What the filter panel's Assignment and Tags sections offer: organizations, their users, the tag groups. */
export function useFilterChoices(): FilterChoices {
  const language = useLanguage();
  const organizations = useOrganizations();
  const members = useMembers(organizations.data?.map((organization) => organization.id) ?? null);
  const users = useMemo(
    () => ({ ...members, data: members.data && [...members.data].sort((a, b) => userLabel(a).localeCompare(userLabel(b))) }),
    [members],
  );

  const groups = useTagGroups();
  const locale = findLanguage(language)?.locale ?? defaultLanguageLocale;
  const tagGroups = useMemo(() => choicesOf(groups.data ?? [], locale), [groups.data, locale]);

  return { organizations, users, tagGroups };
}

function choicesOf(groups: readonly TagGroup[], locale: string): TagGroupChoice[] {
  return groups
    .filter((group) => group.type !== 'text')
    .map((group) => {
      const name = localName(group.translations, locale);
      return {
        id: group.id,
        label: name.label || `#${group.id}`,
        lang: name.lang,
        options: group.tags.map((tag) => {
          const tagName = localName(tag.translations, locale);
          return { value: String(tag.id), label: tagName.label || `#${tag.id}`, ...(tagName.lang ? { lang: tagName.lang } : {}) };
        }),
      };
    });
}
