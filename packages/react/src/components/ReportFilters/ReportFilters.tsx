import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  activeFilterCount,
  lifecycleFilterValues,
  urgencies,
  visibilities,
  type LifecycleFilter,
  type Options,
  type ReportFilters as Filters,
  type ReportsState,
  type ReportsStore,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import type { HeadingLevel } from '../../internal/Heading.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useOptions } from '../../provider/useOptions.js';
import { useReportsStore } from '../../provider/useReports.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { Button } from '../Button/index.js';
import { FolderMenu } from '../FolderMenu/index.js';
import { MultiSelect } from '../MultiSelect/index.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { FilterCount } from './FilterCount.js';
import { DateRange, type DateRangeHandle } from './DateRange.js';
import { useFilterChoices, userLabel } from './useFilterChoices.js';
import * as styles from './ReportFilters.css.js';

export interface ReportFiltersProps {
  /**
   * The reports store the panel edits (its `draft`) and applies.
   * @default the provider's shared store (the list and the map follow it)
   */
  store?: ReportsStore;
  /**
   * Open at first; the header button collapses and expands it.
   * @default true
   */
  defaultOpen?: boolean;
  /**
   * Fold and unfold from the header button. Off, the panel is always open and its header is a plain
   * heading: for a host that opens and closes the panel itself (the dashboard's filter drawer).
   * @default true
   */
  collapsible?: boolean;
  /**
   * Level of the panel's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Show the organization filter (when option `organizations_shown` is on). The export screen, which
   * exports one organization at a time, turns it off.
   * @default true
   */
  organizationFilter?: boolean;
  /**
   * Show the Folders section (when option `folders_enabled` is on).
   * @default true
   */
  folders?: boolean;
  /**
   * Fold the panel once Apply or Reset has loaded the list (on a phone, so the list comes into view).
   * @default false
   */
  collapseOnApply?: boolean;
  /** Called after Apply or Reset has loaded the list. */
  onApplied?: () => void;
  className?: string;
}

const selectDraft = (s: ReportsState) => s.draft;
const selectFilters = (s: ReportsState) => s.filters;
const selectOptions = (s: { options: Options | null }) => s.options;
const numbers = (values: readonly string[]) => values.map(Number);
const strings = (values: readonly number[] | undefined) => (values ?? []).map(String);

/**
 * The collapsible filter panel of the dashboard: Date, Status, Assignment, Tags and Folders, Apply and Reset,
 * and the count of active filters in its header. It edits the store's `draft`; Apply makes the draft the
 * filters of the list (and of the map, which shares the store).
 */
