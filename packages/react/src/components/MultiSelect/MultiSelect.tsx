import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/useT.js';
import { error as errorStyle, hint as hintStyle } from '../../internal/FieldShell.css.js';
import { ListIcon } from '../../internal/listIcons.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import * as styles from './MultiSelect.css.js';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** language of the label (a tag name in another language) */
  lang?: string;
}

export interface MultiSelectProps {
  /** What is chosen (author, assignee, a tag group…): the button's words and the group's legend. */
  label: string;
  options: readonly MultiSelectOption[];
  /** the chosen values */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * Show a box that narrows the list by text.
   * @default more than 8 options
   */
  searchable?: boolean;
  /** Said instead of the list when there is nothing to choose (not loaded, or failed). */
  emptyText?: string;
  /**
   * What the button says while nothing is chosen.
   * @default "Any" (a filter)
   */
  noneText?: string;
  /** Help text under the button, linked with `aria-describedby`. */
  hint?: string;
  /** An error in words, shown under the button; sets `aria-invalid` and is announced. */
  error?: string | undefined;
  /**
   * Open at first.
   * @default false
   */
  defaultOpen?: boolean;
  className?: string;
}

const searchableFrom = 9;

/**
 * A multi-select as a disclosure: a button that says what is chosen and opens, in the flow of the page,
 * a group of native checkboxes (optionally narrowed by a text box). Keyboard, screen readers and phones
 * handle checkboxes well; Escape inside the group closes it and returns to the button.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  searchable,
  emptyText,
  noneText,
  hint,
  error,
  defaultOpen = false,
  className,
}: MultiSelectProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const chosen = new Set(value);
  const withSearch = searchable ?? options.length >= searchableFrom;
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;

  const chosenLabels = options.filter((option) => chosen.has(option.value)).map((option) => option.label);
  const summary =
    chosenLabels.length === 0
      ? (noneText ?? t('filters.any'))
      : chosenLabels.length === 1
        ? chosenLabels[0]!
        : t('filters.selectedCount', { count: chosenLabels.length });

  const toggle = (optionValue: string, on: boolean) => {
    const next = on ? [...value, optionValue] : value.filter((v) => v !== optionValue);
    onChange([...new Set(next)]);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // the first Escape in a filled search box empties it, the next one closes the group
    if (event.target instanceof HTMLInputElement && event.target.type === 'search' && query) {
      setQuery('');
      return;
    }
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className={clsx(styles.root, className)}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.label}>{label}</span>
        <span className={styles.summary}>{summary}</span>
        <ListIcon name="chevronDown" size={18} className={styles.chevron} />
      </button>
      {hint ? (
        <p id={`${id}-hint`} className={clsx(hintStyle, styles.under)}>
          {hint}
        </p>
      ) : null}
      {error !== undefined ? (
        <p id={`${id}-error`} className={clsx(errorStyle, styles.under)} aria-live="polite">
          {error}
        </p>
      ) : null}
      <fieldset id={`${id}-panel`} className={styles.panel} hidden={!open} onKeyDown={closeOnEscape}>
        <legend className={visuallyHidden}>{label}</legend>
        {options.length === 0 ? (
          <p className={styles.note}>{emptyText ?? t('filters.noChoices')}</p>
        ) : (
          <>
            {withSearch ? (
              <input
                type="search"
                className={styles.search}
                aria-label={t('filters.findChoice', { label })}
                placeholder={t('filters.findChoice', { label })}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            ) : null}
            {shown.length === 0 ? <p className={styles.note}>{t('filters.noMatch')}</p> : null}
            <ul className={styles.list}>
              {shown.map((option) => (
                <li key={option.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      className={styles.box}
                      checked={chosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    <span lang={option.lang}>{option.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </fieldset>
    </div>
  );
}
