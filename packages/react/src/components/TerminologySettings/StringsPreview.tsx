import { useId } from 'react';
import { limits, type StringProblem, type StringsImportResult } from '@fieldwatch/core';
import type { HeadingLevel } from '../../internal/Heading.js';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import * as styles from './TerminologySettings.css.js';

interface StringsPreviewProps {
  result: StringsImportResult;
  fileName: string;
  level: HeadingLevel;
  headingRef: { current: HTMLHeadingElement | null };
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const problemKeys = {
  unknownKey: 'terminology.problem.unknownKey',
  emptyText: 'terminology.problem.emptyText',
  tooLong: 'terminology.problem.tooLong',
  invalidMessage: 'terminology.problem.invalidMessage',
  placeholdersDiffer: 'terminology.problem.placeholdersDiffer',
  duplicateKey: 'terminology.problem.duplicateKey',
} as const satisfies Record<StringProblem, string>;

/**
 * What an uploaded CSV would do, before anything is stored: the texts it changes (from the text shown
 * now to the new one), how many lines change nothing, and the lines left out with the reason for each;
 * then "Apply N changes" or Cancel.
 */
export function StringsPreview({ result, fileName, level, headingRef, applying, onApply, onCancel }: StringsPreviewProps) {
  const t = useT();
  const id = useId();
  const Heading = `h${level}` as const;
  const changes = result.changed.length;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <Heading id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.sectionTitle} dir="auto">
        {t('terminology.previewTitle', { file: fileName })}
      </Heading>

      {changes > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('terminology.changedCaption', { count: changes })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('terminology.column.key')}</th>
                <th scope="col">{t('terminology.column.current')}</th>
                <th scope="col">{t('terminology.column.new')}</th>
              </tr>
            </thead>
            <tbody>
              {result.changed.map((change) => (
                <tr key={change.key}>
                  <th scope="row" className={styles.key} dir="ltr">
                    {change.key}
                  </th>
                  <td dir="auto">{change.from}</td>
                  <td dir="auto">{change.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.note}>{t('terminology.nothingChanges')}</p>
      )}
      <p className={styles.note}>{t('terminology.unchanged', { count: result.unchanged })}</p>

      {result.rejected.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('terminology.rejectedCaption', { count: result.rejected.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('terminology.column.line')}</th>
                <th scope="col">{t('terminology.column.key')}</th>
                <th scope="col">{t('terminology.column.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rejected.map((line) => (
                <tr key={`${line.line}-${line.key}`}>
                  <th scope="row">{line.line}</th>
                  <td className={styles.key} dir="ltr">
                    {line.key}
                  </td>
                  <td>{t(problemKeys[line.problem], { max: limits.stringOverrideMax })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button disabled={changes === 0} busy={applying} onClick={onApply}>
          {applying ? t('terminology.applying') : t('terminology.apply', { count: changes })}
        </Button>
        <Button variant="secondary" disabled={applying} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