export function ReportFilters({
  store: givenStore,
  defaultOpen = true,
  collapsible = true,
  headingLevel = 2,
  organizationFilter = true,
  folders = true,
  collapseOnApply = false,
  onApplied,
  className,
}: ReportFiltersProps) {
  const t = useT();
  const sharedStore = useReportsStore();
  const store = givenStore ?? sharedStore;
  const draft = useStoreSelector(store, selectDraft);
  const active = activeFilterCount(useStoreSelector(store, selectFilters));
  const options = useOptions(selectOptions);
  const on = (name: keyof Options) => options?.[name] !== '0';
  const choices = useFilterChoices();
  const [openState, setOpen] = useState(defaultOpen);
  const open = !collapsible || openState;
  const [busy, setBusy] = useState(false);
  const dates = useRef<DateRangeHandle>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';

  const setDraft = (patch: Partial<Filters>) => store.getState().setDraft(patch);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      if (collapseOnApply) setOpen(false);
      onApplied?.();
    } catch {
      // the list shows the failure, with its retry
    } finally {
      setBusy(false);
    }
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (dates.current?.focusError()) return;
    void run(() => store.getState().apply());
  };

  const userOptions = (choices.users.data ?? []).map((user) => ({ value: String(user.id), label: userLabel(user) }));
  const usersEmpty = choices.users.status === 'error' ? t('filters.choicesError') : undefined;
  const organizationOptions = (choices.organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const showOrganizations = organizationFilter && on('organizations_shown');
  const showAssignee = on('assignment_enabled');

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.panel, className)}>
      <Heading className={clsx(styles.heading, !collapsible && styles.plainHeading)}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((was) => !was)}
          >
            <span id={`${id}-title`}>{t('filters.title')}</span>
            <FilterCount active={active} />
            <ListIcon name="chevronDown" className={styles.chevron} />
          </button>
        ) : (
          <span id={`${id}-title`}>{t('filters.title')}</span>
        )}
      </Heading>

      <div id={`${id}-body`} hidden={!open} className={styles.body}>
        <form onSubmit={apply} noValidate>
          <DateRange ref={dates} draft={draft} onChange={setDraft} />

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('filters.status')}</legend>
            {on('lifecycle_enabled') ? (
              <ChoiceGroup<LifecycleFilter>
                legend={t('filters.lifecycle')}
                choices={lifecycleFilterValues.map((value) => ({
                  value,
                  label: t(value === 'inprogress' ? 'report.lifecycle.started' : `report.lifecycle.${value}`),
                }))}
                value={draft.lifecycle?.filter((value): value is LifecycleFilter => value !== 'started')}
                onChange={(lifecycle) => setDraft({ lifecycle })}
              />
            ) : null}
            {on('urgency_enabled') ? (
              <ChoiceGroup
                legend={t('filters.urgency')}
                choices={urgencies.map((value) => ({ value, label: t(`report.urgency.${value}`) }))}
                value={draft.urgency?.filter((value) => value !== 'none')}
                onChange={(urgency) => setDraft({ urgency })}
              />
            ) : null}
            <ChoiceGroup<0 | 1>
              legend={t('filters.verification')}
              choices={[
                { value: 1, label: t('report.verified') },
                { value: 0, label: t('report.unverified') },
              ]}
              value={draft.verified}
              onChange={(verified) => setDraft({ verified })}
            />
            <ChoiceGroup
              legend={t('filters.visibility')}
              choices={visibilities.map((value) => ({ value, label: t(`report.visibility.${value}`) }))}
              value={draft.visibility}
              onChange={(visibility) => setDraft({ visibility })}
            />
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('filters.assignment')}</legend>
            <MultiSelect
              label={t('filters.author')}
              options={userOptions}
              value={strings(draft.authors)}
              onChange={(values) => setDraft({ authors: numbers(values) })}
              {...(usersEmpty ? { emptyText: usersEmpty } : {})}
            />
            {showAssignee ? (
              <MultiSelect
                label={t('filters.assignee')}
                options={userOptions}
                value={strings(draft.assignees)}
                onChange={(values) => setDraft({ assignees: numbers(values) })}
                {...(usersEmpty ? { emptyText: usersEmpty } : {})}
              />
            ) : null}
            {showOrganizations ? (
              <MultiSelect
                label={t('filters.organization')}
                options={organizationOptions}
                value={strings(draft.organizations)}
                onChange={(values) => setDraft({ organizations: numbers(values) })}
              />
            ) : null}
          </fieldset>

          {/* the Tags section: only when more than one non-text tag group exists */}
          {choices.tagGroups.length > 1 ? (
            <fieldset className={styles.section}>
              <legend className={styles.legend}>{t('filters.tags')}</legend>
              {choices.tagGroups.map((group) => {
                const own = new Set(group.options.map((option) => Number(option.value)));
                const chosen = draft.taxonomies ?? [];
                return (
                  <MultiSelect
                    key={group.id}
                    label={group.label}
                    options={group.options}
                    value={strings(chosen.filter((tag) => own.has(tag)))}
                    onChange={(values) => setDraft({ taxonomies: [...chosen.filter((tag) => !own.has(tag)), ...numbers(values)] })}
                  />
                );
              })}
            </fieldset>
          ) : null}

          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('filters.apply')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void run(() => store.getState().reset())}>
              {t('filters.reset')}
            </Button>
          </div>
        </form>

        {/* Folders open at once (not a draft to apply), so they sit outside the form: their own forms cannot nest. */}
        {folders && on('folders_enabled') ? (
          <section aria-labelledby={`${id}-folders`} className={styles.section}>
            <SubHeading id={`${id}-folders`} className={styles.legend}>
              {t('filters.folders')}
            </SubHeading>
            <FolderMenu store={store} {...(choices.organizations.data ? { organizations: choices.organizations.data } : {})} />
          </section>
        ) : null}
      </div>
    </section>
  );
}
