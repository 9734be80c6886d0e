import type { MessageKey, Report } from '@fieldwatch/core';
import type { HeadingLevel } from '../../internal/Heading.js';
import { Icon, type IconName } from '../../internal/icons.js';
import { useT } from '../../i18n/useT.js';
import type { ReportAbilities } from './reportAbilities.js';
import type { ReportDialog } from './useReportActions.js';
import * as styles from './ReportView.css.js';

interface ReportHeaderProps {
  report: Report;
  titleId: string;
  headingLevel: HeadingLevel;
  abilities: ReportAbilities;
  onOpen: (dialog: Exclude<ReportDialog, null>) => void;
}

/** The report's title and the icon toolbar that opens its dialogs (add to folders, activity, delete). */
export function ReportHeader({ report, titleId, headingLevel, abilities, onOpen }: ReportHeaderProps) {
  const t = useT();
  const Title = `h${headingLevel}` as const;
  const toolbar: { icon: IconName; label: MessageKey; dialog: Exclude<ReportDialog, null>; shown: boolean }[] = [
    { icon: 'folderPlus', label: 'reportView.addToFolders', dialog: 'folders', shown: abilities.folders },
    { icon: 'activity', label: 'reportView.seeActivity', dialog: 'activity', shown: true },
    { icon: 'trash', label: 'reportView.delete', dialog: 'delete', shown: abilities.delete },
  ];

  return (
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
              onClick={() => onOpen(item.dialog)}
            >
              <Icon name={item.icon} />
            </button>
          ))}
      </div>
    </header>
  );
}
