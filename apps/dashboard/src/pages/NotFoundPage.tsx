import { useNavigate } from 'react-router';
import { NotFound } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /404 and /not-found; "Take me back" goes to /dashboard, which sends a signed-out visitor to /login. */
export default function NotFoundPage() {
  useDocumentTitle('notFound.title');
  const navigate = useNavigate();
  return <NotFound onBack={() => void navigate('/dashboard')} />;
}
