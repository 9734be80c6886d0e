import { useNavigate } from 'react-router';
import { ForgotPasswordForm } from '@fieldwatch/react';
import { useApp } from '../app/AppContext.js';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

export default function ForgotPasswordPage() {
  useDocumentTitle('forgot.title');
  const navigate = useNavigate();
  const { setRecoveryUsername } = useApp();
  return (
    <ForgotPasswordForm
      onSent={(username) => {
        setRecoveryUsername(username);
        void navigate('/forgot-password/sent');
      }}
    />
  );
}
