/**
 * The event time of the report form, on the wall clock of the deployment's time zone (option `timezone`,
 * handed to every client in the handshake): what is typed is read in that zone and sent as a UTC instant;
 * a report opened for editing shows its instant in that zone. The zone rules (offsets, summer time) are
 * the browser's own tz data, read through `Intl.DateTimeFormat`: this code is in the `<report-form>`
 * element's first download, where a date library would weigh more than the rest of the form's dates.
 */
export interface WallClock {
  /** yyyy-MM-dd */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: numeric parts on a 24-hour clock. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone if this browser knows it, else UTC (a zone name from an older or newer tz database). */
export function knownTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    formatIn(zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall clock of `timeZone` at `ms`, as the milliseconds it would be in UTC. */
function wallMs(ms: number, timeZone: string): number {
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatIn(timeZone).formatToParts(ms)) if (type in parts) parts[type as keyof typeof parts] = Number(value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** An instant as the wall clock of `timeZone` shows it. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const wall = new Date(wallMs(instant.getTime() - instant.getMilliseconds(), knownTimeZone(timeZone)));
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time of `timeZone` stands for, as ISO 8601 UTC (`…Z`, whole seconds); null
 * for a day that does not exist (30 February). A time skipped when clocks go forward is read with the
 * offset from before the change (the same clock time after it), and an hour that happens twice as its
 * first occurrence: the common "compatible" reading.
 */
export function instantOf({ date, hour, minute, second }: WallClock, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wanted);
  // Date.UTC moves an impossible day to a real one (and reads years below 100 as 19xx): not what was typed
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const zone = knownTimeZone(timeZone);
  // the zone's offsets a day before and after: the wall time is one of them, or falls in the gap between
  const offsetBefore = wallMs(wanted - dayMs, zone) - (wanted - dayMs);
  const offsetAfter = wallMs(wanted + dayMs, zone) - (wanted + dayMs);
  const fits = [wanted - offsetBefore, wanted - offsetAfter].filter((at) => wallMs(at, zone) === wanted);
  const at = fits.length ? Math.min(...fits) : wanted - offsetBefore;
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
