import { AdminOrganizationPicker, BroadcastForm, BroadcastList, useAdminOrganization, useT } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import * as styles from './MessagesPage.css.js';

/**
 * /messages (docs/messages.md): an organization's admins write to its people and see what was sent. The
 * organization is the one the admin tabs act on, chosen in the header when there are several.
 */
export default function MessagesPage() {
  useDocumentTitle('messages.title');
  const t = useT();
  const { organizationId, list } = useAdminOrganization();
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('messages.title')}</h1>
        <AdminOrganizationPicker />
      </div>
      <p className={styles.intro}>{t('messages.intro')}</p>
      {organizationId === null ? (
        <p role="status">{list.status === 'error' ? t('messages.loadError') : t('app.loading')}</p>
      ) : (
        // a form per organization: another organization starts from a blank form
        <div key={organizationId} className={styles.columns}>
          <BroadcastForm organizationId={organizationId} />
          <BroadcastList organizationId={organizationId} />
        </div>
      )}
    </>
  );
}
