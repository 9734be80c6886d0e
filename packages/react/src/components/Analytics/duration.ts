import type { IntlShape } from 'react-intl';

/**
 * A median time to verification in the unit a reader expects: minutes under an hour, hours under two
 * days, days beyond; at most one decimal, with the locale's own unit words and plural.
 */
export function formatDuration(hours: number, intl: Pick<IntlShape, 'formatNumber'>): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: 1 });
  if (hours < 1) return unit(Math.round(hours * 60), 'minute');
  if (hours < 48) return unit(hours, 'hour');
  return unit(hours / 24, 'day');
}
