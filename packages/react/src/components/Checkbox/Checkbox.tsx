import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { error as errorStyle, hint as hintStyle } from '../../internal/FieldShell.css.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  /** The label beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** An error in words, shown under the label. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id, className, ref, ...input }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const describedBy = [hint ? `${boxId}-hint` : null, error ? `${boxId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(styles.row, className)}>
      <input
        ref={ref}
        type="checkbox"
        id={boxId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.box}
        {...input}
      />
      <div className={styles.text}>
        <label htmlFor={boxId}>{label}</label>
        {hint ? (
          <p id={`${boxId}-hint`} className={hintStyle}>
            {hint}
          </p>
        ) : null}
        <p id={`${boxId}-error`} className={errorStyle} aria-live="polite">
          {error}
        </p>
      </div>
    </div>
  );
}
