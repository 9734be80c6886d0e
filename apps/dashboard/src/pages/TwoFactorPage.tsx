import { useNavigate } from 'react-router';
import { TwoFactorForm, useSession } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { usePreloadDashboard } from '../app/usePreloadDashboard.js';
import { PasskeySignIn } from '../passkeys/PasskeySignIn.js';

export default function TwoFactorPage() {
  useDocumentTitle('twoFactor.title');
  const navigate = useNavigate();
  // the password is through: the dashboard is the next page
  const preloadData = usePreloadDashboard({ now: true });
  const methods = useSession((s) => s.pendingTwoFactor?.methods);
  const signedIn = () => {
    preloadData();
    void navigate('/dashboard', { replace: true });
  };
  // a typed code (emailed, authenticator, recovery) and a passkey are offered as the sign-in allows
  const typed = methods?.some((method) => method !== 'passkey') ?? true;
  return (
    <>
      {typed && <TwoFactorForm onSignedIn={signedIn} />}
      {methods?.includes('passkey') && <PasskeySignIn onSignedIn={signedIn} alone={!typed} />}
    </>
  );
}
