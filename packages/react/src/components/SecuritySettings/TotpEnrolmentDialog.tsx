import { useId, useState } from 'react';
import { confirmTotp, numericCodeIssue, startTotp, type TotpEnrolment } from '@fieldwatch/core';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import { CurrentPasswordDialog } from './CurrentPasswordDialog.js';
import { RecoveryCodesList } from './RecoveryCodesList.js';
import { useFieldSubmit } from './useFieldSubmit.js';
import * as styles from './SecuritySettings.css.js';

export interface TotpEnrolmentDialogProps {
  /** The app is on and the user has saved the recovery codes. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Setting up an authenticator app in three steps: the current password; the QR code (and the key for
 * typing by hand) with the first code from the app; the recovery codes, shown once.
 */
export function TotpEnrolmentDialog({ onDone, onCancel }: TotpEnrolmentDialogProps) {
  const t = useT();
  const client = useClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (!enrolment) {
    return (
      <CurrentPasswordDialog
        title={t('security.totp.title')}
        confirmLabel={t('security.continue')}
        onCancel={onCancel}
        onConfirm={async (password) => setEnrolment(await startTotp(client, password))}
      >
        {t('security.totp.passwordIntro')}
      </CurrentPasswordDialog>
    );
  }
  if (!codes) return <ScanStep enrolment={enrolment} onConfirmed={setCodes} onCancel={onCancel} />;
  return <RecoveryCodesDialog codes={codes} onDone={onDone} />;
}

function ScanStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const formId = useId();
  const scanId = useId();
  const [code, setCode] = useState('');
  const { error, busy, submit, clearError } = useFieldSubmit(
    () => numericCodeIssue(code),
    async () => onConfirmed((await confirmTotp(client, code.trim())).recovery_codes),
    (failure) => failure.fields.code,
  );

  return (
    <Modal
      title={t('security.totp.title')}
      describedBy={scanId}
      size="medium"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('security.totp.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p id={scanId}>{t('security.totp.scan')}</p>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
          alt={t('security.totp.qr')}
        />
        <p>
          {t('security.totp.secret')}{' '}
          <code className={styles.secret} data-testid="totp-secret">
            {enrolment.secret}
          </code>
        </p>
        <TextField
          label={t('security.totp.code')}
          hint={t('security.totp.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          aria-required="true"
          maxLength={6}
          value={code}
          error={message(error)}
          onChange={(event) => {
            setCode(event.target.value);
            clearError();
          }}
        />
      </form>
    </Modal>
  );
}

/** The recovery codes, shown once; "Done" waits for the user's word that they saved them. */
export function RecoveryCodesDialog({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  return (
    <Modal
      title={t('security.recovery.title')}
      size="medium"
      // closing before the codes are saved would lose them: Escape waits for the tick like "Done"
      onClose={() => {
        if (saved) onDone();
      }}
      footer={
        <Button disabled={!saved} onClick={onDone}>
          {t('security.recovery.done')}
        </Button>
      }
    >
      <RecoveryCodesList codes={codes} saved={saved} onSavedChange={setSaved} />
    </Modal>
  );
}
