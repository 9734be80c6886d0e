import { useEffect, useState } from 'react';
import { addToFolder, type Report } from '@fieldwatch/core';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useFolders } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import * as styles from './ReportView.css.js';

/** Adds a report to folders; at least one folder must be chosen. */
export function AddToFoldersDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const loaded = useFolders(report.organization.id);
  // none to offer after a failure, which the alert says
  const folders = loaded.data ?? (loaded.status === 'error' ? [] : null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded.error) showError(loaded.error);
  }, [loaded.error, showError]);

  const add = async () => {
    setBusy(true);
    try {
      for (const folderId of chosen) await addToFolder(client, report.organization.id, folderId, [report.id]);
      alerts.getState().push('success', 'folders.added', { count: chosen.length });
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('folders.addTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void add()} disabled={chosen.length === 0} busy={busy}>
            {t('folders.addConfirm')}
          </Button>
        </>
      }
    >
      {folders === null ? (
        <p role="status">{t('folders.addLoading')}</p>
      ) : folders.length === 0 ? (
        <p>{t('folders.addNone')}</p>
      ) : (
        <fieldset className={styles.plainFieldset}>
          <legend className={styles.dialogIntro}>{t('folders.addIntro')}</legend>
          {folders.map((folder) => (
            <Checkbox
              key={folder.id}
              label={
                <span className={styles.folderLabel}>
                  <span className={styles.folderColor} style={{ background: folder.colour }} aria-hidden="true" />
                  {folder.name}
                  <span className={styles.muted}>{t('folders.addCount', { count: folder.reports })}</span>
                </span>
              }
              checked={chosen.includes(folder.id)}
              onChange={(event) =>
                setChosen((current) => (event.target.checked ? [...current, folder.id] : current.filter((id) => id !== folder.id)))
              }
            />
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
