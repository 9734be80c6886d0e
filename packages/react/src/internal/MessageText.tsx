import { useId, useState } from 'react';
import { limits } from '@fieldwatch/core';
import { useT } from '../i18n/useT.js';
import { Button } from '../components/Button/index.js';
import * as styles from './MessageText.css.js';

/** The first `limits.messagePreview` characters (whole characters, not UTF-16 halves), or null when it is short enough. */
export function messagePreview(text: string): string | null {
  const characters = Array.from(text);
  if (characters.length <= limits.messagePreview) return null;
  return `${characters.slice(0, limits.messagePreview).join('').trimEnd()}…`;
}

/**
 * A message's text, cut at 150 characters with See more / See less when longer. Line breaks are kept;
 * `dir="auto"` lets a message in another script than the page read in its own direction.
 */
export function MessageText({ text }: { text: string }) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = messagePreview(text);
  return (
    <div className={styles.root}>
      <p id={id} dir="auto" className={styles.text}>
        {preview === null || expanded ? text : preview}
      </p>
      {preview === null ? null : (
        <Button variant="link" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? 'messages.seeLess' : 'messages.seeMore')}
        </Button>
      )}
    </div>
  );
}
