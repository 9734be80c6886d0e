import { useId, useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import * as styles from './SecuritySettings.css.js';

export interface RecoveryCodesListProps {
  codes: string[];
  /** Whether the user ticked "I have saved these codes". */
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

/** Recovery codes shown once, with copy and download, and the user's word that they kept them. */
export function RecoveryCodesList({ codes, saved, onSavedChange }: RecoveryCodesListProps) {
  const t = useT();
  const introId = useId();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = codes.join('\n') + '\n';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fieldwatch-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <p id={introId}>{t('security.recovery.intro')}</p>
      <ul className={styles.codes} aria-describedby={introId} aria-label={t('security.recovery.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.recovery.download')}
        </Button>
        <span role="status">
          {copied === 'copied' ? t('security.recovery.copied') : copied === 'failed' ? t('security.recovery.copyFailed') : ''}
        </span>
      </div>
      <Checkbox label={t('security.recovery.saved')} checked={saved} onChange={(event) => onSavedChange(event.target.checked)} />
    </div>
  );
}
