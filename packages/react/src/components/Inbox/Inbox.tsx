import clsx from 'clsx';
import { useId, useState } from 'react';
import { findLanguage, markMessageRead, type UserMessage } from '@fieldwatch/core';
import { messagePreview } from '../../internal/MessageText.js';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useMyMessages } from '../../resources/useMessages.js';
import { Button } from '../Button/index.js';
import * as styles from './Inbox.css.js';

export interface InboxProps {
  /**
   * Level of each message's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

const pageSize = 20;

/**
 * Keeps the order of the first reading while the inbox is shown: a message read now does not jump down
 * under the finger; new ones go on top. The server's order (unread first, then newest) applies next time.
 */
function useStableOrder(messages: readonly UserMessage[] | undefined): UserMessage[] {
  const [order, setOrder] = useState<readonly number[]>([]);
  if (!messages) return [];
  const known = new Set(order);
  const fresh = messages.filter((message) => !known.has(message.id)).map((message) => message.id);
  if (fresh.length > 0) {
    // new since the last render: those the server puts before every known one go on top, the rest (an older page) below
    const firstKnown = messages.findIndex((message) => known.has(message.id));
    const top = firstKnown < 0 ? fresh : fresh.filter((id) => messages.findIndex((message) => message.id === id) < firstKnown);
    const bottom = fresh.filter((id) => !top.includes(id));
    setOrder([...top, ...order, ...bottom]);
  }
  const byId = new Map(messages.map((message) => [message.id, message]));
  return [...order, ...fresh].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The signed-in user's messages (docs/messages.md): unread first, then newest, each showing its subject,
 * who sent it from which organization, when, and the start of its text. Opening one shows all of it and
 * marks it read.
 */
export function Inbox({ headingLevel = 2, className }: InboxProps) {
  const t = useT();
  const id = useId();
  const client = useClient();
  const showError = useErrorAlert();
  const language = useLanguage();
  const [limit, setLimit] = useState(pageSize);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const page = useMyMessages(limit);
  // while a longer page loads, the shorter one stays on screen
  const [shown, setShown] = useState(page.data);
  if (page.data && page.data !== shown) setShown(page.data);
  const data = page.data ?? shown;
  const messages = useStableOrder(data?.data);
  const Heading = `h${headingLevel}` as const;
  const dates = new Intl.DateTimeFormat(findLanguage(language)?.tag ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });

  const toggle = (message: UserMessage) => {
    const next = new Set(open);
    if (next.has(message.id)) next.delete(message.id);
    else next.add(message.id);
    setOpen(next);
    if (!open.has(message.id) && message.read_at === null) {
      markMessageRead(client, message.id).catch(showError);
    }
  };

  if (page.status === 'error' && !data) {
    return (
      <div role="alert" className={clsx(styles.root, className)}>
        <p className={styles.status}>{t('messages.loadError')}</p>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          {t('messages.retry')}
        </Button>
      </div>
    );
  }
  if (!data) return <p role="status">{t('app.loading')}</p>;

  return (
    <div className={clsx(styles.root, className)}>
      <p role="status" className={styles.summary}>
        {t('messages.inbox.unreadCount', { count: data.unread })}
      </p>
      {messages.length === 0 ? (
        <p className={styles.status}>{t('messages.inbox.none')}</p>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => {
            const expanded = open.has(message.id);
            const unread = message.read_at === null;
            const bodyId = `${id}-${message.id}`;
            return (
              <li key={message.id} className={clsx(styles.item, unread && styles.unread)}>
                <Heading className={styles.heading}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={expanded ? bodyId : undefined}
                    onClick={() => toggle(message)}
                  >
                    <span dir="auto" className={styles.subject}>
                      {message.subject}
                    </span>
                    {unread ? <span className={styles.badge}>{t('messages.inbox.unread')}</span> : null}
                  </button>
                </Heading>
                <p className={styles.meta}>
                  {message.author
                    ? t('messages.inbox.from', { author: message.author.username, organization: message.organization.name })
                    : t('messages.inbox.fromUnknown', { organization: message.organization.name })}{' '}
                  · <time dateTime={message.created_at}>{dates.format(new Date(message.created_at))}</time>
                </p>
                {expanded ? (
                  <p id={bodyId} dir="auto" className={styles.body}>
                    {message.content}
                  </p>
                ) : (
                  <p dir="auto" className={styles.preview}>
                    {messagePreview(message.content) ?? message.content}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data.total > data.data.length ? (
        <Button variant="secondary" className={styles.more} busy={page.status === 'loading'} onClick={() => setLimit(limit + pageSize)}>
          {t('messages.inbox.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
