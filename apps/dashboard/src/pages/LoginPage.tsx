import { useNavigate } from 'react-router';
import { LoginForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

export default function LoginPage() {
  useDocumentTitle('login.title');
  const navigate = useNavigate();
  return (
    <LoginForm onSignedIn={() => void navigate('/dashboard', { replace: true })} onCodeRequired={() => void navigate('/two-factor-code')} />
  );
}
