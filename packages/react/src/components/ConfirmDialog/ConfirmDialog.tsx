import { useId, type ReactNode } from 'react';
import { Modal } from '../../internal/Modal.js';
import { Icon } from '../../internal/icons.js';
import { Button } from '../Button/index.js';
import * as styles from './ConfirmDialog.css.js';

export interface ConfirmDialogProps {
  /** Shown while true; rendering it false removes it. */
  open: boolean;
  /** The question, e.g. "Delete this report?". */
  title: ReactNode;
  /** What happens if the user confirms: the warning text (every delete dialog carries one). */
  children?: ReactNode;
  /**
   * Fields the answer needs, after the warning and apart from it (the warning is the dialog's
   * description; a field is read with its own label): where the reports of a deleted organization go.
   */
  controls?: ReactNode;
  /** Words of the button that goes ahead. */
  confirmLabel: string;
  /** Words of the button that goes back. */
  cancelLabel: string;
  /**
   * `danger` marks an action that cannot be undone (a red warning).
   * @default 'default'
   */
  tone?: 'default' | 'danger';
  /**
   * While true the confirm button waits (a call is on its way).
   * @default false
   */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
}

/** A yes/no question in a modal: delete, close a report, leave with unsaved changes. */
export function ConfirmDialog({
  open,
  title,
  children,
  controls,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  if (!open) return null;
  return (
    <Modal
      title={title}
      role="alertdialog"
      describedBy={children ? messageId : undefined}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button busy={busy} onClick={onConfirm} className={tone === 'danger' ? styles.dangerButton : undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ? (
        <div id={messageId} className={tone === 'danger' ? styles.warning : styles.message}>
          {tone === 'danger' ? <Icon name="warning" className={styles.icon} /> : null}
          <div>{children}</div>
        </div>
      ) : null}
      {controls}
    </Modal>
  );
}
