import clsx from 'clsx';
import { useId } from 'react';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import * as styles from './NotFound.css.js';

export interface NotFoundProps {
  /** "Take me back": the host goes to its start page (/dashboard in the dashboard). */
  onBack: () => void;
  /**
   * Level of the heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/** The not-found page: says the page is missing, with a way back. */
export function NotFound({ onBack, headingLevel = 1 }: NotFoundProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('notFound.title')}
      </Heading>
      <p className={form.intro}>{t('notFound.body')}</p>
      <Button onClick={onBack}>{t('notFound.back')}</Button>
    </section>
  );
}
