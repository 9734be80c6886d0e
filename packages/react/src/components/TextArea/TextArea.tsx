import clsx from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldShell } from '../../internal/FieldShell.js';
import { control } from '../../internal/FieldShell.css.js';
import { useT } from '../../i18n/useT.js';
import * as styles from './TextArea.css.js';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'rows' | 'value'> {
  /** The visible label; also the accessible name of the textarea. */
  label: ReactNode;
  /** An error in words, shown beside the field. */
  error?: string | undefined;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The text (controlled); also sizes the box and feeds the counter. */
  value?: string;
  /**
   * Lines shown when empty.
   * @default 3
   */
  minRows?: number;
  /**
   * The box grows with its text up to this many lines, then scrolls (a report's description shows up to
   * 10 rows).
   * @default 10
   */
  maxRows?: number;
  /** Shows "used / limit" under the box. The limit is not enforced by the browser: the error says it. */
  limit?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea that grows with its text, with an optional character counter. */
export function TextArea({ label, error, hint, id, className, value, minRows = 3, maxRows = 10, limit, ref, ...textarea }: TextAreaProps) {
  const t = useT();
  const lines = (value ?? '').split('\n').length;
  const rows = Math.min(maxRows, Math.max(minRows, lines));
  const length = value?.length ?? 0;
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(wiring) => (
        <>
          <textarea
            ref={ref}
            rows={rows}
            value={value}
            {...textarea}
            {...wiring}
            className={clsx(control, styles.textarea, className)}
            style={{ maxBlockSize: `calc(${maxRows} * 1.5em + 1rem)` }}
          />
          {limit !== undefined ? (
            <p className={clsx(styles.counter, length > limit && styles.over)}>
              {t('reportForm.characterCount', { count: length, limit })}
            </p>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
