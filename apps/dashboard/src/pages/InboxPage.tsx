import { Inbox, useT } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import * as styles from './MessagesPage.css.js';

/** /inbox (docs/messages.md): the messages sent to the signed-in user, unread first; opening one marks it read. */
export default function InboxPage() {
  useDocumentTitle('messages.inbox.title');
  const t = useT();
  return (
    <div className={styles.inbox}>
      <h1 className={styles.title}>{t('messages.inbox.title')}</h1>
      <Inbox />
    </div>
  );
}
