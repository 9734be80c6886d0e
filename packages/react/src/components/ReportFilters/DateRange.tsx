import { useImperativeHandle, useRef, type Ref } from 'react';
import { reportFiltersSchema, type ReportFilters } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { DateField } from '../../internal/DateField/DateField.js';
import * as styles from './ReportFilters.css.js';

export interface DateRangeHandle {
  /** Moves focus to the first date in error; false when both are fine. */
  focusError(): boolean;
}

/** The validation keys of the date filters, from core's filter schema (start ≤ end ≤ today). */
function dateErrors(filters: ReportFilters): { start_date?: string; end_date?: string } {
  const result = reportFiltersSchema.safeParse({ start_date: filters.start_date, end_date: filters.end_date });
  if (result.success) return {};
  const errors: { start_date?: string; end_date?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'start_date' || field === 'end_date') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The filter panel's Date section: start and end days, typed in the interface language's order; errors
 * beside the field they concern.
 */
export function DateRange({
  draft,
  onChange,
  ref,
}: {
  draft: ReportFilters;
  onChange: (patch: Partial<ReportFilters>) => void;
  ref?: Ref<DateRangeHandle>;
}) {
  const t = useT();
  const message = useValidationMessage();
  const errors = dateErrors(draft);
  const startRef = useRef<{ focus: () => void }>(null);
  const endRef = useRef<{ focus: () => void }>(null);
  const max = today();

  useImperativeHandle(ref, () => ({
    focusError: () => {
      const target = errors.start_date ? startRef.current : errors.end_date ? endRef.current : null;
      target?.focus();
      return Boolean(target);
    },
  }));

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('filters.date')}</legend>
      <div className={styles.dates}>
        <DateField
          ref={startRef}
          name="start_date"
          label={t('filters.startDate')}
          value={draft.start_date ?? ''}
          max={draft.end_date && draft.end_date < max ? draft.end_date : max}
          error={message(errors.start_date)}
          onChange={(value) => onChange({ start_date: value || undefined })}
        />
        <DateField
          ref={endRef}
          name="end_date"
          label={t('filters.endDate')}
          value={draft.end_date ?? ''}
          min={draft.start_date}
          max={max}
          error={message(errors.end_date)}
          onChange={(value) => onChange({ end_date: value || undefined })}
        />
      </div>
    </fieldset>
  );
}
