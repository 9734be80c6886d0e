import { useId, useState } from 'react';
import { updateUser, type User } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import * as styles from './AdminUsers.css.js';

interface UserAccountActionsProps {
  user: User;
  /** the signed-in user's own account, which they cannot deactivate */
  self: boolean;
  headingLevel: 4 | 5;
}

/**
 * Whether the user may sign in: "Deactivate" (after a warning: it signs the user out everywhere at once)
 * or "Reactivate". Sent on its own, at once; the list is read again.
 */
export function UserAccountActions({ user, self, headingLevel }: UserAccountActionsProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const setActive = async (active: boolean) => {
    setBusy(true);
    try {
      await updateUser(client, user.id, { active });
      alerts.getState().push('success', active ? 'users.reactivated' : 'users.deactivated');
      setConfirming(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.account}>
      <Heading id={`${id}-title`} className={styles.legend}>
        {t('users.accountSection')}
      </Heading>
      <p className={styles.hint} id={`${id}-hint`}>
        {t(user.active ? 'users.activeNow' : 'users.inactiveNow')} {self ? t('users.activeSelf') : t('users.deactivateHint')}
      </p>
      {user.active ? (
        <Button variant="secondary" disabled={self} busy={busy} aria-describedby={`${id}-hint`} onClick={() => setConfirming(true)}>
          {t('users.deactivate')}
        </Button>
      ) : (
        <Button variant="secondary" disabled={self} busy={busy} aria-describedby={`${id}-hint`} onClick={() => void setActive(true)}>
          {t('users.reactivate')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('users.deactivateTitle', { username: user.username })}
        confirmLabel={t('users.deactivateConfirm')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={() => void setActive(false)}
        onCancel={() => (busy ? undefined : setConfirming(false))}
      >
        {t('users.deactivateWarning', { username: user.username })}
      </ConfirmDialog>
    </section>
  );
}
