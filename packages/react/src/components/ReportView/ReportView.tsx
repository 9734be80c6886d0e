import { useId, useState } from 'react';
import {
  actorOf,
  closeReport,
  deleteReport,
  formatUtcDate,
  updateReport,
  type MessageKey,
  type Options,
  type Report,
  type ReportUpdateInput,
  type TagGroup,
  type User,
} from '@fieldwatch/core';
import type { HeadingLevel } from '../../internal/Heading.js';
import { Icon, type IconName } from '../../internal/icons.js';
import { categoriesOf, translated } from '../../internal/tagNames.js';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { useTagGroups } from '../../resources/hooks.js';
import { ActivityFeed } from '../ActivityFeed/index.js';
import { Button } from '../Button/index.js';
import { CommentBox } from '../CommentBox/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { LocationMap } from '../LocationMap/index.js';
import { MediaGallery } from '../MediaGallery/index.js';
import { ReportForm } from '../ReportForm/index.js';
import { ActivityDialog } from './ActivityDialog.js';
import { AddToFoldersDialog } from './AddToFoldersDialog.js';
import { abilitiesOf } from './reportAbilities.js';
import { useReport } from './useReport.js';
import * as styles from './ReportView.css.js';

export interface ReportViewProps {
  /** The report to show. */
  reportId: number;
  /** The report when the host already holds it (from the list): shown at once, then fetched again. */
  initialReport?: Report | undefined;
  /** Every new version of the report: loaded, verified, edited, commented (the host updates its list). */
  onReportChange?: (report: Report) => void;
  /**
   * The report could not be fetched (unknown, not visible, network). The dashboard goes back to the
   * list with an alert.
   * @default an error alert
   */
  onLoadError?: (error: unknown) => void;
  /** The report was deleted. */
  onDeleted?: (report: Report) => void;
  /** Edit mode started or stopped holding unsaved input, for the host's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Level of the report's title.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

const noGroups: readonly TagGroup[] = [];

type Dialog = 'folders' | 'activity' | 'delete' | 'close' | 'leaveEdit' | null;

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * The report view and edit screen: header icons (add to folders, see activity, delete), urgency banner,
 * date, status, public flag, author, verify and edit, title, categories, description, location map,
 * evidence, and the activity feed with the comment box. Controls follow core policy and the options.
 */
export function ReportView({ reportId, initialReport, onReportChange, onLoadError, onDeleted, onDirtyChange, headingLevel = 1 }: ReportViewProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const language = useLanguage();
  const user = useSession(selectUser);
  const options = useOptions(selectOptions);
  const titleId = useId();
  const { report, apply } = useReport(reportId, initialReport, (next) => onReportChange?.(next), onLoadError ?? showError);
  // categories read as nothing without them: the report itself is still worth showing
  const tagGroups = useTagGroups().data ?? noGroups;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirtyChange?.(value);
  };

  if (!report) {
    return (
      <p role="status" className={styles.loading}>
        {t('reportView.loading')}
      </p>
    );
  }

  const abilities = abilitiesOf(actorOf(user), report, options);
  const closed = report.lifecycle === 'closed';
  const Title = `h${headingLevel}` as const;
  const sectionLevel = Math.min(headingLevel + 1, 3) as HeadingLevel;
  const Section = `h${sectionLevel}` as const;
  // each write of core has its report's activity fetched again, in every feed shown
  const changed = apply;

  /** Runs a change and shows the report it returns; true when it worked. */
  const run = async (name: string, call: () => Promise<Report>, notice: MessageKey) => {
    setPending(name);
    try {
      changed(await call());
      alerts.getState().push('success', notice);
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setPending(null);
    }
  };
  const update = (name: string, changes: ReportUpdateInput, notice: MessageKey) =>
    run(name, () => updateReport(client, report.organization.id, report.id, changes), notice);

  const remove = async () => {
    setPending('delete');
    try {
      await deleteReport(client, report.organization.id, report.id);
      alerts.getState().push('success', 'reportView.deleted');
      setDialog(null);
      onDeleted?.(report);
    } catch (error) {
      showError(error);
    } finally {
      setPending(null);
    }
  };

  const stopEditing = () => {
    markDirty(false);
    setEditing(false);
    setDialog(null);
  };

  const toolbar: { icon: IconName; label: MessageKey; dialog: Exclude<Dialog, null>; shown: boolean }[] = [
    { icon: 'folderPlus', label: 'reportView.addToFolders', dialog: 'folders', shown: abilities.folders },
    { icon: 'activity', label: 'reportView.seeActivity', dialog: 'activity', shown: true },
    { icon: 'trash', label: 'reportView.delete', dialog: 'delete', shown: abilities.delete },
  ];
  const categories = categoriesOf(report.taxonomies, tagGroups, language);

  return (
    <article aria-labelledby={titleId} className={styles.root}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title} dir="auto">
          {report.title}
        </Title>
        <div role="toolbar" aria-label={t('reportView.toolbar')} className={styles.toolbar}>
          {toolbar
            .filter((item) => item.shown)
            .map((item) => (
              <button
                key={item.dialog}
                type="button"
                className={item.dialog === 'delete' ? styles.iconButtonDanger : styles.iconButton}
                aria-label={t(item.label)}
                title={t(item.label)}
                onClick={() => setDialog(item.dialog)}
              >
                <Icon name={item.icon} />
              </button>
            ))}
        </div>
      </header>

      {report.urgency && !closed ? (
        <p className={styles.banner} data-urgency={report.urgency} role="note">
          <Icon name="warning" />
          {t('reportView.urgencyBanner', { urgency: t(`report.urgency.${report.urgency}`) })}
        </p>
      ) : null}

