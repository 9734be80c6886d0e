import clsx from 'clsx';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldShell } from '../../internal/FieldShell.js';
import { control } from '../../internal/FieldShell.css.js';
import { useT } from '../../i18n/useT.js';
import * as styles from './PasswordField.css.js';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> {
  /** The visible label; also the accessible name of the input. */
  label: ReactNode;
  /** An error in words, shown beside the field. */
  error?: string | undefined;
  /** Help text under the label. */
  hint?: ReactNode;
  /**
   * `current-password` to sign in, `new-password` to choose one (password managers rely on it).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide toggle. The toggle keeps one name ("Show password") and says its
 * state with `aria-pressed`, so a screen reader hears "Show password, toggle button, pressed".
 */
export function PasswordField({ label, error, hint, id, className, autoComplete = 'current-password', ref, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(wiring) => (
        <div className={styles.group}>
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
            {...input}
            {...wiring}
            className={clsx(control, styles.input, className)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-controls={wiring.id}
            aria-label={t('password.show')}
            title={t(visible ? 'password.hide' : 'password.show')}
            onClick={() => setVisible((v) => !v)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
              <path d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" />
              {visible ? null : <path d="M3 3l18 18" strokeWidth="2" stroke="currentColor" />}
            </svg>
          </button>
        </div>
      )}
    </FieldShell>
  );
}
