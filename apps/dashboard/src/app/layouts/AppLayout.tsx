import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout, type Area } from '@fieldwatch/core';
import { Alerts, Navigation, useT } from '@fieldwatch/react';
import { useApp } from '../AppContext.js';
import * as styles from './layout.css.js';

/**
 * The areas that have a page in the dashboard (routes.tsx). The navigation shows only these, so it never
 * links to a page that does not exist.
 */
const builtAreas: readonly Area[] = ['dashboard', 'newReport', 'report', 'stories', 'messages', 'inbox', 'analytics', 'admin'];

/** Signed-in pages: the left navigation (a bar with a menu on phones), the main content and the alerts. */
export function AppLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { services, changeLanguage } = useApp();

  const signOut = async () => {
    try {
      await logout(services.client);
    } catch {
      // core clears the session whatever the server says; the refresh token then simply expires
    }
    services.alerts.getState().push('success', 'success.logout');
    void navigate('/login', { replace: true });
  };

  return (
    <div className={styles.appShell}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <div className={styles.sidebar}>
        <Navigation currentPath={pathname} areas={builtAreas} onLogout={() => void signOut()} onLanguageChange={changeLanguage} />
      </div>
      <main id="main" tabIndex={-1} className={styles.appMain}>
        <Outlet />
      </main>
      <Alerts />
    </div>
  );
}
