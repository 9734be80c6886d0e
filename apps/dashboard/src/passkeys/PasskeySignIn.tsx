import { useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { authErrorData, FieldwatchError, passkeySignInOptions, signInWithPasskey, type LoginResult } from '@fieldwatch/core';
import { Button, useAlertsStore, useClient, useErrorAlert, useT } from '@fieldwatch/react';
import * as styles from './Passkeys.css.js';
import { isWebAuthnCancel } from './webAuthnErrors.js';

export interface PasskeySignInProps {
  /** Called once the passkey is accepted; the session is `authenticated`. */
  onSignedIn?: (result: LoginResult) => void;
  /** the only way offered: the page's heading instead of an "or" before it */
  alone?: boolean;
}

/** "Use a passkey" on the second-factor screen: the passkey answers instead of the emailed code. */
export function PasskeySignIn({ onSignedIn, alone = false }: PasskeySignInProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const [supported] = useState(() => browserSupportsWebAuthn());
  const [busy, setBusy] = useState(false);

  const signInWithAPasskey = async () => {
    setBusy(true);
    try {
      const options = await passkeySignInOptions(client);
      const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
      const result = await signInWithPasskey(client, credential);
      alerts.getState().push('success', 'success.login');
      onSignedIn?.(result);
    } catch (error) {
      if (isWebAuthnCancel(error)) alerts.getState().push('error', 'passkeys.signIn.cancelled');
      else if (error instanceof FieldwatchError && error.data === authErrorData.invalidPasskey)
        alerts.getState().push('error', 'passkeys.signIn.failed');
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.signIn}>
      {alone ? <h1>{t('passkeys.signIn.title')}</h1> : <p className={styles.or}>{t('passkeys.signIn.or')}</p>}
      {supported ? (
        <Button variant="secondary" busy={busy} block onClick={() => void signInWithAPasskey()}>
          {t('passkeys.signIn.use')}
        </Button>
      ) : (
        <p role="status" className={styles.muted}>
          {t('passkeys.unsupported')}
        </p>
      )}
    </div>
  );
}
