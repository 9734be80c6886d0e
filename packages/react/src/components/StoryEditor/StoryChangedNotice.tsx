import { useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import * as styles from './StoryEditor.css.js';

/**
 * Someone else saved the story since it was opened (409 `STORY_CHANGED`): says so, keeps what the user
 * wrote on screen, and reloads the saved story only when they ask and confirm.
 */
export function StoryChangedNotice({ busy, onReload }: { busy: boolean; onReload: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeText}>{t('api.STORY_CHANGED')}</p>
      <p className={styles.noticeText}>{t('storyEditor.changedKept')}</p>
      <Button variant="secondary" busy={busy} onClick={() => setAsking(true)}>
        {t('storyEditor.reload')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('storyEditor.reloadTitle')}
        confirmLabel={t('storyEditor.reload')}
        cancelLabel={t('common.goBack')}
        onConfirm={() => {
          setAsking(false);
          onReload();
        }}
        onCancel={() => setAsking(false)}
      >
        {t('storyEditor.reloadBody')}
      </ConfirmDialog>
    </div>
  );
}
