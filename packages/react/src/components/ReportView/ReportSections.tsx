import type { Report, TagGroup } from '@fieldwatch/core';
import type { HeadingLevel } from '../../internal/Heading.js';
import { categoriesOf, translated } from '../../internal/tagNames.js';
import { useT } from '../../i18n/useT.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { ActivityFeed } from '../ActivityFeed/index.js';
import { CommentBox } from '../CommentBox/index.js';
import { LocationMap } from '../LocationMap/index.js';
import { MediaGallery } from '../MediaGallery/index.js';
import type { ReportAbilities } from './reportAbilities.js';
import * as styles from './ReportView.css.js';

interface ReportSectionsProps {
  report: Report;
  tagGroups: readonly TagGroup[];
  abilities: ReportAbilities;
  /** Prefix of the sections' heading ids (the title's id). */
  titleId: string;
  sectionLevel: HeadingLevel;
}

/**
 * The report's body out of edit mode: categories, description, location map, evidence, and the
 * activity feed with the comment box for those who may comment.
 */
export function ReportSections({ report, tagGroups, abilities, titleId, sectionLevel }: ReportSectionsProps) {
  const t = useT();
  const language = useLanguage();
  const Section = `h${sectionLevel}` as const;
  const categories = categoriesOf(report.taxonomies, tagGroups, language);

  return (
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
        {abilities.comment ? <CommentBox reportId={report.id} closed={report.lifecycle === 'closed'} /> : null}
      </ActivityFeed>
    </>
  );
}
