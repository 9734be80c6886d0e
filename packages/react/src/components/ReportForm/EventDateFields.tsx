import type { SchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { DateField } from '../../internal/DateField/DateField.js';
import { wallClockOf } from './eventTime.js';
import { TextField } from '../TextField/index.js';
import type { ReportFormValues } from './reportFormValues.js';
import * as styles from './ReportForm.css.js';

/** The time's fields and their labels, each key written whole so the elements' catalogues keep just these. */
const timeParts = [
  ['hour', 'reportForm.hour'],
  ['minute', 'reportForm.minute'],
  ['second', 'reportForm.second'],
] as const;

interface EventDateFieldsProps {
  form: Pick<SchemaForm<ReportFormValues>, 'input' | 'field' | 'values' | 'errors'>;
  errorText: (key: string | undefined) => string | undefined;
}

/**
 * When the event happened: a day no later than today, typed in the interface language's order, and its
 * hour, minute and second, all on the wall clock of the deployment's time zone, which the hint names.
 */
export function EventDateFields({ form, errorText }: EventDateFieldsProps) {
  const t = useT();
  const { errors } = form;
  const timeZone = form.values.timeZone ?? 'UTC';
  const today = wallClockOf(new Date(), timeZone).date;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('reportForm.eventDate')}</legend>
      <div className={styles.dateRow}>
        <DateField max={today} label={t('reportForm.day')} error={errorText(errors.date)} {...form.field('date')} />
        {timeParts.map(([part, label]) => (
          <TextField
            key={part}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={0}
            max={part === 'hour' ? 23 : 59}
            label={t(label)}
            error={errorText(errors[part])}
            className={styles.timeInput}
            {...form.input(part)}
          />
        ))}
      </div>
      {errors.date ? null : <p className={styles.hint}>{t('reportForm.eventDateHint', { zone: `\u2068${timeZone}\u2069` })}</p>}
    </fieldset>
  );
}
