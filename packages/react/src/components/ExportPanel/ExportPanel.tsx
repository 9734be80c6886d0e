import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import {
  compactFilters,
  createReportsStore,
  exportFormats,
  exportReports,
  type ExportFormat,
  type Options,
  type ReportsState,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useReportCount } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOptions } from '../../provider/useOptions.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { AdminOrganizationPicker } from '../AdminOrganizationPicker/index.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { ReportFilters } from '../ReportFilters/index.js';
import * as styles from './ExportPanel.css.js';

export interface ExportPanelProps {
  /**
   * Level of the panel's heading (the filters take the next one).
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** The organization whose reports are exported; without it, the one chosen for the admin tabs (`useAdminOrganization`). */
  organizationId?: number;
  /**
   * Without `organizationId`, whether the panel shows the organization choice itself (when there are
   * several organizations to choose from); `false` where the page shows it already (the dashboard's admin header).
   * @default true
   */
  organizationPicker?: boolean;
  className?: string;
}

const selectFilters = (s: ReportsState) => s.filters;
const selectOptions = (s: { options: Options | null }) => s.options;

/** Saves a Blob under a name through a temporary object URL (the browser's own download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // give the browser the time to start reading the file before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The admin Export tab: filters of its own (not the dashboard's), a format (CSV, GeoJSON, KML),
 * media in a zip or not, the organization when there are several, how many reports match, and Download.
 */
export function ExportPanel({ headingLevel = 2, organizationId: given, organizationPicker = true, className }: ExportPanelProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  // its own filters: choosing what to export never changes the dashboard's list
  const [store] = useState(() => createReportsStore(client, { pageSize: 1 }));
  const filters = useStoreSelector(store, selectFilters);
  const options = useOptions(selectOptions);
  const admin = useAdminOrganization();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [media, setMedia] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = useRef<AbortController | null>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const organizationId = given ?? admin.organizationId;
  const disabled = options?.export_enabled === '0';

  // the export is per organization: count what that organization's export will hold
  const exported = { ...compactFilters(filters), ...(organizationId !== null ? { organizations: [organizationId] } : {}) };
  const count = useReportCount(organizationId === null || disabled ? null : exported);

  useEffect(() => () => download.current?.abort(), []);

  const start = async () => {
    if (organizationId === null) return;
    download.current?.abort();
    const controller = new AbortController();
    download.current = controller;
    setBusy(true);
    try {
      const file = await exportReports(client, organizationId, { filters: exported, format, media, signal: controller.signal });
      saveBlob(file.blob, file.filename);
      alerts.getState().push('success', 'export.started');
    } catch (error) {
      showError(error);
    } finally {
      if (download.current === controller) download.current = null;
      setBusy(false);
    }
  };

  if (disabled) {
    return (
      <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
        <Heading id={`${id}-title`} className={styles.title}>
          {t('export.title')}
        </Heading>
        <p className={styles.intro}>{t('export.disabled')}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t('export.title')}
      </Heading>
      <p className={styles.intro}>{t('export.intro')}</p>
      <div className={styles.layout}>
        {/* folders belong to one organization and open at once: the export keeps to the filters it sends */}
        <ReportFilters
          store={store}
          headingLevel={(headingLevel + 1) as 3}
          organizationFilter={false}
          folders={false}
          className={styles.filters}
        />
        <div className={styles.options}>
          {given === undefined && organizationPicker ? <AdminOrganizationPicker /> : null}
          <fieldset className={styles.formats}>
            <legend className={styles.legend}>{t('export.format')}</legend>
            {exportFormats.map((value) => (
              <label key={value} className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className={styles.radioInput}
                />
                {t(`export.format.${value}`)}
              </label>
            ))}
          </fieldset>
          <Checkbox
            label={t('export.media')}
            hint={t('export.mediaHint')}
            checked={media}
            onChange={(event) => setMedia(event.target.checked)}
          />
          <p role="status" className={styles.count}>
            {count.status === 'success' && count.data !== undefined
              ? t('export.count', { count: count.data })
              : count.status === 'loading'
                ? t('export.counting')
                : ''}
          </p>
          <Button busy={busy} disabled={organizationId === null || count.data === 0} onClick={() => void start()}>
            <ListIcon name="download" size={18} />
            {t('export.download')}
          </Button>
        </div>
      </div>
    </section>
  );
}
