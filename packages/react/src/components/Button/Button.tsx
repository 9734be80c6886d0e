import clsx from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './Button.css.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Look of the button: `primary` for the one main action of a form, `secondary` for others, `link` for a
   * button that reads like a link (resend, dismiss).
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * While true the button is disabled and marked `aria-busy` (a call is on its way).
   * @default false
   */
  busy?: boolean;
  /**
   * Stretch to the width of the form.
   * @default false
   */
  block?: boolean;
  /**
   * Button type; `button` unless said otherwise, so a button never submits a form by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  type = 'button',
  disabled,
  className,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={clsx(styles.variant[variant], block && styles.block, className)}
      {...rest}
    />
  );
}
