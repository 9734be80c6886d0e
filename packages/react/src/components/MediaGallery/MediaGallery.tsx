import clsx from 'clsx';
import { useState, type KeyboardEvent } from 'react';
import type { Media, MessageKey } from '@fieldwatch/core';
import { Icon } from '../../internal/icons.js';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import * as styles from './MediaGallery.css.js';

export interface MediaGalleryProps {
  /** The media of a report or a comment, in their order. */
  media: readonly Media[];
  /**
   * Smaller thumbnails and no kind titles (a comment in the activity feed).
   * @default false
   */
  compact?: boolean;
  className?: string;
}

/** Alt text: the media item's caption, else the file's name. */
const altOf = (item: Media) => item.caption?.trim() || item.name;
const sized = (item: Media, ...order: Media['sizes'][number]['size'][]) => {
  for (const size of order) {
    const found = item.sizes.find((variant) => variant.size === size);
    if (found) return found.src;
  }
  return item.src;
};

const kindTitles: Record<'video' | 'audio' | 'document', MessageKey> = {
  video: 'reportView.videos',
  audio: 'reportView.audios',
  document: 'reportView.documents',
};

/**
 * A report's evidence: an image gallery (thumbnails that open a larger view, keyboard operable), video and
 * audio players, and PDF links with an inline preview.
 */
export function MediaGallery({ media, compact = false, className }: MediaGalleryProps) {
  const t = useT();
  const images = media.filter((item) => item.type === 'image');
  const [open, setOpen] = useState<number | null>(null);
  if (media.length === 0) return null;
  const others = (['video', 'audio', 'document'] as const).map((kind) => [kind, media.filter((item) => item.type === kind)] as const);

  return (
    <div className={clsx(styles.root, className)}>
      {images.length > 0 ? (
        <ul className={clsx(styles.thumbnails, compact && styles.compact)} aria-label={t('reportView.images')}>
          {images.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.thumbnail}
                onClick={() => setOpen(index)}
                aria-label={t('reportView.openImage', { name: altOf(item) })}
              >
                <img src={sized(item, 'thumbnail', 'small')} alt="" loading="lazy" className={styles.thumbnailImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {others.map(([kind, items]) =>
        items.length === 0 ? null : (
          <div key={kind} className={styles.kind}>
            {compact ? null : <p className={styles.kindTitle}>{t(kindTitles[kind])}</p>}
            <ul className={styles.players} aria-label={t(kindTitles[kind])}>
              {items.map((item) => (
                <li key={item.id} className={styles.player}>
                  {kind === 'video' ? (
                    <video controls preload="metadata" src={item.src} aria-label={altOf(item)} className={styles.video} />
                  ) : kind === 'audio' ? (
                    <>
                      <span className={styles.fileName} dir="auto">
                        {altOf(item)}
                      </span>
                      <audio controls preload="metadata" src={item.src} aria-label={altOf(item)} className={styles.audio} />
                    </>
                  ) : (
                    <Document item={item} compact={compact} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}

      {open !== null && images[open] ? <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function Document({ item, compact }: { item: Media; compact: boolean }) {
  const t = useT();
  // the frame exists only once the preview is asked for: no download before that
  const [previewed, setPreviewed] = useState(false);
  return (
    <div className={styles.document}>
      <a href={item.src} target="_blank" rel="noopener noreferrer" className={styles.documentLink}>
        <Icon name="document" />
        <span dir="auto">{altOf(item)}</span>
        <span className={styles.newTab}>{t('reportView.opensInNewTab')}</span>
      </a>
      {compact ? null : (
        <details className={styles.preview} onToggle={(event) => setPreviewed(event.currentTarget.open)}>
          <summary>{t('reportView.previewDocument')}</summary>
          {previewed ? <iframe src={item.src} title={altOf(item)} className={styles.frame} /> : null}
        </details>
      )}
    </div>
  );
}

function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: readonly Media[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const item = images[index]!;
  const count = images.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // in a right-to-left page the next image is on the left
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    event.preventDefault();
    go(forward ? 1 : -1);
  };
  return (
    <Modal title={altOf(item)} onClose={onClose} size="large" onKeyDown={count > 1 ? onKeyDown : undefined}>
      <div className={styles.viewer}>
        <img src={sized(item, 'large', 'medium')} alt={altOf(item)} className={styles.large} />
        {count > 1 ? (
          <div className={styles.viewerNav}>
            <Button variant="secondary" onClick={() => go(-1)} aria-label={t('reportView.previousImage')}>
              <Icon name="previous" className={styles.flip} />
            </Button>
            <span aria-live="polite">{t('reportView.imageCount', { index: index + 1, count })}</span>
            <Button variant="secondary" onClick={() => go(1)} aria-label={t('reportView.nextImage')}>
              <Icon name="next" className={styles.flip} />
            </Button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
