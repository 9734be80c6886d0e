import clsx from 'clsx';
import { useId, useRef, useState, type ReactNode } from 'react';
import {
  actorOf,
  canManageUser,
  isSuperAdmin,
  deleteUser,
  limits,
  roleById,
  sendPasswordReset,
  type Actor,
  type User,
  type UserListQuery,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useSession } from '../../provider/useSession.js';
import { useOrganizations, useRoles, useUsers } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { Button } from '../Button/index.js';
import { Pager } from '../../internal/Pager.js';
import { useHeldPage, useSearchedPages } from '../../internal/useSearchedPages.js';
import { Checkbox } from '../Checkbox/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { TextField } from '../TextField/index.js';
import { UserForm } from './UserForm.js';
import * as styles from './AdminUsers.css.js';

const secondFactorLabels = { none: 'users.secondFactor.none', email: 'users.secondFactor.email', totp: 'security.methodTotp' } as const;

export interface AdminUsersProps {
  /**
   * The organization whose users are listed.
   * @default the admin organization in force (the one chosen in the admin header); all the caller manages when none is
   */
  organizationId?: number;
  /**
   * Level of the tab's heading (the forms take the next one).
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

/** Users per page of the list. */
const pageSize = 20;
/** The search waits for a pause in typing. */

const selectUser = (s: { user: User | null }) => s.user;

/** The organization listed: the one given, else the admin tabs' choice; undefined while that choice is still being read. */
function useListedOrganization(given: number | undefined): number | null | undefined {
  const inForce = useAdminOrganization();
  if (given !== undefined) return given;
  return inForce.list.status === 'loading' ? undefined : inForce.organizationId;
}

const usersPagerWords = {
  pages: 'users.pages',
  previous: 'users.previous',
  next: 'users.next',
  page: 'users.page',
} as const;

/**
 * The admin Users tab (docs/roles.md, docs/screens.md): the users the caller manages, searched by
 * username, name or email and a page at a time, each row opening its edit form in place; "Add a user";
 * per row "Send password reset email" and Delete (after a warning: their reports stay, without author).
 * The rules are shown before the server applies them: an Administrator's role is fixed and they cannot
 * be deleted, nobody deletes, deactivates or demotes themselves, an Organization Admin neither sees nor
 * grants the Administrator role.
 */
export function AdminUsers({ organizationId, headingLevel = 2, className }: AdminUsersProps) {
  const t = useT();
  const inForce = useListedOrganization(organizationId);
  const actor = actorOf(useSession(selectUser));
  // the Administrator may widen the list to every user, Administrators included (they belong to no organization)
  const [everyone, setEveryone] = useState(false);
  // one list, for the organization in force, rather than every user first and then the organization's
  if (!actor || inForce === undefined) return null;
  const widen = isSuperAdmin(actor) && inForce !== null;
  const listed = widen && everyone ? null : inForce;
  const scope = widen ? (
    <Checkbox label={t('users.everyone')} checked={everyone} onChange={(event) => setEveryone(event.target.checked)} />
  ) : null;
  // another organization: a list of its own, from its first page
  return (
    <UserList key={listed ?? 'all'} organizationId={listed} actor={actor} scope={scope} headingLevel={headingLevel} className={className} />
  );
}

interface UserListProps {
  organizationId: number | null;
  actor: Actor;
  /** the choice between the organization's users and every user, where there is one */
  scope: ReactNode;
  headingLevel: 2 | 3;
  className: string | undefined;
}

function UserList({ organizationId, actor, scope, headingLevel, className }: UserListProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const paging = useSearchedPages();
  const { text, search, offset, setOffset, searchNow, typed } = paging;
  const [creating, setCreating] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<User | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [resetting, setResetting] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const disclosures = useRef(new Map<number, HTMLButtonElement>());

  const query: UserListQuery = {
    offset,
    limit: pageSize,
    ...(search ? { q: search } : {}),
    ...(organizationId === null ? {} : { organization: organizationId }),
  };
  const users = useUsers(query);
  const roles = useRoles();
  const organizations = useOrganizations();
  const { page, total } = useHeldPage(users.data, paging, pageSize);

  const focusLater = (element: () => HTMLElement | null | undefined) => setTimeout(() => element()?.focus(), 0);

  const toggle = (user: User) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (!next.delete(user.id)) next.add(user.id);
      return next;
    });

  const collapse = (user: User) => {
    setExpanded((was) => new Set([...was].filter((userId) => userId !== user.id)));
    // the form is gone: carry on from the button that opened it
    focusLater(() => disclosures.current.get(user.id));
  };

  const closeCreate = () => {
    setCreating(false);
    focusLater(() => addButton.current);
  };

  const sendReset = async (user: User) => {
    setResetting(user.id);
    try {
      await sendPasswordReset(client, user);
      alerts.getState().push('success', 'success.recoverySent');
    } catch (error) {
      showError(error);
    } finally {
      setResetting(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteUser(client, deleting.id);
      alerts.getState().push('success', 'success.userDeleted');
      setExpanded((was) => new Set([...was].filter((userId) => userId !== deleting.id)));
      setDeleting(null);
      focusLater(() => addButton.current);
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const countText = search ? t('users.countFor', { count: total, query: search }) : t('users.count', { count: total });
  const status =
    users.status === 'loading' || (users.fetching && !users.data)
      ? t('users.loading')
      : users.status === 'success' && total === 0
        ? search
          ? t('users.noMatch', { query: search })
          : t('users.empty')
        : page
          ? countText
          : '';

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('users.title')}
      </Heading>
      <p className={styles.intro}>{t('users.intro')}</p>

      <div className={styles.toolbar}>
        <form
          role="search"
          aria-label={t('users.search')}
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            searchNow(text);
          }}
        >
          <TextField
            label={t('users.search')}
            hint={t('users.searchHint')}
            type="search"
            value={text}
            maxLength={limits.searchMax}
            onChange={(event) => typed(event.target.value)}
          />
        </form>
        {scope}
        {creating ? null : (
          <Button ref={addButton} variant="secondary" onClick={() => setCreating(true)}>
            <ListIcon name="plus" size={18} />
            {t('users.add')}
          </Button>
        )}
      </div>

      {creating ? (
        <UserForm
          actor={actor}
          roles={roles.data}
          organizations={organizations.data ?? []}
          headingLevel={(headingLevel + 1) as 3 | 4}
          onSaved={closeCreate}
          onCancel={closeCreate}
        />
      ) : null}

      <p role="status" className={styles.note}>
        {status}
      </p>
      {users.status === 'error' ? (
        <p className={styles.note}>
          {t('users.loadError')}{' '}
          <Button variant="link" onClick={() => void users.refetch()}>
            {t('users.retry')}
          </Button>
        </p>
      ) : null}

      {page && page.data.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={users.fetching || undefined}>
            <caption className={styles.caption}>{t('users.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.column.username')}</th>
                <th scope="col">{t('users.column.name')}</th>
                <th scope="col">{t('users.column.role')}</th>
                <th scope="col">{t('users.column.organizations')}</th>
                <th scope="col">{t('users.column.status')}</th>
                <th scope="col">{t('users.column.secondFactor')}</th>
                <th scope="col">{t('users.column.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((user) => (
                <UserRows
                  key={user.id}
                  user={user}
                  actor={actor}
                  expanded={expanded.has(user.id)}
                  resetting={resetting === user.id}
                  disclosureRef={(element) => {
                    if (element) disclosures.current.set(user.id, element);
                    else disclosures.current.delete(user.id);
                  }}
                  onToggle={() => toggle(user)}
                  onReset={() => void sendReset(user)}
                  onDelete={() => setDeleting(user)}
                  form={
                    <UserForm
                      user={user}
                      actor={actor}
                      roles={roles.data}
                      organizations={organizations.data ?? []}
                      headingLevel={(headingLevel + 1) as 3 | 4}
                      onSaved={() => collapse(user)}
                      onCancel={() => collapse(user)}
                    />
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pager total={total} offset={offset} pageSize={pageSize} onOffset={setOffset} words={usersPagerWords} className={styles.pager} />

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('users.deleteTitle', { username: deleting?.username ?? '' })}
        confirmLabel={t('users.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : setDeleting(null))}
      >
        {t('users.deleteWarning', { username: deleting?.username ?? '' })}
      </ConfirmDialog>
    </section>
  );
}

interface UserRowsProps {
  user: User;
  actor: Actor;
  expanded: boolean;
  resetting: boolean;
  disclosureRef: (element: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onReset: () => void;
  onDelete: () => void;
  /** the edit form, drawn only while the row is open */
  form: ReactNode;
}

/** One user: a row of what the list says about them, and under it the row that holds their edit form. */
function UserRows({ user, actor, expanded, resetting, disclosureRef, onToggle, onReset, onDelete, form }: UserRowsProps) {
  const t = useT();
  const id = useId();
  const role = roleById(user.role.id) ?? user.role.name;
  const self = user.id === actor.id;
  const manageable = canManageUser(actor, { role, organizations: user.organizations.map((organization) => organization.id) });
  const name = `${user.options.firstname} ${user.options.lastname}`.trim();
  const deleteReason = role === 'Administrator' ? t('users.deleteAdministrator') : self ? t('users.deleteSelf') : null;
  const panelId = `${id}-panel`;
  return (
    <>
      <tr data-expanded={expanded || undefined}>
        <th scope="row" className={styles.username} dir="auto">
          {manageable ? (
            <button
              ref={disclosureRef}
              type="button"
              className={styles.disclosure}
              aria-expanded={expanded}
              aria-controls={panelId}
              aria-label={t('users.editNamed', { username: user.username })}
              onClick={onToggle}
            >
              <ListIcon name="chevronDown" size={18} className={styles.chevron} />
              {user.username}
            </button>
          ) : (
            user.username
          )}
          {self ? <span className={styles.you}> {t('users.you')}</span> : null}
        </th>
        <td dir="auto">{name || <span className={styles.muted}>—</span>}</td>
        <td>{t(`role.${role}`)}</td>
        <td dir="auto">
          {role === 'Administrator' ? t('users.allOrganizations') : user.organizations.map((organization) => organization.name).join(', ')}
        </td>
        <td className={user.active ? undefined : styles.inactive}>{t(user.active ? 'users.active' : 'users.inactive')}</td>
        <td>{t(secondFactorLabels[user.options.secondfactor])}</td>
        <td>
          {manageable ? (
            <div className={styles.rowActions}>
              <Button
                variant="link"
                busy={resetting}
                disabled={!user.options.email}
                aria-label={t('users.sendResetNamed', { username: user.username })}
                aria-describedby={user.options.email ? undefined : `${id}-no-email`}
                onClick={onReset}
              >
                {t('users.sendReset')}
              </Button>
              {user.options.email ? null : (
                <p id={`${id}-no-email`} className={styles.reason}>
                  {t('users.resetNoEmail')}
                </p>
              )}
              <Button
                variant="link"
                disabled={deleteReason !== null}
                aria-label={t('users.deleteNamed', { username: user.username })}
                aria-describedby={deleteReason ? `${id}-no-delete` : undefined}
                onClick={onDelete}
              >
                {t('users.delete')}
              </Button>
              {deleteReason ? (
                <p id={`${id}-no-delete`} className={styles.reason}>
                  {deleteReason}
                </p>
              ) : null}
            </div>
          ) : (
            <p className={styles.reason}>{t('users.notManaged')}</p>
          )}
        </td>
      </tr>
      <tr id={panelId} hidden={!expanded} data-expanded={expanded || undefined}>
        {expanded ? (
          <td colSpan={7} className={styles.panel}>
            {form}
          </td>
        ) : null}
      </tr>
    </>
  );
}
