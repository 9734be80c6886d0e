import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import * as styles from './ShortcutsDialog.css.js';

export interface Shortcut {
  /** The keys, each shown as a key cap: `['j']`, `['Esc']`. */
  keys: string[];
  /** What the keys do, in the interface language. */
  description: string;
}

export interface ShortcutsDialogProps {
  /** Shown while true; rendering it false removes it. */
  open: boolean;
  /** The page's shortcuts, in the order they are listed. */
  shortcuts: readonly Shortcut[];
  /** Escape or the close button. */
  onClose: () => void;
}

/** The help a page opens on `?`: its keyboard shortcuts, key caps beside what each does, in a modal. */
export function ShortcutsDialog({ open, shortcuts, onClose }: ShortcutsDialogProps) {
  const t = useT();
  if (!open) return null;
  return (
    <Modal title={t('dashboard.shortcuts')} onClose={onClose}>
      <dl className={styles.list}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.keys.join()} className={styles.item}>
            {/* key names are typed left to right whatever the interface's direction */}
            <dt className={styles.keys} dir="ltr">
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.description}>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
