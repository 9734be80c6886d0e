import { Outlet } from 'react-router';
import { LanguagePicker, useT } from '@fieldwatch/react';
import { useApp } from '../AppContext.js';
import * as styles from './layout.css.js';

/** Signed-out pages: the product name and a language picker, so a visitor can switch language too. */
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
      <main id="main" tabIndex={-1} className={styles.publicMain}>
        <Outlet />
      </main>
    </div>
  );
}
