/** A time zone to choose, with its offset from UTC now (`+01:00`). */
export interface TimeZoneChoice {
  zone: string;
  offset: string;
  /** what the search box matches: the name with spaces for underscores, and the offset */
  text: string;
}

/** When the runtime cannot list its time zones: one or two per region, and UTC. */
const fallbackZones = [
  'UTC',
  'Africa/Abidjan',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Bangkok',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Jakarta',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Manila',
  'Asia/Riyadh',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Pacific/Auckland',
];

/** Every IANA time zone the runtime knows (`Intl.supportedValuesOf`), UTC among them; a short list where it cannot say. */
export function timeZoneNames(intl: { supportedValuesOf?: (key: 'timeZone') => string[] } = Intl): string[] {
  const known = typeof intl.supportedValuesOf === 'function' ? intl.supportedValuesOf('timeZone') : [];
  return known.length > 0 ? [...new Set([...known, 'UTC'])].sort() : fallbackZones;
}

/** The offset of a time zone from UTC at `at`, as `+05:30` (`+00:00` for UTC); null for a zone the runtime does not know. */
export function utcOffset(zone: string, at: Date): string | null {
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const offset = name?.replace(/^GMT/, '') ?? '';
    return /^[+-]\d\d:\d\d$/.test(offset) ? offset : '+00:00';
  } catch {
    return null;
  }
}

/** The time zones to choose from with their offset at `at`, by name; `keep` (the stored one) always among them. */
export function timeZoneChoices(at: Date, keep: readonly string[] = [], names = timeZoneNames()): TimeZoneChoice[] {
  const zones = [...new Set([...names, ...keep.filter(Boolean)])];
  return zones.map((zone) => {
    const offset = utcOffset(zone, at) ?? '';
    return { zone, offset, text: `${zone.replace(/_/g, ' ')} ${zone} UTC${offset}`.toLocaleLowerCase() };
  });
}

/** The choices whose name or offset hold every word of `query` (`new york`, `asia`, `+05:30`); all of them for an empty query. */
export function matchingTimeZones(choices: readonly TimeZoneChoice[], query: string): TimeZoneChoice[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return words.length === 0 ? [...choices] : choices.filter((choice) => words.every((word) => choice.text.includes(word)));
}
