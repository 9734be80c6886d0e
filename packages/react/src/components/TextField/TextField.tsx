import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell } from '../../internal/FieldShell.js';
import { control } from '../../internal/FieldShell.css.js';
import * as styles from './TextField.css.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label; also the accessible name of the input. */
  label: ReactNode;
  /** An error in words, shown beside the field; sets `aria-invalid` and is announced. */
  error?: string | undefined;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /**
   * Input type.
   * @default 'text'
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

/** A labelled text input with its hint and its error beside it. */
export function TextField({ label, error, hint, id, className, type = 'text', ref, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(wiring) => <input ref={ref} type={type} {...input} {...wiring} className={clsx(control, styles.input, className)} />}
    </FieldShell>
  );
}
