import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FieldwatchError } from '@fieldwatch/core';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { PasswordField } from '../PasswordField/index.js';

export interface CurrentPasswordDialogProps {
  title: ReactNode;
  /** What will happen once the password is confirmed. */
  children?: ReactNode;
  confirmLabel: string;
  /** Makes the change with the password typed; a refused password shows beside the field. */
  onConfirm: (currentPassword: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the current password before a change to how one signs in, and makes the change with it. */
export function CurrentPasswordDialog({ title, children, confirmLabel, onConfirm, onCancel }: CurrentPasswordDialogProps) {
  const t = useT();
  const message = useValidationMessage();
  const showError = useErrorAlert();
  const formId = useId();
  const introId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the dialog may open from inside another form (the admin's own user row): its submit is not that form's
    event.stopPropagation();
    if (!password) {
      setError('required');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (failure) {
      const key = failure instanceof FieldwatchError ? (failure.fields.current_password ?? failure.fields.secondfactor) : undefined;
      if (key) setError(key);
      else showError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      describedBy={children ? introId : undefined}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {children ? <p id={introId}>{children}</p> : null}
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          autoFocus
          aria-required="true"
          value={password}
          error={message(error)}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
