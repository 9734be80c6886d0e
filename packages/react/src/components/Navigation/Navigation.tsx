import clsx from 'clsx';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import type { Area, LanguageCode, Options, User } from '@fieldwatch/core';
import { Modal } from '../../internal/Modal.js';
import { anchorLinks, type RenderLink } from '../../link/renderLink.js';
import { useT } from '../../i18n/useT.js';
import { useOptions } from '../../provider/useOptions.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useSession } from '../../provider/useSession.js';
import { useUnreadMessages } from '../../resources/useMessages.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { Avatar } from '../Avatar/index.js';
import { Button } from '../Button/index.js';
import { LanguagePicker } from '../LanguagePicker/index.js';
import { isCurrent, visibleItems } from './navigationItems.js';
import * as styles from './Navigation.css.js';

export interface NavigationProps {
  /** The path shown now (e.g. `location.pathname`), to mark the current entry with `aria-current`. */
  currentPath: string;
  /** Log out was pressed; the host calls core `logout` and leaves the page. */
  onLogout: () => void;
  /** A language was chosen. */
  onLanguageChange: (code: LanguageCode) => void;
  /**
   * Draws the links (router links in an app).
   * @default the provider's `renderLink`
   */
  renderLink?: RenderLink;
  /** Called instead of following a link, when no `renderLink` is given (single-page hosts). */
  onNavigate?: (href: string) => void;
  /**
   * Where the profile link leads.
   * @default '/profile'
   */
  profileHref?: string;
  /**
   * The areas this host has pages for; entries of other areas are not shown, so no link leads nowhere.
   * @default every area: Reports, Stories, Messages, Inbox, Analytics and Admin
   */
  areas?: readonly Area[];
  className?: string;
}

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * The dashboard's left navigation: Reports, Stories, Messages, Inbox (with the unread count, asked again
 * on each navigation and every minute), Analytics, Admin (each only when the user may open it), then
 * profile, language and log out. On a phone (48rem wide or less) it folds into a
 * bar with the product name and a Menu button that opens the same entries in a dialog, so the page starts
 * on the first screen; Escape, the close button or following a link closes it and focus goes back to the
 * button. It knows no router: links come from `renderLink`, so the dashboard and the custom elements share it.
 */
export function Navigation({
  currentPath,
  onLogout,
  onLanguageChange,
  renderLink,
  onNavigate,
  profileHref = '/profile',
  areas,
  className,
}: NavigationProps) {
  const t = useT();
  const user = useSession(selectUser);
  const options = useOptions(selectOptions);
  const providerLink = useRenderLink();
  const link = useMemo(() => renderLink ?? (onNavigate ? anchorLinks(onNavigate) : providerLink), [renderLink, onNavigate, providerLink]);
  const languageId = useId();
  const menuId = useId();
  // the path the menu was opened on: a new page closes it (a link to the page shown closes it on click)
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === currentPath;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? currentPath : null);
  const items = visibleItems(user, options ?? undefined).filter((item) => !areas || areas.includes(item.area));
  const current = (href: string, also?: readonly RegExp[]) => (isCurrent(currentPath, href, also) ? ('page' as const) : undefined);
  const unread =
    useUnreadMessages(
      currentPath,
      items.some((item) => item.area === 'inbox'),
    ) ?? 0;
  // the count, seen as a badge and heard as words ("Inbox, 3 unread messages", in one piece so that
  // nothing comes between the label and its count)
  const withUnread = (label: string) =>
    unread > 0 ? (
      <>
        <span aria-hidden="true">{label}</span>
        <span className={styles.badge} aria-hidden="true">
          {unread}
        </span>
        <span className={visuallyHidden}>{t('messages.inbox.withUnread', { label, count: unread })}</span>
      </>
    ) : (
      label
    );

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  const entries = (where: string) => (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            {link({
              href: item.href,
              className: styles.link,
              'aria-current': current(item.href, item.alsoActiveOn),
              children: item.area === 'inbox' ? withUnread(t(item.label)) : t(item.label),
            })}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {user
          ? link({
              href: profileHref,
              className: styles.link,
              'aria-current': current(profileHref),
              children: (
                <>
                  <Avatar firstName={user.options.firstname} lastName={user.options.lastname} username={user.username} decorative />
                  <span>{t('nav.profile')}</span>
                </>
              ),
            })
          : null}
        <LanguagePicker id={`${languageId}-${where}`} onChange={onLanguageChange} />
        <Button variant="secondary" block onClick={onLogout}>
          {t('nav.logout')}
        </Button>
      </div>
    </>
  );

  return (
    <nav aria-label={t('nav.label')} className={clsx(styles.nav, className)}>
      <div className={styles.bar}>
        <p className={styles.brand}>{t('app.name')}</p>
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {withUnread(t('nav.menu'))}
        </button>
      </div>
      <div className={styles.entries}>{entries('side')}</div>
      {menuOpen ? (
        <Modal title={t('nav.menu')} onClose={() => setMenuOpen(false)} size="sheet">
          <div id={menuId} className={styles.menu} onClick={closeOnLink}>
            {entries('menu')}
          </div>
        </Modal>
      ) : null}
    </nav>
  );
}
