import { AdminUsers } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/users: the Users tab (docs/roles.md): the users of the admin organization in force. */
export default function AdminUsersPage() {
  useDocumentTitle('users.title');
  return <AdminUsers headingLevel={2} />;
}
