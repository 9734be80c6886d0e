import clsx from 'clsx';
import { useId } from 'react';
import { findLanguage, roleById, type Broadcast } from '@fieldwatch/core';
import { MessageText } from '../../internal/MessageText.js';
import { useT, type Translate } from '../../i18n/useT.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useBroadcasts } from '../../resources/useMessages.js';
import { Button } from '../Button/index.js';
import * as styles from './BroadcastList.css.js';

export interface BroadcastListProps {
  /** The organization whose messages are listed. */
  organizationId: number;
  /**
   * Level of the list's heading; each message's subject is one level below.
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

function audienceOf(broadcast: Broadcast, t: Translate): string {
  if (broadcast.type === 'everyone') return t('messages.audience.everyone');
  if (broadcast.type === 'users') return t('messages.audience.users', { count: broadcast.recipients.length });
  const role = roleById(broadcast.recipients[0] ?? 0);
  return t('messages.audience.role', { role: role ? t(`role.${role}`) : '' });
}

/**
 * An organization's recent messages, newest first (docs/messages.md): subject, text cut at 150 characters
 * with See more / See less, author, date, audience, and to how many people it was delivered and how many
 * have read it. A message sent from the form shows at once.
 */
export function BroadcastList({ organizationId, headingLevel = 2, className }: BroadcastListProps) {
  const t = useT();
  const id = useId();
  const language = useLanguage();
  const broadcasts = useBroadcasts(organizationId);
  const Title = `h${headingLevel}` as const;
  const Subject = `h${headingLevel + 1}` as 'h3' | 'h4';
  const dates = new Intl.DateTimeFormat(findLanguage(language)?.tag ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });

  const body = () => {
    if (broadcasts.status === 'error') {
      return (
        <div role="alert">
          <p className={styles.status}>{t('messages.loadError')}</p>
          <Button variant="secondary" onClick={() => void broadcasts.refetch()}>
            {t('messages.retry')}
          </Button>
        </div>
      );
    }
    if (!broadcasts.data) return <p role="status">{t('app.loading')}</p>;
    if (broadcasts.data.length === 0) return <p className={styles.status}>{t('messages.recentNone')}</p>;
    return (
      <ul className={styles.list}>
        {broadcasts.data.map((broadcast) => (
          <li key={broadcast.id} className={styles.item}>
            <Subject dir="auto" className={styles.subject}>
              {broadcast.subject}
            </Subject>
            <p className={styles.meta}>
              <span>{broadcast.author ? t('messages.by', { author: broadcast.author.username }) : t('messages.byUnknown')}</span>
              <time dateTime={broadcast.created_at}>{dates.format(new Date(broadcast.created_at))}</time>
              <span>{audienceOf(broadcast, t)}</span>
            </p>
            <MessageText text={broadcast.content} />
            <p className={styles.meta}>
              {t('messages.delivered', { count: broadcast.delivered })} · {t('messages.read', { count: broadcast.read })}
            </p>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Title id={`${id}-title`} className={styles.title}>
        {t('messages.recent')}
      </Title>
      {body()}
    </section>
  );
}
