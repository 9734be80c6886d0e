import { useId, useState, type DragEvent } from 'react';
import { useT } from '../../i18n/useT.js';
import { Icon } from '../../internal/icons.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import { Button } from '../Button/index.js';
import { coverAccept, type CoverState } from './useCover.js';
import * as styles from './StoryEditor.css.js';

/**
 * The cover image: dropped on the zone or chosen with the file picker (the keyboard's way), images only,
 * checked here by type and size with the reason beside the field; a preview, and Remove.
 */
export function CoverField({ cover, disabled }: { cover: CoverState; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  const describedBy = [`${id}-hint`, cover.problem ? `${id}-error` : null].filter(Boolean).join(' ');
  const dragging = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  return (
    <div className={styles.cover} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {t('storyEditor.cover')}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('storyEditor.coverHint')}
      </p>
      <div
        className={styles.dropZone}
        data-over={over || undefined}
        onDragEnter={dragging}
        onDragOver={dragging}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) cover.choose(Array.from(event.dataTransfer.files));
        }}
      >
        {cover.src ? <img src={cover.src} alt={t('storyEditor.coverPreview')} className={styles.coverImage} /> : null}
        <input
          id={id}
          type="file"
          accept={coverAccept}
          disabled={disabled}
          className={fileStyles.input}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={cover.problem ? true : undefined}
          onChange={(event) => {
            cover.choose(Array.from(event.target.files ?? []));
            // the same file may be chosen again after it was removed
            event.target.value = '';
          }}
        />
        <label htmlFor={id} id={`${id}-button`} className={fileStyles.button}>
          <Icon name="paperclip" />
          {t(cover.hasCover ? 'storyEditor.coverReplace' : 'storyEditor.coverChoose')}
        </label>
        {cover.hasCover ? (
          <Button variant="secondary" disabled={disabled} onClick={cover.remove}>
            {t('storyEditor.coverRemove')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {cover.problem ? t(cover.problem.key, cover.problem.values) : null}
      </p>
    </div>
  );
}
