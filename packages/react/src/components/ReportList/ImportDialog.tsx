import { useState } from 'react';
import { importReports, isErrorCode, isValidationKey, type ImportRejection, type ImportResult, type Organization } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Modal } from '../../internal/Modal.js';
import { errorMessageKey } from '../../provider/useErrorAlert.js';
import { useClient } from '../../provider/useClient.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import * as styles from './ReportList.css.js';

/**
 * Confirms the import of a dropped zip (and into which organization, when there are several), sends it,
 * then says how many reports were created, updated and skipped (reports the organization already held,
 * matched by the file's export ids) and which were rejected, and why.
 */
export function ImportDialog({
  file,
  organizations,
  onClose,
  onImported,
}: {
  file: File;
  organizations: readonly Organization[];
  onClose: () => void;
  onImported: () => void;
}) {
  const t = useT();
  const client = useClient();
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const target = organizationId ?? organizations[0]?.id ?? null;

  const close = () => {
    if (busy) return;
    setResult(null);
    setFailure(null);
    onClose();
  };

  const send = async () => {
    if (target === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await importReports(client, target, file);
      setResult(answer);
      if (answer.created > 0 || answer.updated > 0) onImported();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('import.title')}
      onClose={close}
      footer={
        result ? (
          <Button onClick={close}>{t('import.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={busy} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button busy={busy} disabled={target === null} onClick={() => void send()}>
              {t('import.submit')}
            </Button>
          </>
        )
      }
    >
      <p className={styles.dialogText}>{t('import.file', { name: file.name })}</p>
      {!result && organizations.length > 1 ? (
        <Select
          label={t('import.organization')}
          options={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
          value={target === null ? '' : String(target)}
          onChange={(event) => setOrganizationId(Number(event.target.value))}
        />
      ) : null}
      {failure ? (
        <p role="alert" className={styles.dialogError}>
          {failure}
        </p>
      ) : null}
      <div role="status">{result ? <ImportSummary result={result} /> : null}</div>
    </Modal>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  const t = useT();
  return (
    <>
      <p className={styles.dialogText}>{t('import.created', { count: result.created })}</p>
      <p className={styles.dialogText}>{t('import.updated', { count: result.updated })}</p>
      <p className={styles.dialogText}>{t('import.skipped', { count: result.skipped })}</p>
      <p className={styles.dialogText}>{t('import.rejected', { count: result.rejected.length })}</p>
      {result.rejected.length > 0 ? (
        <ul className={styles.rejections}>
          {result.rejected.map((rejection) => (
            <li key={rejection.row}>
              <RejectionLine rejection={rejection} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** "Row 3 — Flooded road: Required Field": the reason in words when it is a catalogue key. */
function RejectionLine({ rejection }: { rejection: ImportRejection }) {
  const t = useT();
  const message = useValidationMessage();
  const say = (reason: string) => (isValidationKey(reason) ? message(reason) : isErrorCode(reason) ? t(`api.${reason}`) : reason);
  const fields = Object.entries(rejection.fields ?? {}).map(([field, key]) => `${field}: ${say(key)}`);
  return (
    <>
      <strong>{t('import.row', { row: rejection.row })}</strong> — {rejection.title || t('import.untitled')}:{' '}
      {[say(rejection.reason), ...fields].join('; ')}
    </>
  );
}
