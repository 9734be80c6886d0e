/** Dates are shown as 'yyyy-MM-dd H:mm (UTC)' (docs/validation.md). */
export function formatUtcDate(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${d.getUTCHours()}:${pad(d.getUTCMinutes())} (UTC)`;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Relative time from seconds to years with 30-day months and 365-day years (docs/validation.md). */
export function relativeTime(value: Date | string | number, languageTag: string, now: Date = new Date()): string {
  const d = value instanceof Date ? value : new Date(value);
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const [unit, size] = units.find(([, s]) => abs >= s) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
}
