import {
  findLanguage,
  formatDecimal,
  lifecycles,
  urgencies,
  visibilities,
  type ActivityEntry,
  type LanguageCode,
  type MessageKey,
  type TagGroup,
} from '@fieldwatch/core';
import { tagName, translated } from '../../internal/tagNames.js';
import type { Translate } from '../../i18n/useT.js';

/** One activity entry in words: the sentence, and the lines under it (tag changes, a comment's text). */
export interface EntryWords {
  sentence: string;
  details: string[];
}

type UserRef = { id: number; username: string } | null;
const record = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
const userOf = (value: unknown): UserRef =>
  value && typeof value === 'object' && typeof (value as { username?: unknown }).username === 'string'
    ? (value as { id: number; username: string })
    : null;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => (values.includes(value as T) ? (value as T) : null);
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
/** Names per locale by id, which a `tags` entry keeps for tags and groups deleted since (docs/tags.md). */
const keptNames = (value: unknown): Map<string, Record<string, string>> =>
  new Map(
    Object.entries(record(value)).flatMap(([id, names]) =>
      names && typeof names === 'object' ? [[id, names as Record<string, string>] as const] : [],
    ),
  );

/** Media counts by kind (docs/reports.md: `{images, videos, audios, pdfs}`), said in this order. */
const mediaKinds = [
  ['images', 'activity.images'],
  ['videos', 'activity.videos'],
  ['pdfs', 'activity.pdfs'],
  ['audios', 'activity.audios'],
] as const satisfies readonly (readonly [string, MessageKey])[];

function coordinates(value: unknown): string {
  const point = record(value);
  const { latitude, longitude } = point;
  return typeof latitude === 'number' && typeof longitude === 'number' ? `${formatDecimal(latitude)}, ${formatDecimal(longitude)}` : '—';
}

/**
 * Every event of docs/reports.md in words: the assignee by username, media counted by kind, a reopening
 * with its reason, urgency and visibility from → to with their labels, tag ids as names.
 */
export function describeEntry(entry: ActivityEntry, t: Translate, language: LanguageCode, groups: readonly TagGroup[]): EntryWords {
  const author = entry.author?.username ?? t('activity.someone');
  const data = record(entry.data);
  const list = new Intl.ListFormat(findLanguage(language)?.tag ?? 'en', { type: 'conjunction' });
  const say = (key: MessageKey, values: Record<string, string | number> = {}): EntryWords => ({
    sentence: t(key, { author, ...values }),
    details: [],
  });

  switch (entry.event) {
    case 'created':
      return say('activity.created');
    case 'lifecycle': {
      const from = oneOf(lifecycles, data.from);
      const to = oneOf(lifecycles, data.to);
      const labels = { from: from ? t(`report.lifecycle.${from}`) : '—', to: to ? t(`report.lifecycle.${to}`) : '—' };
      if (to === 'closed') return say('activity.closed');
      if (data.reason === 'edit') return say('activity.reopenedByEdit', labels);
      if (data.reason === 'comment') return say('activity.reopenedByComment', labels);
      return say('activity.lifecycle', labels);
    }
    case 'reply': {
      const words = say('activity.reply');
      const content = typeof data.content === 'string' ? data.content : '';
      return { ...words, details: content ? [content] : [] };
    }
    case 'verify':
      return say('activity.verify');
    case 'unverify':
      return say('activity.unverify');
    case 'visibility': {
      const from = oneOf(visibilities, data.from);
      const to = oneOf(visibilities, data.to);
      return say('activity.visibility', { from: from ? t(`report.visibility.${from}`) : '—', to: to ? t(`report.visibility.${to}`) : '—' });
    }
    case 'tags': {
      const tagNames = keptNames(data.names);
      const groupNames = keptNames(data.groups);
      const removedTexts = record(data.removed_text);
      const kept = (names: Record<string, string> | undefined) => (names ? translated(names, language) : '');
      const name = (id: number) => tagName(id, groups, language) ?? (kept(tagNames.get(String(id))) || `#${id}`);
      const added = ids(data.added).map(name);
      const removed = ids(data.removed).map(name);
      const details: string[] = [];
      if (added.length) details.push(t('activity.tagsAdded', { tags: list.format(added) }));
      if (removed.length) details.push(t('activity.tagsRemoved', { tags: list.format(removed) }));
      for (const [groupId, text] of Object.entries(record(data.text))) {
        const group = groups.find((g) => String(g.id) === groupId);
        const groupName = (group ? translated(group.translations, language) : kept(groupNames.get(groupId))) || groupId;
        const before = removedTexts[groupId];
        if (text === '' && typeof before === 'string') details.push(t('activity.tagsTextRemoved', { group: groupName, text: before }));
        else if (typeof text === 'string') details.push(t('activity.tagsText', { group: groupName, text }));
      }
      return { sentence: t('activity.tags', { author }), details };
    }
    case 'edit_assignee': {
      const to = userOf(data.to);
      const from = userOf(data.from);
      if (to) return say('activity.assigned', { assignee: to.username });
      return say('activity.unassigned', { assignee: from?.username ?? '—' });
    }
    case 'urgency': {
      const label = (value: unknown) => {
        const urgency = oneOf(urgencies, value);
        return t(urgency ? `report.urgency.${urgency}` : 'report.urgency.none');
      };
      return say('activity.urgency', { from: label(data.from), to: label(data.to) });
    }
    case 'title':
      return say('activity.renamed', {
        from: typeof data.from === 'string' ? data.from : '',
        to: typeof data.to === 'string' ? data.to : '',
      });
    case 'content':
      return say('activity.content');
    case 'location':
      return say('activity.location', { from: coordinates(data.from), to: coordinates(data.to) });
    case 'media': {
      const parts = mediaKinds
        .map(([field, key]) => [key, typeof data[field] === 'number' ? data[field] : 0] as const)
        .filter(([, count]) => count > 0)
        .map(([key, count]) => t(key, { count }));
      return say('activity.media', { items: parts.length ? list.format(parts) : t('activity.mediaFiles', { count: entry.media.length }) });
    }
  }
}
