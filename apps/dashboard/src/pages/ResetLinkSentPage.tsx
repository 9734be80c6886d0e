import { ResetLinkSent } from '@fieldwatch/react';
import { useApp } from '../app/AppContext.js';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

export default function ResetLinkSentPage() {
  useDocumentTitle('resetSent.title');
  // the route's guard lets this page render only while a username is held
  const username = useApp().recoveryUsername ?? '';
  return <ResetLinkSent username={username} />;
}
