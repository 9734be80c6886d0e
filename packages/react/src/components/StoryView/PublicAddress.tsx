import { useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import * as styles from './StoryView.css.js';

/** A published story's public address, to read, select and copy. */
export function PublicAddress({ id, href }: { id: string; href: string }) {
  const t = useT();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={styles.address}>
      <label htmlFor={id} className={styles.addressLabel}>
        {t('stories.publicAddress')}
      </label>
      <p id={`${id}-hint`} className={styles.addressHint}>
        {t('stories.publicAddressHint')}
      </p>
      <div className={styles.addressRow}>
        <input
          id={id}
          className={styles.addressInput}
          readOnly
          value={href}
          dir="ltr"
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('stories.copy')}
        </Button>
      </div>
      <p role="status" className={styles.addressHint}>
        {copied ? t(copied === 'copied' ? 'stories.copied' : 'stories.copyFailed') : ''}
      </p>
    </div>
  );
}
