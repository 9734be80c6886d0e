import { useEffect, useId, useState } from 'react';
import { updateReport, urgencies, type OrganizationMember, type Report, type TagGroup, type Urgency } from '@fieldwatch/core';
import { Modal } from '../../internal/Modal.js';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOrganizationUsers } from '../../resources/hooks.js';
import { ActivityFeed } from '../ActivityFeed/index.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import type { ReportAbilities } from './reportAbilities.js';
import * as styles from './ReportView.css.js';

interface ActivityDialogProps {
  report: Report;
  abilities: ReportAbilities;
  tagGroups: readonly TagGroup[];
  onChanged: (report: Report) => void;
  onClose: () => void;
}

const noUsers: readonly OrganizationMember[] = [];

const nameOf = (user: OrganizationMember) => {
  const full = `${user.firstname} ${user.lastname}`.trim();
  return full ? `${user.username} (${full})` : user.username;
};

/**
 * The activity modal: the report's activity, and for editors the assignee (needs a chosen user,
 * option assignment_enabled) and the urgency (needs a chosen value, option urgency_enabled).
 */
export function ActivityDialog({ report, abilities, tagGroups, onChanged, onClose }: ActivityDialogProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const formId = useId();
  const [assignee, setAssignee] = useState('');
  const [urgency, setUrgency] = useState('');
  const [busy, setBusy] = useState<'assign' | 'urgency' | null>(null);

  // the server lists the active users of the organization (the assignee must be one, docs/reports.md)
  const members = useOrganizationUsers(abilities.assign ? report.organization.id : null);
  const users = members.data ?? noUsers;
  useEffect(() => {
    if (members.error) showError(members.error);
  }, [members.error, showError]);

  const change = async (kind: 'assign' | 'urgency') => {
    setBusy(kind);
    try {
      const chosenUrgency = urgency === 'none' ? null : (urgency as Urgency);
      const saved = await updateReport(
        client,
        report.organization.id,
        report.id,
        kind === 'assign' ? { assignee: Number(assignee) } : { urgency: chosenUrgency },
      );
      if (kind === 'assign') {
        alerts.getState().push('success', 'reportView.assigned', { username: saved.assignee?.username ?? '' });
        setAssignee('');
      } else {
        alerts.getState().push('success', 'reportView.urgencySet', {
          urgency: t(chosenUrgency ? `report.urgency.${chosenUrgency}` : 'report.urgency.none'),
        });
        setUrgency('');
      }
      onChanged(saved);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal title={t('reportView.activityTitle')} onClose={onClose} size="medium">
      {abilities.assign || abilities.urgency ? (
        <div className={styles.dialogControls}>
          {abilities.assign ? (
            <div className={styles.inlineControl}>
              <Select
                id={`${formId}-assignee`}
                label={t('reportView.assignLabel')}
                value={assignee}
                onChange={(event) => setAssignee(event.target.value)}
                options={[
                  { value: '', label: t('reportView.chooseUser') },
                  ...users.map((user) => ({ value: String(user.id), label: nameOf(user) })),
                ]}
              />
              <Button onClick={() => void change('assign')} disabled={!assignee} busy={busy === 'assign'}>
                {t('reportView.assign')}
              </Button>
            </div>
          ) : null}
          {abilities.urgency ? (
            <div className={styles.inlineControl}>
              <Select
                id={`${formId}-urgency`}
                label={t('reportView.urgencyLabel')}
                value={urgency}
                onChange={(event) => setUrgency(event.target.value)}
                options={[
                  { value: '', label: t('reportView.chooseUrgency') },
                  ...urgencies.map((value) => ({ value, label: t(`report.urgency.${value}`) })),
                  { value: 'none', label: t('report.urgency.none') },
                ]}
              />
              <Button onClick={() => void change('urgency')} disabled={!urgency} busy={busy === 'urgency'}>
                {t('reportView.setUrgency')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <ActivityFeed reportId={report.id} tagGroups={tagGroups} headingLevel={3} />
    </Modal>
  );
}
