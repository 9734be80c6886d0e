import clsx from 'clsx';
import {
  activeFilterCount,
  findLanguage,
  type MessageKey,
  type ReportFilters as Filters,
  type ReportsState,
  type ReportsStore,
} from '@fieldwatch/core';
import { useT, type Translate } from '../../i18n/useT.js';
import { Icon } from '../../internal/icons.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useReportsStore } from '../../provider/useReports.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { useFilterChoices, userLabel, type FilterChoices } from './useFilterChoices.js';
import * as styles from './ReportFilters.css.js';

export interface FilterChipsProps {
  /**
   * The reports store whose applied filters the chips show and remove.
   * @default the provider's shared store (the list and the map follow it)
   */
  store?: ReportsStore;
  className?: string;
}

interface Chip {
  /** the filters the chip's remove button drops */
  keys: (keyof Filters)[];
  label: string;
}

const selectFilters = (s: ReportsState) => s.filters;
const ignore = () => undefined;

/**
 * The applied filters as chips above the list, one per section the filter panel counts (the same number
 * as its badge): "Urgency: Critical or Urgent". Each chip's button removes that filter and reloads at once.
 * Shows nothing while no filter is active.
 */
export function FilterChips({ store: givenStore, className }: FilterChipsProps) {
  const t = useT();
  const language = useLanguage();
  const sharedStore = useReportsStore();
  const store = givenStore ?? sharedStore;
  const filters = useStoreSelector(store, selectFilters);
  const choices = useFilterChoices();
  if (activeFilterCount(filters) === 0) return null;
  const tag = findLanguage(language)?.tag ?? 'en';
  const chips = chipsOf(filters, t, tag, choices);

  return (
    <ul aria-label={t('dashboard.activeFilters')} className={clsx(styles.chips, className)}>
      {chips.map((chip) => (
        <li key={chip.keys.join()} className={styles.chip}>
          <span dir="auto">{chip.label}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('dashboard.removeFilter', { filter: chip.label })}
            onClick={() => void store.getState().clear(chip.keys).catch(ignore)}
          >
            <Icon name="close" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The chips of the applied filters, in the panel's order. */
function chipsOf(filters: Filters, t: Translate, tag: string, choices: FilterChoices): Chip[] {
  const or = new Intl.ListFormat(tag, { type: 'disjunction' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const chip = (keys: (keyof Filters)[], name: MessageKey, values: string[]): Chip => ({
    keys,
    label: t('dashboard.chip', { name: t(name), values: or.format(values) }),
  });
  const userName = (id: number) => {
    const user = choices.users.data?.find((member) => member.id === id);
    return user ? userLabel(user) : `#${id}`;
  };
  const chips: Chip[] = [];

  const { start_date: start, end_date: end } = filters;
  if (start || end) {
    const format = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
    const dates =
      start && end
        ? t('dashboard.dateRange', { start: format(start), end: format(end) })
        : start
          ? t('dashboard.dateFrom', { date: format(start) })
          : t('dashboard.dateUntil', { date: format(end!) });
    chips.push({ keys: ['start_date', 'end_date'], label: t('dashboard.chip', { name: t('filters.date'), values: dates }) });
  }
  if (filters.lifecycle?.length) {
    const lifecycle = filters.lifecycle.filter((value) => value !== 'started');
    chips.push(
      chip(
        ['lifecycle'],
        'filters.lifecycle',
        lifecycle.map((value) => t(value === 'inprogress' ? 'report.lifecycle.started' : `report.lifecycle.${value}`)),
      ),
    );
  }
  if (filters.urgency?.length) {
    const urgency = filters.urgency.filter((value) => value !== 'none');
    chips.push(
      chip(
        ['urgency'],
        'filters.urgency',
        urgency.map((value) => t(`report.urgency.${value}`)),
      ),
    );
  }
  if (filters.verified?.length) {
    chips.push(
      chip(
        ['verified'],
        'filters.verification',
        filters.verified.map((value) => t(value ? 'report.verified' : 'report.unverified')),
      ),
    );
  }
  if (filters.visibility?.length) {
    chips.push(
      chip(
        ['visibility'],
        'filters.visibility',
        filters.visibility.map((value) => t(`report.visibility.${value}`)),
      ),
    );
  }
  if (filters.authors?.length) chips.push(chip(['authors'], 'filters.author', filters.authors.map(userName)));
  if (filters.assignees?.length) chips.push(chip(['assignees'], 'filters.assignee', filters.assignees.map(userName)));
  if (filters.organizations?.length) {
    const name = (id: number) => choices.organizations.data?.find((organization) => organization.id === id)?.name ?? `#${id}`;
    chips.push(chip(['organizations'], 'filters.organization', filters.organizations.map(name)));
  }
  if (filters.taxonomies?.length) {
    const tags = new Map(
      choices.tagGroups.flatMap((group) => group.options.map((option) => [Number(option.value), option.label] as const)),
    );
    chips.push(
      chip(
        ['taxonomies'],
        'filters.tags',
        filters.taxonomies.map((id) => tags.get(id) ?? `#${id}`),
      ),
    );
  }
  return chips;
}
