import clsx from 'clsx';
import { useT } from '../../i18n/useT.js';
import * as styles from './Avatar.css.js';

export interface AvatarProps {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** Used for the initials when there is no name. */
  username: string;
  /**
   * `small` in the navigation, `large` on the profile.
   * @default 'small'
   */
  size?: 'small' | 'large';
  /**
   * Hide from screen readers, when the text next to it already names the person (a "Profile" link).
   * @default false
   */
  decorative?: boolean;
  className?: string;
}

/** First character of a word, whole (an accented letter or a Tamil syllable is not split). */
const firstOf = (word: string | undefined) => {
  const trimmed = word?.trim();
  if (!trimmed) return '';
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed);
  return segments[Symbol.iterator]().next().value?.segment ?? '';
};

export function initialsOf(firstName: string | undefined, lastName: string | undefined, username: string): string {
  const fromNames = `${firstOf(firstName)}${firstOf(lastName)}`;
  const initials = fromNames || firstOf(username) + firstOf(username.slice(firstOf(username).length));
  return initials.toLocaleUpperCase();
}

/** The initials of a person, as the profile and the navigation show them. */
export function Avatar({ firstName, lastName, username, size = 'small', decorative = false, className }: AvatarProps) {
  const t = useT();
  const name = [firstName, lastName].filter((part) => part?.trim()).join(' ') || username;
  return (
    <span
      className={clsx(styles.avatar[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('profile.avatar', { name }) })}
    >
      {initialsOf(firstName, lastName, username)}
    </span>
  );
}
