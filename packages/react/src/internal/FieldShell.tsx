import { useId, type ReactNode } from 'react';
import * as styles from './FieldShell.css.js';

interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string | undefined;
  /** draws the control, wired to the label, the hint and the error */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label above, hint, the control, then the error beside it. The error node is always present (empty when
 * there is none) and polite-live, so an error the server sends after submit is read out too.
 */
export function FieldShell({ label, hint, error, id, children }: FieldShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
