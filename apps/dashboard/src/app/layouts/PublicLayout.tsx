import { Outlet } from 'react-router';
import { Alerts, LanguagePicker, useT } from '@fieldwatch/react';
import { useApp } from '../AppContext.js';
import * as styles from './layout.css.js';

/**
 * Signed-out pages: the product name and a language picker, so a visitor can switch language too. The
 * notices ("Invalid Login", …) sit in the page's flow under the header, never over the language picker.
 */
export function PublicLayout() {
  const t = useT();
  const { changeLanguage } = useApp();
  return (
    <div className={styles.publicShell}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header className={styles.publicHeader}>
        <p className={styles.brand}>{t('app.name')}</p>
        <LanguagePicker onChange={changeLanguage} />
      </header>
      <Alerts className={styles.publicAlerts} />
      <main id="main" tabIndex={-1} className={styles.publicMain}>
        <Outlet />
      </main>
    </div>
  );
}