      <dl className={styles.meta}>
        <div>
          <dt>{t('reportView.eventDate')}</dt>
          <dd>
            <time dateTime={report.event_date} dir="ltr">
              {formatUtcDate(report.event_date)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('reportView.status')}</dt>
          <dd className={styles.badges}>
            <span className={styles.badge} data-tone={closed ? 'closed' : 'lifecycle'}>
              {t(`report.lifecycle.${report.lifecycle}`)}
            </span>
            <span className={styles.badge} data-tone={report.verified ? 'verified' : 'unverified'}>
              {t(report.verified ? 'report.verified' : 'report.unverified')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('reportView.visibility')}</dt>
          <dd>{t(`report.visibility.${report.visibility}`)}</dd>
        </div>
        <div>
          <dt>{t('reportView.author')}</dt>
          <dd>{report.author?.username ?? t('reportView.unknownAuthor')}</dd>
        </div>
        <div>
          <dt>{t('reportView.assignee')}</dt>
          <dd>{report.assignee?.username ?? t('reportView.notAssigned')}</dd>
        </div>
        <div>
          <dt>{t('reportView.organization')}</dt>
          <dd>{report.organization.name}</dd>
        </div>
      </dl>

      {editing ? null : (
        <div className={styles.actions}>
          {abilities.verify ? (
            <Button
              variant="secondary"
              busy={pending === 'verify'}
              onClick={() => void update('verify', { verified: !report.verified }, report.verified ? 'reportView.unverifiedNotice' : 'reportView.verifiedNotice')}
            >
              {t(report.verified ? 'reportView.unverify' : 'reportView.verify')}
            </Button>
          ) : null}
          {abilities.visibility ? (
            <Button
              variant="secondary"
              busy={pending === 'visibility'}
              onClick={() => void update('visibility', { visibility: report.visibility === 'public' ? 'private' : 'public' }, 'reportForm.updated')}
            >
              {t(report.visibility === 'public' ? 'reportView.makePrivate' : 'reportView.makePublic')}
            </Button>
          ) : null}
          {abilities.edit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('reportView.edit')}
            </Button>
          ) : null}
          {abilities.close ? (
            <Button variant="secondary" onClick={() => setDialog('close')}>
              {t('reportView.close')}
            </Button>
          ) : null}
        </div>
      )}

      {editing ? (
        <ReportForm
          report={report}
          headingLevel={sectionLevel}
          onDirtyChange={markDirty}
          onCancel={() => (dirty ? setDialog('leaveEdit') : stopEditing())}
          onSaved={(saved) => {
            stopEditing();
            changed(saved);
          }}
        />
      ) : (
        <>
          <section aria-labelledby={`${titleId}-categories`} className={styles.section}>
            <Section id={`${titleId}-categories`} className={styles.sectionTitle}>
              {t('reportView.categories')}
            </Section>
            {categories.length === 0 ? (
              <p className={styles.muted}>{t('reportView.noCategories')}</p>
            ) : (
              <dl className={styles.categories}>
                {categories.map((category) => (
                  <div key={category.group.id}>
                    <dt>{translated(category.group.translations, language)}</dt>
                    {category.values.map((value) => (
                      <dd key={value} className={styles.chip} dir="auto">
                        {value}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            )}
          </section>

          <section aria-labelledby={`${titleId}-description`} className={styles.section}>
            <Section id={`${titleId}-description`} className={styles.sectionTitle}>
              {t('reportView.description')}
            </Section>
            <p className={styles.description} dir="auto">
              {report.content}
            </p>
          </section>

          <section aria-labelledby={`${titleId}-location`} className={styles.section}>
            <Section id={`${titleId}-location`} className={styles.sectionTitle}>
              {t('reportView.location')}
            </Section>
            <LocationMap latitude={report.latitude} longitude={report.longitude} />
          </section>

          <section aria-labelledby={`${titleId}-evidence`} className={styles.section}>
            <Section id={`${titleId}-evidence`} className={styles.sectionTitle}>
              {t('reportView.evidence')}
            </Section>
            {report.media.length === 0 ? <p className={styles.muted}>{t('reportView.noMedia')}</p> : <MediaGallery media={report.media} />}
          </section>

          <ActivityFeed reportId={report.id} tagGroups={tagGroups} headingLevel={sectionLevel}>
            {/* a published comment has the report (which it may reopen) and its activity fetched again */}
            {abilities.comment ? <CommentBox reportId={report.id} closed={closed} /> : null}
          </ActivityFeed>
        </>
      )}

      {dialog === 'folders' ? <AddToFoldersDialog report={report} onClose={() => setDialog(null)} /> : null}
      {dialog === 'activity' ? (
        <ActivityDialog report={report} abilities={abilities} tagGroups={tagGroups} onChanged={changed} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        tone="danger"
        title={t('reportView.deleteTitle')}
        confirmLabel={t('reportView.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={pending === 'delete'}
        onConfirm={() => void remove()}
        onCancel={() => setDialog(null)}
      >
        {t('reportView.deleteWarning')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'close'}
        title={t('reportView.closeTitle')}
        confirmLabel={t('reportView.closeConfirm')}
        cancelLabel={t('common.cancel')}
        busy={pending === 'close'}
        onConfirm={() =>
          void run('close', () => closeReport(client, report.organization.id, report.id), 'reportView.closed').then((done) => done && setDialog(null))
        }
        onCancel={() => setDialog(null)}
      >
        {t('reportView.closeBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'leaveEdit'}
        title={t('reportForm.unsavedTitle')}
        confirmLabel={t('common.leave')}
        cancelLabel={t('common.goBack')}
        onConfirm={stopEditing}
        onCancel={() => setDialog(null)}
      >
        {t('reportForm.unsavedBody')}
      </ConfirmDialog>
    </article>
  );
}
