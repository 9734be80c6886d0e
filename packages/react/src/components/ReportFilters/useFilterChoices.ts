import { useMemo } from 'react';
import {
  defaultLanguageLocale,
  findLanguage,
  listOrganizationUsers,
  listTagGroups,
  type Organization,
  type OrganizationMember,
  type TagGroup,
} from '@fieldwatch/core';
import type { MultiSelectOption } from '../MultiSelect/index.js';
import { useClient } from '../../provider/useClient.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOrganizations, useRemote, type Remote } from '../../internal/useRemote.js';

export interface TagGroupChoice {
  id: number;
  label: string;
  lang: string | undefined;
  options: MultiSelectOption[];
}

export interface FilterChoices {
  organizations: Remote<Organization[]>;
  /** users of every visible organization, for author and assignee */
  users: Remote<OrganizationMember[]>;
  /** non-text tag groups, one selector each (a text group has no values to choose from) */
  tagGroups: TagGroupChoice[];
}

/** A name in the interface language, else English, else any; with its language when not the interface's. */
export function localName(translations: Record<string, string>, locale: string): { label: string; lang: string | undefined } {
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
  const client = useClient();
  const language = useLanguage();
  const organizations = useOrganizations();
  const organizationIds = organizations.data?.map((organization) => organization.id).join(',') ?? null;

  const users = useRemote(
    organizationIds === null
      ? null
      : async () => {
          // an organization whose users the caller may not list is skipped, not a failure of the whole list
          const ids = organizationIds ? organizationIds.split(',').map(Number) : [];
          const pages = await Promise.allSettled(ids.map((id) => listOrganizationUsers(client, id)));
          const loaded = pages.flatMap((page) => (page.status === 'fulfilled' ? [page.value.data] : []));
          if (ids.length > 0 && loaded.length === 0) throw (pages[0] as PromiseRejectedResult).reason;
          const byId = new Map<number, OrganizationMember>();
          for (const user of loaded.flat()) byId.set(user.id, user);
          return [...byId.values()].sort((a, b) => userLabel(a).localeCompare(userLabel(b)));
        },
    [client, organizationIds],
  );

  const groups = useRemote(() => listTagGroups(client).then((page) => page.data), [client]);
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
