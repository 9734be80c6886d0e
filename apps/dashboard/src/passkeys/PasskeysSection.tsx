import { useCallback, useEffect, useId, useState } from 'react';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import {
  addPasskey,
  FieldwatchError,
  findLanguage,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
  type Passkey,
} from '@fieldwatch/core';
import {
  Button,
  ConfirmDialog,
  PasswordField,
  TextField,
  useAlertsStore,
  useClient,
  useErrorAlert,
  useLanguage,
  useT,
  useValidationMessage,
} from '@fieldwatch/react';
import * as styles from './Passkeys.css.js';
import { isWebAuthnCancel } from './webAuthnErrors.js';

const fieldsOf = (error: unknown): Record<string, string> => (error instanceof FieldwatchError ? error.fields : {});

/**
 * The profile's passkeys (docs/sign-in.md "Passkeys"): the list, adding one (the current password, a name,
 * then the browser's own dialog), renaming and removing (with the current password).
 */
export function PasskeysSection() {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const language = useLanguage();
  const headingId = useId();
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removePassword, setRemovePassword] = useState('');
  const [removeError, setRemoveError] = useState<string | undefined>();

  const reload = useCallback(() => {
    listPasskeys(client).then(setPasskeys, showError);
  }, [client, showError]);
  useEffect(reload, [reload]);

  const date = (iso: string) => new Intl.DateTimeFormat(findLanguage(language)?.tag ?? 'en', { dateStyle: 'medium' }).format(new Date(iso));

  const add = async () => {
    setBusy(true);
    setErrors({});
    try {
      const options = await passkeyRegistrationOptions(client, password);
      const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
      await addPasskey(client, name, credential);
      alerts.getState().push('success', 'passkeys.added');
      setAdding(false);
      setName('');
      setPassword('');
      reload();
    } catch (error) {
      if (isWebAuthnCancel(error)) alerts.getState().push('error', 'passkeys.cancelled');
      else if (Object.keys(fieldsOf(error)).length > 0) setErrors(fieldsOf(error));
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  const saveName = async () => {
    if (!renaming) return;
    try {
      await renamePasskey(client, renaming.id, renaming.name);
      alerts.getState().push('success', 'passkeys.renamed');
      setRenaming(null);
      reload();
    } catch (error) {
      showError(error);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removePasskey(client, removing.id, removePassword);
      alerts.getState().push('success', 'passkeys.removed');
      setRemoving(null);
      setRemovePassword('');
      setRemoveError(undefined);
      reload();
    } catch (error) {
      const field = fieldsOf(error).current_password;
      if (field) setRemoveError(message(field));
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {t('passkeys.title')}
      </h2>
      <p className={styles.muted}>{t('passkeys.intro')}</p>
      {!supported && (
        <p role="status" className={styles.muted}>
          {t('passkeys.unsupported')}
        </p>
      )}
      {passkeys?.length === 0 && <p className={styles.muted}>{t('passkeys.empty')}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              {renaming?.id === passkey.id ? (
                <form
                  className={styles.form}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void saveName();
                  }}
                >
                  <TextField
                    label={t('passkeys.renameLabel', { name: passkey.name })}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ id: passkey.id, name: event.target.value })}
                    autoFocus
                  />
                  <div className={styles.actions}>
                    <Button type="submit">{t('passkeys.save')}</Button>
                    <Button variant="secondary" onClick={() => setRenaming(null)}>
                      {t('passkeys.cancel')}
                    </Button>
                  </div>
                </form>
              ) : (
                <>
                  <div>
                    <div className={styles.name}>{passkey.name}</div>
                    <div className={styles.muted}>
                      {t('passkeys.created', { date: date(passkey.created_at) })} ·{' '}
                      {passkey.last_used_at ? t('passkeys.lastUsed', { date: date(passkey.last_used_at) }) : t('passkeys.neverUsed')}
                    </div>
                  </div>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      aria-label={`${t('passkeys.rename')} ${passkey.name}`}
                      onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                    >
                      {t('passkeys.rename')}
                    </Button>
                    <Button variant="secondary" aria-label={`${t('passkeys.remove')} ${passkey.name}`} onClick={() => setRemoving(passkey)}>
                      {t('passkeys.remove')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {supported && !adding && (
        <div>
          <Button onClick={() => setAdding(true)}>{t('passkeys.add')}</Button>
        </div>
      )}
      {supported && adding && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={message(errors.name)}
            aria-required="true"
            autoFocus
          />
          <PasswordField
            label={t('passkeys.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={message(errors.current_password ?? errors.credential)}
            aria-required="true"
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {t('passkeys.create')}
            </Button>
            <Button variant="secondary" onClick={() => setAdding(false)}>
              {t('passkeys.cancel')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('passkeys.remove')}
        cancelLabel={t('passkeys.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(null);
          setRemovePassword('');
          setRemoveError(undefined);
        }}
        controls={
          <PasswordField
            label={t('passkeys.currentPassword')}
            value={removePassword}
            onChange={(event) => setRemovePassword(event.target.value)}
            error={removeError}
            aria-required="true"
          />
        }
      >
        {t('passkeys.removeBody')}
      </ConfirmDialog>
    </section>
  );
}
