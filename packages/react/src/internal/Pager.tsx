import clsx from 'clsx';
import type { MessageKey } from '@fieldwatch/core';
import { Button } from '../components/Button/index.js';
import { useT } from '../i18n/useT.js';
import * as styles from './Pager.css.js';

/** What one pager says: the name of its navigation ("Pages of users"), its two buttons and where it is. */
interface PagerWords {
  pages: MessageKey;
  previous: MessageKey;
  next: MessageKey;
  /** `{page}` of `{pages}` */
  page: MessageKey;
}

interface PagerProps {
  total: number;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  words: PagerWords;
  className?: string;
}

/** Previous and Next through a list read a page at a time; nothing while it fits on one page. */
export function Pager({ total, offset, pageSize, onOffset, words, className }: PagerProps) {
  const t = useT();
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t(words.pages)} className={clsx(styles.pager, className)}>
      <Button variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {t(words.previous)}
      </Button>
      <span>{t(words.page, { page: Math.floor(offset / pageSize) + 1, pages })}</span>
      <Button variant="secondary" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        {t(words.next)}
      </Button>
    </nav>
  );
}
