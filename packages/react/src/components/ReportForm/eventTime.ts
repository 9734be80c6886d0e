import { CalendarDateTime, fromAbsolute, toZoned } from '@internationalized/date';

/**
 * The event time of the report form, on the wall clock of the deployment's time zone (option `timezone`,
 * handed to every client in the handshake): what is typed is read in that zone and sent as a UTC instant;
 * a report opened for editing shows its instant in that zone. Zone rules (offsets, summer time) come from
 * @internationalized/date, which the form's date field already loads.
 */
export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

/** The zone if this browser knows it, else UTC (a zone name from an older or newer tz database). */
export function knownTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant as the wall clock of `timeZone` shows it. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const zoned = fromAbsolute(instant.getTime(), knownTimeZone(timeZone));
  return {
    date: `${pad(zoned.year, 4)}-${pad(zoned.month)}-${pad(zoned.day)}`,
    hour: zoned.hour,
    minute: zoned.minute,
    second: zoned.second,
  };
}

/**
 * The instant a wall-clock time of `timeZone` stands for, as ISO 8601 UTC (`…Z`, whole seconds); null
 * for a day that does not exist (30 February). A time skipped when clocks go forward is read as the
 * same clock time after the change, and an hour that happens twice as its first occurrence (the
 * common "compatible" reading).
 */
export function instantOf({ date, hour, minute, second }: WallClock, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const local = new CalendarDateTime(year, month, day, hour, minute, second);
  // the constructor moves an impossible day to a real one: that is not what was typed
  if (local.year !== year || local.month !== month || local.day !== day) return null;
  return toZoned(local, knownTimeZone(timeZone), 'compatible')
    .toDate()
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}
