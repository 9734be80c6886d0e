import { useNavigate } from 'react-router';
import { LoginForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { usePreloadDashboard } from '../app/usePreloadDashboard.js';

export default function LoginPage() {
  useDocumentTitle('login.title');
  const navigate = useNavigate();
  const preloadData = usePreloadDashboard();
  return (
    <LoginForm
      onSignedIn={() => {
        preloadData();
        void navigate('/dashboard', { replace: true });
      }}
      onCodeRequired={() => void navigate('/two-factor-code')}
    />
  );
}
