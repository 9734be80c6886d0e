import { useDraggable } from '@dnd-kit/core';
import { useId, useState, type PointerEventHandler } from 'react';
import { limits, type Report } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import { reportDragId, type ReportDragData } from './dragIds.js';
import { ReportCard } from './ReportCard.js';
import { storyReportOf } from './storyEditorValues.js';
import { useReportSearch } from './useReportSearch.js';
import * as styles from './StoryEditor.css.js';

interface ReportPickerProps {
  organizationId: number | null;
  /** reports already in the story: shown as such, not added twice */
  inStory: ReadonlySet<number>;
  disabled: boolean;
  onAdd: (report: Report) => void;
}

/**
 * The side list of reports: searched by title, each one dragged into the body with a pointer, or added
 * at its end with its "Add to story" button (the keyboard's and screen readers' way).
 */
export function ReportPicker({ organizationId, inStory, disabled, onAdd }: ReportPickerProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const { reports, total, loading } = useReportSearch(organizationId, query);

  return (
    <>
      <p className={styles.hint}>{t('storyEditor.reportsHint')}</p>
      <TextField
        type="search"
        label={t('storyEditor.reportsSearch')}
        value={query}
        maxLength={limits.searchMax}
        dir="auto"
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-count`} className={styles.hint} role="status">
        {loading ? t('storyEditor.reportsLoading') : t('storyEditor.reportsCount', { count: total })}
      </p>
      <ul className={styles.reportList} aria-labelledby={`${id}-count`} aria-busy={loading}>
        {reports.map((report) => (
          <PickerItem key={report.id} report={report} added={inStory.has(report.id)} disabled={disabled} onAdd={onAdd} />
        ))}
      </ul>
    </>
  );
}

function PickerItem({
  report,
  added,
  disabled,
  onAdd,
}: {
  report: Report;
  added: boolean;
  disabled: boolean;
  onAdd: (report: Report) => void;
}) {
  const t = useT();
  const data: ReportDragData = { kind: 'report', report };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: reportDragId(report.id), data, disabled: disabled || added });
  return (
    // a pointer drags the whole item; the keyboard adds with the button (a drag by keys across two lists would be a maze)
    <li
      ref={setNodeRef}
      className={styles.reportItem}
      style={isDragging ? { opacity: 0.5 } : undefined}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      <ReportCard report={storyReportOf(report)} />
      {/* aria-disabled once added, not disabled: the focus stays on it, so the user goes on down the list */}
      <Button
        variant="secondary"
        disabled={disabled}
        aria-disabled={added || undefined}
        onClick={() => (added ? undefined : onAdd(report))}
        aria-label={added ? undefined : t('storyEditor.addReportNamed', { title: report.title })}
      >
        {t(added ? 'storyEditor.inStory' : 'storyEditor.addReport')}
      </Button>
    </li>
  );
}
