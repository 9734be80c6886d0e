import { useNavigate } from 'react-router';
import { TwoFactorForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

export default function TwoFactorPage() {
  useDocumentTitle('twoFactor.title');
  const navigate = useNavigate();
  return <TwoFactorForm onSignedIn={() => void navigate('/dashboard', { replace: true })} />;
}
