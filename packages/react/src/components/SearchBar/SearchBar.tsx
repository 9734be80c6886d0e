import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { limits, type ReportsState } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useReports, useReportsStore } from '../../provider/useReports.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { useSuggestions } from './useSuggestions.js';
import * as styles from './SearchBar.css.js';

export interface SearchBarProps {
  /**
   * A suggestion was chosen: open that report.
   * @default loads `/report/{id}` in the window
   */
  onOpenReport?: (id: number) => void;
  className?: string;
}

const selectSearch = (s: ReportsState) => s.filters.search;
const ignore = () => undefined;
const openByLocation = (id: number) => window.location.assign(`/report/${id}`);

/**
 * The report search bar, an ARIA 1.2 combobox: up to 5 suggested reports (title or content) as the
 * user types, the latest ones before 2 characters, a "see all results" option that searches the list,
 * and a clear button. ↑/↓ move through the options, Enter chooses, Escape closes (then clears).
 */
export function SearchBar({ onOpenReport = openByLocation, className }: SearchBarProps) {
  const t = useT();
  const message = useValidationMessage();
  const store = useReportsStore();
  const applied = useReports(selectSearch);
  const suggestions = useSuggestions();
  const [text, setText] = useState(applied ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // the search can change elsewhere (another bar, a reset): show what the list really searches
  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    setText(applied ?? '');
  }

  const query = text.trim();
  const items = suggestions.items;
  const seeAll = query.length > 0;
  const optionCount = items.length + (seeAll ? 1 : 0);
  const expanded = open && optionCount > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const latest = (suggestions.query ?? '').trim().length < limits.searchSuggestFrom;
  const exceeded = text.length >= limits.searchMax;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const searchAll = (value: string) => {
    close();
    suggestions.cancel();
    void store.getState().search(value).catch(ignore);
  };

  const choose = (index: number) => {
    const suggestion = items[index];
    if (suggestion) {
      close();
      onOpenReport(suggestion.id);
    } else if (seeAll) searchAll(query);
  };

  const clear = () => {
    setText('');
    close();
    suggestions.cancel();
    if (applied) void store.getState().search('').catch(ignore);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          suggestions.request(text, true);
        }
        if (optionCount === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index < 0 && step < 0 ? optionCount - 1 : (index + step + optionCount) % optionCount));
        return;
      }
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0) choose(active);
        else searchAll(text);
        return;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else if (text) clear();
        return;
    }
  };

  // the active option stays in view when the list scrolls
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const announcement =
    !open || suggestions.status !== 'ready'
      ? ''
      : items.length === 0 && query
        ? t('search.noSuggestions')
        : t('search.suggestionCount', { count: items.length });

  return (
    <div role="search" className={clsx(styles.root, className)}>
      <label htmlFor={`${id}-input`} className={visuallyHidden}>
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <ListIcon name="search" className={styles.searchIcon} />
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          placeholder={t('search.placeholder')}
          maxLength={limits.searchMax}
          value={text}
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={exceeded ? `${id}-limit` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
            suggestions.request(event.target.value);
          }}
          onFocus={() => {
            setOpen(true);
            suggestions.request(text, true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <button type="button" className={styles.clear} aria-label={t('search.clear')} onClick={clear}>
            <ListIcon name="clear" size={18} />
          </button>
        ) : null}
      </div>
      <p id={`${id}-limit`} className={styles.limit} aria-live="polite">
        {exceeded ? message('searchExceeded') : null}
      </p>

      <div className={styles.popup} hidden={!expanded}>
        <p id={`${id}-label`} className={styles.popupLabel}>
          {t(latest ? 'search.latest' : 'search.suggestions')}
        </p>
        <ul id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className={styles.listbox}>
          {items.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // keep the focus in the input (the combobox pattern): the click still chooses
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <span className={styles.optionTitle} dir="auto">
                {suggestion.title}
              </span>
              {suggestion.excerpt ? (
                <span className={styles.optionExcerpt} dir="auto">
                  {suggestion.excerpt}
                </span>
              ) : null}
            </li>
          ))}
          {seeAll ? (
            <li
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              className={clsx(styles.option, styles.seeAll)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(items.length)}
            >
              <ListIcon name="search" size={18} />
              {t('search.seeAll', { query })}
            </li>
          ) : null}
        </ul>
      </div>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
