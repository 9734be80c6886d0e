import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import {
  actorOf,
  authorColors,
  canAdminister,
  canSeeOrganization,
  deleteLayer,
  findLanguage,
  layerNameIn,
  type Layer,
  type Options,
  type User,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useOrganizationLayers } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { Button } from '../Button/index.js';
import { AdminOrganizationPicker } from '../AdminOrganizationPicker/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { enabledLocales } from '../../internal/locales.js';
import { LayerForm } from './LayerForm.js';
import * as styles from './AdminLayers.css.js';

export interface AdminLayersProps {
  /**
   * Level of the tab's heading (the form takes the next one).
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** The organization whose layers are shown; without it, the one chosen for the admin tabs (`useAdminOrganization`). */
  organizationId?: number;
  /**
   * Without `organizationId`, whether the tab shows the organization choice itself (when there are several
   * organizations to choose from); `false` where the page shows it already (the dashboard's admin header).
   * @default true
   */
  organizationPicker?: boolean;
  className?: string;
}

type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; layer: Layer };

const selectOptions = (s: { options: Options | null }) => s.options;
const selectUser = (s: { user: User | null }) => s.user;

/**
 * The admin Layers tab, where layers are created, edited, deleted, named in each language or uploaded as
 * a shapefile, KML or GeoJSON (docs/layers.md): the organization's layers with their name in the
 * interface language, kind and color; a form to add or edit one; delete after a warning. With option
 * `organizations_shown` on and several organizations, the organization is chosen first.
 */
export function AdminLayers({ headingLevel = 2, organizationId: given, organizationPicker = true, className }: AdminLayersProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const language = useLanguage();
  const options = useOptions(selectOptions);
  const actor = actorOf(useSession(selectUser));
  const admin = useAdminOrganization();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Layer | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const organizationId = given ?? admin.organizationId;
  const organization = admin.organizations.find((candidate) => candidate.id === organizationId);
  // another organization chosen: what was open belonged to the one before
  const [shownFor, setShownFor] = useState(organizationId);
  if (shownFor !== organizationId) {
    setShownFor(organizationId);
    setEditing({ kind: 'none' });
    setDeleting(null);
  }
  const editor = Boolean(actor && organizationId !== null && canAdminister(actor) && canSeeOrganization(actor, organizationId));
  const locales = enabledLocales(options);
  const locale = findLanguage(language)?.locale ?? 'en_US';
  const defaultLocale = options?.default_language ?? 'en_US';
  const layers = useOrganizationLayers(organizationId);
  const nameOf = (layer: Layer) => layerNameIn(layer, locale, defaultLocale) || t('layers.unnamed');

  const kindOf = (layer: Layer) => {
    if (layer.type === 'raster') return t('layers.kind.raster');
    if (layer.vectorSource === 'file') return t('layers.kind.file', { count: layer.file?.features ?? 0 });
    return t('layers.kind.mapbox');
  };

  const close = () => {
    setEditing({ kind: 'none' });
    // the form is gone: carry on from the button that opens it
    setTimeout(() => addButton.current?.focus(), 0);
  };

  // the write itself has the layers fetched again
  const saved = close;

  const confirmDelete = async () => {
    if (!deleting || organizationId === null) return;
    setDeleteBusy(true);
    try {
      await deleteLayer(client, organizationId, deleting.id);
      alerts.getState().push('success', 'layers.deleted');
      if (editing.kind === 'edit' && editing.layer.id === deleting.id) setEditing({ kind: 'none' });
      setDeleting(null);
      setTimeout(() => addButton.current?.focus(), 0);
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('layers.title')}
      </Heading>
      <p className={styles.intro}>{t('layers.intro')}</p>

      {given === undefined && organizationPicker ? <AdminOrganizationPicker className={styles.organization} /> : null}

      {layers.status === 'loading' && !layers.data ? (
        <p role="status" className={styles.note}>
          {t('layers.loading')}
        </p>
      ) : null}
      {layers.status === 'error' ? (
        <p className={styles.note}>
          {t('layers.loadError')}{' '}
          <Button variant="link" onClick={() => void layers.refetch()}>
            {t('layers.retry')}
          </Button>
        </p>
      ) : null}
      {layers.status === 'success' && layers.data?.length === 0 ? <p className={styles.note}>{t('layers.empty')}</p> : null}

      {layers.data?.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('layers.list', { organization: organization?.name ?? '' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('layers.column.name')}</th>
                <th scope="col">{t('layers.column.kind')}</th>
                <th scope="col">{t('layers.column.color')}</th>
                {editor ? <th scope="col">{t('layers.column.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {layers.data.map((layer) => {
                const name = nameOf(layer);
                return (
                  <tr key={layer.id} aria-current={editing.kind === 'edit' && editing.layer.id === layer.id ? 'true' : undefined}>
                    <th scope="row" className={styles.name} dir="auto">
                      {name}
                    </th>
                    <td>{kindOf(layer)}</td>
                    <td>
                      <span className={styles.color}>
                        <span className={styles.swatch} style={{ background: layer.colour }} aria-hidden="true" />
                        <span dir="ltr">{layer.colour}</span>
                      </span>
                    </td>
                    {editor ? (
                      <td>
                        <span className={styles.rowActions}>
                          <Button
                            variant="link"
                            aria-label={t('layers.editNamed', { name })}
                            onClick={() => setEditing({ kind: 'edit', layer })}
                          >
                            {t('layers.edit')}
                          </Button>
                          <Button variant="link" aria-label={t('layers.deleteNamed', { name })} onClick={() => setDeleting(layer)}>
                            {t('layers.delete')}
                          </Button>
                        </span>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {editor && editing.kind === 'none' ? (
        <Button ref={addButton} variant="secondary" onClick={() => setEditing({ kind: 'create' })}>
          <ListIcon name="plus" size={18} />
          {t('layers.add')}
        </Button>
      ) : null}

      {editor && organizationId !== null && editing.kind !== 'none' ? (
        <LayerForm
          key={editing.kind === 'edit' ? `edit-${editing.layer.id}` : `create-${organizationId}`}
          organizationId={organizationId}
          layer={editing.kind === 'edit' ? editing.layer : undefined}
          locales={locales}
          color={authorColors[(layers.data?.length ?? 0) % authorColors.length]!}
          headingLevel={(headingLevel + 1) as 3 | 4}
          onSaved={saved}
          onCancel={close}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('layers.deleteTitle')}
        confirmLabel={t('layers.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : setDeleting(null))}
      >
        {t('layers.deleteWarning', { name: deleting ? nameOf(deleting) : '' })}
      </ConfirmDialog>
    </section>
  );
}
