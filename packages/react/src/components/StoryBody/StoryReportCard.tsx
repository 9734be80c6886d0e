import { lazy, Suspense, useRef, type ComponentType } from 'react';
import { formatUtcDate, type StoryReport } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import type { LocationMapProps } from '../LocationMap/index.js';
import { fallbackSrc, srcSetOf } from './storyMedia.js';
import { useNearViewport } from './useNearViewport.js';
import * as styles from './StoryBody.css.js';

/**
 * The small map, with maplibre-gl, loaded when the first card comes near the screen: a story of text only
 * never downloads it. A load that fails (the browser went offline before) leaves the cards with their
 * captions, which tell the place, and the next card drawn near the screen tries again; thrown, the error
 * would have taken the whole story off the page.
 */
let LocationMap = lazyLocationMap();
function lazyLocationMap() {
  return lazy((): Promise<{ default: ComponentType<LocationMapProps> }> =>
    import('../LocationMap/index.js').then(
      (module) => ({ default: module.LocationMap }),
      () => {
        LocationMap = lazyLocationMap();
        return { default: () => null };
      },
    ),
  );
}

export interface StoryReportCardProps {
  report: StoryReport;
  /** the API's base URL, against which the image's path is read */
  apiBase: string;
  /** where the title leads; none: the title is text */
  href: string | null;
  headingLevel: 2 | 3 | 4;
}

/**
 * A report block as it reads: its title, event date, a small map of its place and its first image, all
 * read live from the report (a story shows the report as it is now, not as it was when it was added).
 */
export function StoryReportCard({ report, apiBase, href, headingLevel }: StoryReportCardProps) {
  const t = useT();
  const link = useRenderLink();
  const card = useRef<HTMLElement>(null);
  const near = useNearViewport(card);
  const Heading = `h${headingLevel}` as const;
  const image = report.image;
  return (
    <article ref={card} className={styles.report} aria-label={t('stories.reportLabel', { title: report.title })}>
      <div className={styles.reportText}>
        <Heading className={styles.reportTitle} dir="auto">
          {href ? link({ href, className: styles.reportLink, children: report.title }) : report.title}
        </Heading>
        <p className={styles.reportDate}>
          <span>{t('stories.eventDate')}: </span>
          {/* 'yyyy-MM-dd H:mm (UTC)' reads left to right, also in Arabic */}
          <time dateTime={report.event_date} dir="ltr">
            {formatUtcDate(report.event_date)}
          </time>
        </p>
        {image ? (
          <img
            className={styles.reportImage}
            src={fallbackSrc(image, apiBase, 'medium')}
            srcSet={srcSetOf(image, apiBase)}
            sizes="(min-width: 48rem) 24rem, 100vw"
            alt={image.caption?.trim() || t('stories.reportImageAlt', { title: report.title })}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className={styles.reportMap}>
        {near ? (
          <Suspense fallback={null}>
            <LocationMap latitude={report.latitude} longitude={report.longitude} zoom={9} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
