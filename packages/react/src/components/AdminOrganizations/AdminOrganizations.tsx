import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import {
  actorOf,
  canManageOrganizations,
  organizationUsage,
  type Options,
  type Organization,
  type OrganizationUsage,
  type User,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useDeleteWarning } from '../../internal/useDeleteWarning.js';
import { useFocusLater } from '../../internal/useFocusLater.js';
import { useClient } from '../../provider/useClient.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession, useSessionStore } from '../../provider/useSession.js';
import { useOrganizations } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { OrganizationDeleteDialog } from './OrganizationDeleteDialog.js';
import { OrganizationForm } from './OrganizationForm.js';
import * as styles from './AdminOrganizations.css.js';

export interface AdminOrganizationsProps {
  /**
   * Level of the tab's heading (the form takes the next one).
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'rename'; organization: Organization };

const selectOptions = (s: { options: Options | null }) => s.options;
const selectUser = (s: { user: User | null }) => s.user;

/**
 * The admin Organizations tab (docs/organizations.md), the Administrator's while option
 * `organizations_shown` is on: the organizations by name, a form to add or rename one, and deletion after
 * a warning that says what the organization holds and asks where its reports go. The last organization
 * cannot be deleted.
 */
export function AdminOrganizations({ headingLevel = 2, className }: AdminOrganizationsProps) {
  const t = useT();
  const client = useClient();
  const session = useSessionStore();
  const options = useOptions(selectOptions);
  const actor = actorOf(useSession(selectUser));
  const organizations = useOrganizations();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const root = useRef<HTMLElement>(null);
  const focusLater = useFocusLater(root);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const warning = useDeleteWarning<Organization, OrganizationUsage>((organization, signal) =>
    organizationUsage(client, organization.id, signal),
  );

  const titleId = `${id}-title`;
  const addId = `${id}-add`;
  const lastId = `${id}-last`;
  const renameId = (organization: Organization) => `${id}-rename-${organization.id}`;
  const manager = actor !== null && canManageOrganizations(actor);
  const list = organizations.data ?? [];
  const lastOne = list.length === 1;

  const close = (...focus: string[]) => {
    setEditing({ kind: 'none' });
    focusLater(...focus, titleId);
  };

  const deleted = (organization: Organization, movedTo: number | undefined) => {
    if (editing.kind === 'rename' && editing.organization.id === organization.id) setEditing({ kind: 'none' });
    // the admin tabs acted on it: they move to where its reports went, else to another one
    if (session.getState().organizationId === organization.id) {
      session.getState().setOrganization(movedTo ?? list.find((candidate) => candidate.id !== organization.id)?.id ?? null);
    }
    focusLater(addId, titleId);
  };

  if (options?.organizations_shown === '0') {
    return (
      <section aria-labelledby={titleId} className={clsx(styles.root, className)}>
        <Heading id={titleId} className={styles.title}>
          {t('organizations.title')}
        </Heading>
        <p className={styles.intro}>{t('organizations.disabled')}</p>
      </section>
    );
  }

  return (
    <section ref={root} aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
        {t('organizations.title')}
      </Heading>
      <p className={styles.intro}>{t('organizations.intro')}</p>

      {organizations.status === 'loading' && !organizations.data ? (
        <p role="status" className={styles.note}>
          {t('organizations.loading')}
        </p>
      ) : null}
      {organizations.status === 'error' ? (
        <p className={styles.note}>
          {t('organizations.loadError')}{' '}
          <Button variant="link" onClick={() => void organizations.refetch()}>
            {t('organizations.retry')}
          </Button>
        </p>
      ) : null}
      {organizations.status === 'success' && list.length === 0 ? <p className={styles.note}>{t('organizations.empty')}</p> : null}

      {list.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('organizations.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('organizations.column.name')}</th>
                {manager ? <th scope="col">{t('organizations.column.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.map((organization) => (
                <tr
                  key={organization.id}
                  aria-current={editing.kind === 'rename' && editing.organization.id === organization.id ? 'true' : undefined}
                >
                  <th scope="row" className={styles.name} dir="auto">
                    {organization.name}
                  </th>
                  {manager ? (
                    <td>
                      <span className={styles.rowActions}>
                        <Button
                          id={renameId(organization)}
                          variant="link"
                          aria-label={t('organizations.renameNamed', { name: organization.name })}
                          onClick={() => setEditing({ kind: 'rename', organization })}
                        >
                          {t('organizations.rename')}
                        </Button>
                        <Button
                          variant="link"
                          aria-label={t('organizations.deleteNamed', { name: organization.name })}
                          disabled={lastOne}
                          aria-describedby={lastOne ? lastId : undefined}
                          onClick={() => warning.open(organization)}
                        >
                          {t('organizations.delete')}
                        </Button>
                      </span>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {manager && lastOne ? (
        <p id={lastId} className={styles.note}>
          {t('organizations.lastOne')}
        </p>
      ) : null}

      {manager && editing.kind === 'none' ? (
        <Button id={addId} variant="secondary" onClick={() => setEditing({ kind: 'create' })}>
          <ListIcon name="plus" size={18} />
          {t('organizations.add')}
        </Button>
      ) : null}

      {manager && editing.kind !== 'none' ? (
        <OrganizationForm
          key={editing.kind === 'rename' ? `rename-${editing.organization.id}` : 'create'}
          organization={editing.kind === 'rename' ? editing.organization : undefined}
          headingLevel={(headingLevel + 1) as 3 | 4}
          onSaved={() => close(...(editing.kind === 'rename' ? [renameId(editing.organization)] : []), addId)}
          onCancel={() => close(...(editing.kind === 'rename' ? [renameId(editing.organization)] : []), addId)}
        />
      ) : null}

      <OrganizationDeleteDialog key={warning.target?.id ?? 'closed'} warning={warning} organizations={list} onDeleted={deleted} />
    </section>
  );
}
