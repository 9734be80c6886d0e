import clsx from 'clsx';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  auditActions,
  auditExportQuerySchema,
  downloadAudit,
  roleNames,
  type AuditAction,
  type AuditEntry,
  type AuditFilterQuery,
  type AuditListQuery,
  type MessageKey,
  type RoleName,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { DateField } from '../../internal/DateField/DateField.js';
import * as pagerStyles from '../../internal/Pager.css.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useAuditLog } from '../../resources/useAuditLog.js';
import { Button } from '../Button/index.js';
import { saveBlob } from '../ExportPanel/index.js';
import { MultiSelect } from '../MultiSelect/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './AuditLog.css.js';

export interface AuditLogProps {
  /**
   * Level of the tab's heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Entries per page.
   * @default 50
   */
  pageSize?: number;
  className?: string;
}

interface Draft {
  action: AuditAction[];
  actor: string;
  from: string;
  to: string;
  q: string;
}

const noFilters: Draft = { action: [], actor: '', from: '', to: '', q: '' };

/** The filters as the API takes them: empty ones left out. */
function filtersOf(draft: Draft): AuditFilterQuery {
  const trimmed = { actor: draft.actor.trim(), q: draft.q.trim() };
  return {
    ...(draft.action.length > 0 ? { action: draft.action } : {}),
    ...(trimmed.actor ? { actor: trimmed.actor } : {}),
    ...(draft.from ? { from: draft.from } : {}),
    ...(draft.to ? { to: draft.to } : {}),
    ...(trimmed.q ? { q: trimmed.q } : {}),
  };
}

const actionLabel = (action: AuditAction): MessageKey => `audit.action.${action}` as MessageKey;
const isRoleName = (value: string): value is RoleName => (roleNames as readonly string[]).includes(value);
const knownTargets = new Set(['user', 'organization', 'options', 'language', 'report', 'story', 'layer', 'tag', 'tag_group', 'audit']);

/** One value of the details in a line: lists joined, a change as "old → new", anything else as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  const record = value as Record<string, unknown>;
  if ('from' in record && 'to' in record && Object.keys(record).length === 2) return `${valueText(record.from)} → ${valueText(record.to)}`;
  return JSON.stringify(value);
}

/**
 * The admin Audit log tab (docs/audit.md): every security-relevant event, newest first, a page at a time;
 * filters by action (several at once), user, days and text; "Export CSV" downloads every entry the filters
 * keep (the export is recorded too). For the Administrator; the server refuses anyone else.
 */
