import { useEffect, useRef, useState } from 'react';
import { deleteOrganization, FieldwatchError, type Organization, type OrganizationUsage } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import type { DeleteWarning } from '../../internal/useDeleteWarning.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { Select } from '../Select/index.js';
import * as styles from './AdminOrganizations.css.js';

export interface OrganizationDeleteDialogProps {
  warning: DeleteWarning<Organization, OrganizationUsage>;
  /** every organization, the one deleted among them: the others are where its reports may go */
  organizations: readonly Organization[];
  /** after the deletion, with where its reports went */
  onDeleted: (organization: Organization, movedTo: number | undefined) => void;
}

/**
 * The warning before an organization is deleted, from what it holds now (docs/organizations.md): its
 * reports move, with their folders and tags, to the organization chosen here (required while it holds
 * reports); its users lose it, and those left with no organization are deactivated; its layers go with
 * their files. Render it keyed by the organization, so each opening starts with no choice made.
 */
export function OrganizationDeleteDialog({ warning, organizations, onDeleted }: OrganizationDeleteDialogProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const [moveTo, setMoveTo] = useState('');
  const [moveError, setMoveError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const moveField = useRef<HTMLSelectElement>(null);
  // a refused choice takes the focus once it is on screen (it may appear with its error)
  const focusMove = useRef(false);
  useEffect(() => {
    if (!focusMove.current) return;
    focusMove.current = false;
    moveField.current?.focus();
  });
  const { target, usage, failed } = warning;
  const counting = target !== null && usage === null && !failed;
  // the choice is asked for whenever reports may have to move: counted, not counted, or arrived since
  const asksWhere = target !== null && !counting && (usage === null || usage.reports > 0 || moveError !== undefined);

  const close = () => (busy ? undefined : warning.close());

  const confirm = async () => {
    if (!target) return;
    if (usage && usage.reports > 0 && !moveTo) {
      setMoveError('required');
      focusMove.current = true;
      return;
    }
    const destination = asksWhere && moveTo ? Number(moveTo) : undefined;
    setBusy(true);
    try {
      await deleteOrganization(client, target.id, destination);
      alerts.getState().push('success', 'organizations.deleted');
      warning.close();
      onDeleted(target, destination);
    } catch (error) {
      const field = error instanceof FieldwatchError ? error.fields.move_to : undefined;
      if (field) {
        setMoveError(field);
        focusMove.current = true;
      }
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const others = organizations.filter((organization) => organization.id !== target?.id);
  return (
    <ConfirmDialog
      open={target !== null}
      tone="danger"
      title={t('organizations.deleteTitle')}
      confirmLabel={t('organizations.deleteConfirm')}
      cancelLabel={t('common.cancel')}
      busy={busy || counting}
      onConfirm={() => void confirm()}
      onCancel={close}
      controls={
        asksWhere ? (
          <div className={styles.moveTo}>
            <Select
              ref={moveField}
              label={t('organizations.moveTo')}
              required={(usage !== null && usage.reports > 0) || moveError !== undefined}
              options={[
                { value: '', label: t('organizations.moveToChoose') },
                ...others.map((organization) => ({ value: String(organization.id), label: organization.name })),
              ]}
              value={moveTo}
              error={message(moveError)}
              onChange={(event) => {
                setMoveTo(event.target.value);
                setMoveError(undefined);
              }}
            />
          </div>
        ) : null
      }
    >
      <div role="status" className={styles.dialogText}>
        {counting ? <p>{t('organizations.counting')}</p> : null}
        {target && usage ? (
          <>
            <p>
              {usage.reports > 0
                ? t('organizations.deleteReports', { name: target.name, reports: usage.reports, folders: usage.folders, tags: usage.tags })
                : t('organizations.deleteNoReports', { name: target.name })}
            </p>
            <p>
              {t('organizations.deleteUsers', { users: usage.users })}
              {usage.users_left_without > 0 ? ` ${t('organizations.deleteDeactivated', { count: usage.users_left_without })}` : null}
            </p>
            <p>{t('organizations.deleteLayers', { layers: usage.layers })}</p>
            <p>{t('organizations.deleteFinal')}</p>
          </>
        ) : null}
        {target && failed ? <p>{t('organizations.deleteWarningUncounted', { name: target.name })}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
