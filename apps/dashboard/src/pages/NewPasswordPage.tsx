import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /reset-password and /confirm-password: the mailed link carries uid and token in the query string. */
export default function NewPasswordPage() {
  useDocumentTitle('newPassword.title');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return <NewPasswordForm uid={query.get('uid')} token={query.get('token')} onDone={() => void navigate('/login', { replace: true })} />;
}
