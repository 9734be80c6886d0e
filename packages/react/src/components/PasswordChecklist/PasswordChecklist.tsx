import clsx from 'clsx';
import { useId } from 'react';
import { passwordChecklist, type MessageKey, type PasswordChecklist as Checklist } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import * as styles from './PasswordChecklist.css.js';

export interface PasswordChecklistProps {
  /** The password being typed. */
  password: string;
  /**
   * Its confirmation. When given, a sixth rule "Both passwords the same" is shown; it counts as met only
   * once something is typed in the confirmation.
   */
  confirmation?: string;
  /** Id for the list, so a password field can point at it with `aria-describedby`. */
  id?: string;
  className?: string;
}

const rules: { rule: keyof Checklist; label: MessageKey }[] = [
  { rule: 'length', label: 'newPassword.rule.length' },
  { rule: 'upper', label: 'newPassword.rule.upper' },
  { rule: 'lower', label: 'newPassword.rule.lower' },
  { rule: 'number', label: 'newPassword.rule.number' },
  { rule: 'special', label: 'newPassword.rule.special' },
  { rule: 'match', label: 'newPassword.rule.match' },
];

/**
 * The live list of password requirements (7 to 72 characters, an upper-case letter, a lower-case letter,
 * a number, a special character, and the confirmation matching), computed by core's `passwordChecklist`
 * (the server checks the same rules). Each rule says "met" or "not met" in words, not only by color or
 * icon, and changes are read out politely.
 */
export function PasswordChecklist({ password, confirmation, id, className }: PasswordChecklistProps) {
  const t = useT();
  const titleId = useId();
  const state = passwordChecklist(password, confirmation);
  const shown = confirmation === undefined ? rules.filter((r) => r.rule !== 'match') : rules;
  const isMet = (rule: keyof Checklist) => (rule === 'match' ? Boolean(confirmation) && state.match : state[rule]);
  return (
    <div className={clsx(styles.root, className)}>
      <p id={titleId} className={styles.title}>
        {t('newPassword.checklistTitle')}
      </p>
      <ul id={id} aria-labelledby={titleId} aria-live="polite" className={styles.list}>
        {shown.map(({ rule, label }) => {
          const met = isMet(rule);
          return (
            <li key={rule} data-met={met} className={styles.item}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.icon}>
                {met ? (
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
                )}
              </svg>
              <span>{t(label)}</span>
              <span className={visuallyHidden}> {t(met ? 'newPassword.ruleMet' : 'newPassword.ruleNotMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
