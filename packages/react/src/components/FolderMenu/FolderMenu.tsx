import clsx from 'clsx';
import { useRef, useState } from 'react';
import {
  actorOf,
  canEditReports,
  canSeeOrganization,
  createFolder,
  deleteFolder,
  renameFolder,
  type Folder,
  type Organization,
  type ReportsState,
  type ReportsStore,
  type User,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useFolders, useOrganizations } from '../../resources/hooks.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useReportsStore } from '../../provider/useReports.js';
import { useSession } from '../../provider/useSession.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { Select } from '../Select/index.js';
import { FolderForm, type FolderInput } from './FolderForm.js';
import * as styles from './FolderMenu.css.js';

export interface FolderMenuProps {
  /**
   * The reports store whose list a folder opens in.
   * @default the provider's shared store
   */
  store?: ReportsStore;
  /**
   * The organizations whose folders may be listed; with more than one, a choice is shown.
   * @default those of `GET /organizations`
   */
  organizations?: readonly Organization[];
  className?: string;
}

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'rename'; folder: Folder };

const selectUser = (s: { user: User | null }) => s.user;
const selectFolder = (s: ReportsState) => s.filters.folder;
const ignore = () => undefined;

/**
 * The folders of an organization, in the filter panel: open one to see its reports in the
 * list; editors also create, rename and delete them (delete asks first). Readers only list and open.
 */
export function FolderMenu({ store: givenStore, organizations: givenOrganizations, className }: FolderMenuProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const sharedStore = useReportsStore();
  const store = givenStore ?? sharedStore;
  const openId = useStoreSelector(store, selectFolder);
  const actor = actorOf(useSession(selectUser));
  const loaded = useOrganizations(!givenOrganizations);
  const organizations = givenOrganizations ?? loaded.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const organizationId = chosen ?? organizations[0]?.id ?? null;
  const folders = useFolders(organizationId);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const editor = Boolean(actor && organizationId !== null && canEditReports(actor) && canSeeOrganization(actor, organizationId));

  const open = (folderId: number | null) => void store.getState().openFolder(folderId).catch(ignore);

  const save = async (input: FolderInput) => {
    if (organizationId === null) return;
    if (editing.kind === 'rename') {
      await renameFolder(client, organizationId, editing.folder.id, input);
      alerts.getState().push('success', 'folders.renamed');
    } else {
      await createFolder(client, organizationId, input);
      alerts.getState().push('success', 'folders.created');
    }
    // the write itself has the folders fetched again
    setEditing({ kind: 'none' });
  };

  const confirmDelete = async () => {
    if (!deleting || organizationId === null) return;
    setDeleteBusy(true);
    try {
      await deleteFolder(client, organizationId, deleting.id);
      alerts.getState().push('success', 'folders.deleted');
      if (openId === deleting.id) open(null);
      setDeleting(null);
      // the Delete button that opened the dialog is gone with its folder: carry on from "New folder"
      setTimeout(() => createButton.current?.focus(), 0);
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className={clsx(styles.root, className)}>
      {organizations.length > 1 ? (
        <Select
          label={t('folders.organization')}
          options={organizations.map((organization) => ({ value: String(organization.id), label: organization.name }))}
          value={organizationId === null ? '' : String(organizationId)}
          onChange={(event) => {
            setChosen(Number(event.target.value));
            setEditing({ kind: 'none' });
          }}
        />
      ) : null}

      {folders.status === 'loading' && !folders.data ? (
        <p role="status" className={styles.note}>
          {t('app.loading')}
        </p>
      ) : null}
      {folders.status === 'error' ? (
        <p className={styles.note}>
          {t('folders.loadError')}{' '}
          <Button variant="link" onClick={() => void folders.refetch()}>
            {t('reportList.retry')}
          </Button>
        </p>
      ) : null}
      {folders.status === 'success' && folders.data?.length === 0 ? <p className={styles.note}>{t('folders.none')}</p> : null}

      {folders.data?.length ? (
        <ul className={styles.list}>
          {folders.data.map((folder) =>
            editing.kind === 'rename' && editing.folder.id === folder.id ? (
              <li key={folder.id}>
                <FolderForm folder={folder} onSave={save} onCancel={() => setEditing({ kind: 'none' })} />
              </li>
            ) : (
              <li key={folder.id} className={styles.row}>
                <button
                  type="button"
                  className={styles.open}
                  aria-current={openId === folder.id ? 'true' : undefined}
                  onClick={() => open(folder.id)}
                >
                  <span className={styles.swatch} style={{ background: folder.colour }} aria-hidden="true" />
                  <span className={styles.name} dir="auto">
                    {folder.name}
                  </span>
                  <span className={styles.count}>{t('folders.reports', { count: folder.reports })}</span>
                </button>
                {editor ? (
                  <span className={styles.rowActions}>
                    <Button
                      variant="link"
                      aria-label={t('folders.renameNamed', { name: folder.name })}
                      onClick={() => setEditing({ kind: 'rename', folder })}
                    >
                      {t('folders.rename')}
                    </Button>
                    <Button variant="link" aria-label={t('folders.deleteNamed', { name: folder.name })} onClick={() => setDeleting(folder)}>
                      {t('folders.delete')}
                    </Button>
                  </span>
                ) : null}
              </li>
            ),
          )}
        </ul>
      ) : null}

      {editor && editing.kind === 'create' ? <FolderForm onSave={save} onCancel={() => setEditing({ kind: 'none' })} /> : null}
      {editor && editing.kind !== 'create' ? (
        <Button ref={createButton} variant="secondary" onClick={() => setEditing({ kind: 'create' })}>
          <ListIcon name="plus" size={18} />
          {t('folders.create')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('folders.deleteTitle')}
        confirmLabel={t('folders.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : setDeleting(null))}
      >
        {t('folders.deleteWarning', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