export function AuditLog({ headingLevel = 2, pageSize = 50, className }: AuditLogProps) {
  const t = useT();
  const intl = useIntl();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const message = useValidationMessage();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [draft, setDraft] = useState<Draft>(noFilters);
  const [applied, setApplied] = useState<AuditFilterQuery>({});
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  // the cursors of the pages read so far: the last is the page shown (undefined: the newest)
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [exporting, setExporting] = useState(false);
  const tableRegion = useRef<HTMLDivElement>(null);

  const cursor = cursors[cursors.length - 1];
  const query: AuditListQuery = { ...applied, limit: pageSize, ...(cursor === undefined ? {} : { cursor }) };
  const audit = useAuditLog(query);
  // the page shown stays while the next one is read, so the table and pager do not blink away
  const [held, setHeld] = useState(audit.data);
  if (audit.data && audit.data !== held) setHeld(audit.data);
  const page = audit.data ?? (audit.status === 'error' ? undefined : held);

  const actionOptions = useMemo(
    () =>
      auditActions
        .map((action) => ({ value: action, label: t(actionLabel(action)) }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [t, intl.locale],
  );

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filters = filtersOf(draft);
    const checked = auditExportQuerySchema.safeParse(filters);
    if (!checked.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Draft | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setApplied(filters);
    setCursors([undefined]);
  };

  const clear = () => {
    setDraft(noFilters);
    setErrors({});
    setApplied({});
    setCursors([undefined]);
  };

  const turn = (older: boolean) => {
    setCursors((was) => (older && page?.next != null ? [...was, page.next] : was.length > 1 ? was.slice(0, -1) : was));
    // the new page is read from its table, not from the pager the reader left
    setTimeout(() => tableRegion.current?.focus(), 0);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await downloadAudit(client, applied);
      saveBlob(file.blob, file.filename);
      alerts.getState().push('success', 'audit.exportStarted');
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const filtered = Object.keys(applied).length > 0;
  const loading = audit.status === 'loading' || (audit.fetching && !page);
  const status = loading
    ? t('audit.loading')
    : page && page.data.length === 0
      ? filtered
        ? t('audit.noMatch')
        : t('audit.empty')
      : page
        ? t('audit.shown', { count: page.data.length })
        : '';

  /** The details in short: a change first, as "old → new" (the arrow follows the reading direction; role names in words), then each other value by name. */
  const detailLines = (entry: AuditEntry): { name?: string; text: string }[] => {
    const { from, to, ...rest } = entry.details;
    const word = (value: unknown) =>
      entry.action === 'user.role' && typeof value === 'string' && isRoleName(value) ? t(`role.${value}`) : valueText(value);
    const change = from !== undefined && to !== undefined ? [{ text: t('audit.change', { from: word(from), to: word(to) }) }] : [];
    const others = Object.entries(from !== undefined && to !== undefined ? rest : entry.details);
    return [...change, ...others.map(([name, value]) => ({ name, text: valueText(value) }))];
  };

  const actorOf = (entry: AuditEntry) =>
    entry.actor.username ?? (entry.actor.id === null ? null : t('audit.userNumber', { id: entry.actor.id }));
  const targetOf = (entry: AuditEntry) => {
    const { type, id: targetId } = entry.target;
    if (!type) return null;
    const label = knownTargets.has(type) ? t(`audit.target.${type}` as MessageKey) : type;
    return targetId ? `${label} ${targetId}` : label;
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('audit.title')}
      </Heading>
      <p className={styles.intro}>{t('audit.intro')}</p>

      <form aria-label={t('audit.filters')} className={styles.filters} onSubmit={apply} noValidate>
        <MultiSelect
          label={t('audit.actions')}
          options={actionOptions}
          value={draft.action}
          onChange={(value) => setDraft((was) => ({ ...was, action: value as AuditAction[] }))}
          searchable
          noneText={t('audit.actionsNone')}
        />
        <TextField
          label={t('audit.actor')}
          hint={t('audit.actorHint')}
          value={draft.actor}
          error={message(errors.actor)}
          onChange={(event) => setDraft((was) => ({ ...was, actor: event.target.value }))}
        />
        <DateField
          label={t('audit.from')}
          value={draft.from}
          error={message(errors.from)}
          onChange={(value) => setDraft((was) => ({ ...was, from: value }))}
        />
        <DateField
          label={t('audit.to')}
          value={draft.to}
          error={message(errors.to)}
          onChange={(value) => setDraft((was) => ({ ...was, to: value }))}
        />
        <TextField
          label={t('audit.text')}
          hint={t('audit.textHint')}
          value={draft.q}
          error={message(errors.q)}
          onChange={(event) => setDraft((was) => ({ ...was, q: event.target.value }))}
        />
        <div className={styles.buttons}>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('audit.clear')}
          </Button>
        </div>
      </form>

      <div className={styles.toolbar}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          {t('audit.export')}
        </Button>
      </div>

      {audit.status === 'error' && !page ? (
        <div role="alert" className={styles.failed}>
          <span>{t('audit.loadFailed')}</span>
          <Button variant="secondary" onClick={() => void audit.refetch()}>
            {t('audit.retry')}
          </Button>
        </div>
      ) : null}

      {page && page.data.length > 0 ? (
        // a region the keyboard can reach and scroll: on a phone the table is wider than the screen
        <div ref={tableRegion} className={styles.tableWrap} role="region" aria-label={t('audit.caption')} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.columnTime')}</th>
                <th scope="col">{t('audit.columnActor')}</th>
                <th scope="col">{t('audit.columnAction')}</th>
                <th scope="col">{t('audit.columnTarget')}</th>
                <th scope="col">{t('audit.columnAddress')}</th>
                <th scope="col">{t('audit.columnDetails')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((entry) => {
                const actor = actorOf(entry);
                const details = detailLines(entry);
                return (
                  <tr key={entry.id}>
                    <td className={styles.nowrap}>
                      <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
                    </td>
                    <td>{actor === null ? <span className={styles.muted}>{t('audit.noActor')}</span> : <bdi>{actor}</bdi>}</td>
                    <th scope="row">{t(actionLabel(entry.action))}</th>
                    <td>{targetOf(entry) ?? <span className={styles.muted}>—</span>}</td>
                    <td dir="ltr" className={styles.nowrap}>
                      {entry.ip ?? '—'}
                    </td>
                    <td>
                      {details.length === 0 ? (
                        <span className={styles.muted}>—</span>
                      ) : (
                        <ul className={styles.details}>
                          {details.map((line) => (
                            <li key={line.name ?? ''}>
                              <bdi>{line.name ? `${line.name}: ${line.text}` : line.text}</bdi>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      {page && (cursors.length > 1 || page.next !== null) ? (
        <nav aria-label={t('audit.pages')} className={pagerStyles.pager}>
          <Button variant="secondary" disabled={cursors.length === 1} onClick={() => turn(false)}>
            {t('audit.newer')}
          </Button>
          <span>{t('audit.page', { page: cursors.length })}</span>
          <Button variant="secondary" disabled={page.next === null} onClick={() => turn(true)}>
            {t('audit.older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
