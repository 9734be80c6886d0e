import { useId, useLayoutEffect, useRef, type KeyboardEventHandler, type ReactNode } from 'react';
import { useT } from '../i18n/useT.js';
import { Icon } from './icons.js';
import * as styles from './Modal.css.js';
import { useLatest } from './useLatest.js';

export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** Escape, the close button, or the host deciding the dialog is done. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content, at the end of the line. */
  footer?: ReactNode;
  size?: keyof typeof styles.size;
  /** `alertdialog` for confirmations that interrupt (delete, leave with unsaved changes). */
  role?: 'dialog' | 'alertdialog';
  /** id of the text that explains the dialog (read after its name). */
  describedBy?: string | undefined;
  /** Keys pressed anywhere in the dialog (an image viewer's arrows). */
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement> | undefined;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page behind inert and draws it in
 * the top layer, which also works inside the custom elements' shadow roots (no portal into
 * `document.body`, whose styles and focus a shadow root would not share). Render it only while open;
 * focus goes back where it was when it closes.
 */
export function Modal({ title, onClose, children, footer, size = 'small', role, describedBy, onKeyDown }: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useLatest(onClose);

  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = dialog?.ownerDocument.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={styles.size[size]}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // React owns whether the dialog is open: Escape asks the host to close it
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={() => onCloseRef.current()}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
