import clsx from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from '../../internal/FieldShell.js';
import { control } from '../../internal/FieldShell.css.js';
import * as styles from './Select.css.js';

export interface SelectOption {
  value: string;
  label: string;
  /** language of the label, so a screen reader pronounces "Français" in French */
  lang?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The visible label; also the accessible name of the select. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** An error in words, shown beside the field. */
  error?: string | undefined;
  /** Help text under the label. */
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native `<select>`: keyboard, screen readers and phones handle it well as it is. */
export function Select({ label, options, error, hint, id, className, ref, ...select }: SelectProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(wiring) => (
        <select ref={ref} {...select} {...wiring} className={clsx(control, styles.select, className)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
