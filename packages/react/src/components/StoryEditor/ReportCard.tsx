import { formatUtcDate, type StoryReport } from '@fieldwatch/core';
import * as styles from './StoryEditor.css.js';

/** A report as a story block shows it: its first image, title and event date. */
export function ReportCard({ report }: { report: Pick<StoryReport, 'title' | 'event_date' | 'image'> }) {
  const image = report.image;
  const src = image ? (image.sizes.find((size) => size.size === 'thumbnail' || size.size === 'small')?.src ?? image.src) : null;
  return (
    <div className={styles.card}>
      {src ? <img src={src} alt="" loading="lazy" className={styles.cardImage} /> : null}
      <span className={styles.cardText}>
        <span className={styles.cardTitle} dir="auto">
          {report.title}
        </span>
        <time className={styles.cardDate} dateTime={report.event_date} dir="ltr">
          {formatUtcDate(report.event_date)}
        </time>
      </span>
    </div>
  );
}
