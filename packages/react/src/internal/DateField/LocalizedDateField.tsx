import { parseDate, type CalendarDate } from '@internationalized/date';
import { DateField as AriaDateField, DateInput, DateSegment, I18nProvider, Label, Text } from 'react-aria-components';
import { findLanguage } from '@fieldwatch/core';
import { useLanguage } from '../../provider/useLanguage.js';
import * as shell from '../FieldShell.css.js';
import type { DateFieldProps } from './DateField.js';
import * as styles from './DateField.css.js';

/** `yyyy-MM-dd` as a calendar day; null for '' or anything else. */
function dayOf(value: string | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** react-aria's date field in the interface language: its order, separators, digits and direction. */
export default function LocalizedDateField({ label, value, onChange, onBlur, name, min, max, error, hint }: Omit<DateFieldProps, 'ref'>) {
  const language = useLanguage();
  const locale = findLanguage(language)?.tag ?? 'en';
  return (
    <I18nProvider locale={locale}>
      <AriaDateField
        className={shell.field}
        value={dayOf(value)}
        onChange={(day) => onChange(day ? day.toString() : '')}
        {...(onBlur ? { onBlur } : {})}
        {...(name ? { name } : {})}
        minValue={dayOf(min)}
        maxValue={dayOf(max)}
        granularity="day"
        isInvalid={Boolean(error)}
        validationBehavior="aria"
      >
        <Label className={shell.label}>{label}</Label>
        {hint ? (
          <Text slot="description" className={shell.hint}>
            {hint}
          </Text>
        ) : null}
        <DateInput className={`${shell.control} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Text slot="errorMessage" className={shell.error} aria-live="polite">
          {error}
        </Text>
      </AriaDateField>
    </I18nProvider>
  );
}
