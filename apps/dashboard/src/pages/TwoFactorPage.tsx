import { useNavigate } from 'react-router';
import { TwoFactorForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { usePreloadDashboard } from '../app/usePreloadDashboard.js';

export default function TwoFactorPage() {
  useDocumentTitle('twoFactor.title');
  const navigate = useNavigate();
  // the password is through: the dashboard is the next page
  const preloadData = usePreloadDashboard({ now: true });
  return (
    <TwoFactorForm
      onSignedIn={() => {
        preloadData();
        void navigate('/dashboard', { replace: true });
      }}
    />
  );
}
