import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { Button } from '../Button/index.js';
import { PasswordField } from '../PasswordField/index.js';
import { useFieldSubmit } from './useFieldSubmit.js';

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
  const formId = useId();
  const introId = useId();
  const [password, setPassword] = useState('');
  const { error, busy, submit, clearError } = useFieldSubmit(
    () => (password ? undefined : 'required'),
    () => onConfirm(password),
    (failure) => failure.fields.current_password ?? failure.fields.secondfactor,
  );

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
            clearError();
          }}
        />
      </form>
    </Modal>
  );
}
