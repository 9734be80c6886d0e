import { Navigate, useLocation } from 'react-router';
import { AdminOrganizationPicker, StoryList } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import * as styles from './StoriesPage.css.js';

/**
 * /stories: the stories of the organization in force (a choice of organization above them when the user
 * sees several and organizations are shown). `/stories/`, a story address without its id, goes to
 * /dashboard, as the route table of docs/screens.md says.
 */
export default function StoriesPage() {
  useDocumentTitle('stories.title');
  const { pathname } = useLocation();
  if (pathname.endsWith('/')) return <Navigate to="/dashboard" replace />;
  return (
    <div className={styles.page}>
      <AdminOrganizationPicker className={styles.picker} />
      <StoryList />
    </div>
  );
}
