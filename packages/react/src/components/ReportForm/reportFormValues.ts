import {
  eventDateSchema,
  limits,
  parseCoordinate,
  reportContentSchema,
  reportTitleSchema,
  type Report,
  type ReportCreateInput,
  type ReportUpdateInput,
  type TagGroup,
  type Taxonomies,
} from '@fieldwatch/core';
import { instantOf, wallClockOf } from './eventTime.js';

/**
 * What the report form holds while it is edited. Coordinates stay as typed (decimal or DMS) and the
 * event date is split into a day and three time fields, read on the wall clock of `timeZone` (the
 * deployment's zone when the values were made; UTC when absent).
 */
export interface ReportFormValues {
  title: string;
  content: string;
  /** yyyy-MM-dd */
  date: string;
  hour: string;
  minute: string;
  second: string;
  latitude: string;
  longitude: string;
  /** by tag-group key (`g12`): chosen tag ids, or the text of a text group */
  tags: Record<string, string[] | string | undefined>;
  /** organization id */
  organization: string;
  /** the IANA zone the day and time are in; UTC when absent */
  timeZone?: string;
}

/** Tag-group keys never look like numbers, so a field path (`tags.g12`) never reads as a list index. */
export const groupKey = (groupId: number) => `g${groupId}`;

/** The server's field names (`error.fields`, docs/api.md) and the form fields they belong to. */
export function serverFields(groups: readonly TagGroup[]) {
  const fields: Record<string, `tags.${string}` | keyof Omit<ReportFormValues, 'tags'>> = {
    title: 'title',
    content: 'content',
    description: 'content',
    event_date: 'date',
    date: 'date',
    latitude: 'latitude',
    longitude: 'longitude',
    organization: 'organization',
  };
  for (const group of groups) fields[`taxonomies.${group.id}`] = `tags.${groupKey(group.id)}`;
  return fields;
}

const pad = (value: string | number) => String(value).padStart(2, '0');

/** A time field's problem: required, or a whole number from 0 to `max`. */
function timeProblem(text: string, max: number, problem: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  return /^\d{1,2}$/.test(trimmed) && Number(trimmed) <= max ? null : problem;
}

/** The event date the fields make, as ISO 8601 UTC; null when a part is missing or out of range. */
function eventDateOf(values: Pick<ReportFormValues, 'date' | 'hour' | 'minute' | 'second' | 'timeZone'>): string | null {
  const parts = [values.hour, values.minute, values.second].map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,2}$/.test(part))) return null;
  const [hour, minute, second] = parts.map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return instantOf({ date: values.date, hour, minute, second }, values.timeZone ?? 'UTC');
}

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'invalidValue');

/**
 * A report's rules (docs/validation.md), checked with core's schemas and coordinate parser (the same
 * rules the server uses): title ≤ 70, description ≤ 10000, coordinates, event date not in the future
 * with hour 0–23 and minute and second 0–59, tag texts ≤ 100. Returns a message key by field path
 * (`tags.g3` for a tag group).
 */
export function reportFormProblems(
  values: ReportFormValues,
  { organizationRequired = true }: ReportFormContext = {},
): Record<string, string> {
  const problems: Record<string, string | null> = {
    title: firstIssue(reportTitleSchema.safeParse(values.title)),
    content: firstIssue(reportContentSchema.safeParse(values.content)),
    date: values.date ? null : 'required',
    hour: timeProblem(values.hour, 23, 'reportForm.hourInvalid'),
    minute: timeProblem(values.minute, 59, 'reportForm.minuteInvalid'),
    second: timeProblem(values.second, 59, 'reportForm.secondInvalid'),
    organization: values.organization || !organizationRequired ? null : 'required',
  };
  for (const axis of ['latitude', 'longitude'] as const) {
    const value = parseCoordinate(axis, values[axis]);
    problems[axis] = typeof value === 'number' ? null : value;
  }
  const iso = eventDateOf(values);
  if (iso) problems.date = firstIssue(eventDateSchema.safeParse(iso));
  for (const [key, chosen] of Object.entries(values.tags)) {
    if (typeof chosen === 'string' && chosen.trim().length > limits.tagTextMax) problems[`tags.${key}`] = 'reportForm.tagTextExceeded';
  }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** What the checks depend on besides the values. */
export interface ReportFormContext {
  /** false for an anonymous report: the server puts it into option `anonymous_organization` */
  organizationRequired?: boolean;
}

/** Date fields for an instant, on the wall clock of `timeZone`. */
function dateFields(at: Date, timeZone: string): Pick<ReportFormValues, 'date' | 'hour' | 'minute' | 'second' | 'timeZone'> {
  const clock = wallClockOf(at, timeZone);
  return { date: clock.date, hour: String(clock.hour), minute: pad(clock.minute), second: pad(clock.second), timeZone };
}

/** A new report: the event happened now, in the user's first organization. */
export function emptyValues(now: Date, organizationId: number | null, timeZone = 'UTC'): ReportFormValues {
  return {
    title: '',
    content: '',
    ...dateFields(now, timeZone),
    latitude: '',
    longitude: '',
    tags: {},
    organization: organizationId ? String(organizationId) : '',
  };
}

/** The form's values for an existing report (edit mode), its event time on the wall clock of `timeZone`. */
export function valuesOf(report: Report, timeZone = 'UTC'): ReportFormValues {
  return valuesOfInput(report, report.organization.id, timeZone);
}

/** The form's values for what a report was (or is to be) created with: a submission kept on the device. */
export function valuesOfInput(
  input: Pick<ReportCreateInput, 'title' | 'content' | 'event_date' | 'latitude' | 'longitude' | 'taxonomies'>,
  organizationId: number | null,
  timeZone = 'UTC',
): ReportFormValues {
  const tags: ReportFormValues['tags'] = {};
  for (const [groupId, chosen] of Object.entries(input.taxonomies ?? {})) {
    tags[groupKey(Number(groupId))] = typeof chosen === 'string' ? chosen : chosen.map(String);
  }
  return {
    title: input.title,
    content: input.content,
    ...dateFields(new Date(input.event_date), timeZone),
    latitude: String(input.latitude),
    longitude: String(input.longitude),
    tags,
    organization: organizationId ? String(organizationId) : '',
  };
}

/** `taxonomies` of the API (group id → tag ids, or a text) for the groups on the form; empty ones left out. */
function taxonomiesOf(tags: ReportFormValues['tags'], groups: readonly TagGroup[]): Taxonomies {
  const taxonomies: Taxonomies = {};
  for (const group of groups) {
    const chosen = tags[groupKey(group.id)];
    if (group.type === 'text') {
      const text = typeof chosen === 'string' ? chosen.trim() : '';
      if (text) taxonomies[String(group.id)] = text;
    } else {
      const ids = (Array.isArray(chosen) ? chosen : []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length) taxonomies[String(group.id)] = [...new Set(ids)].sort((a, b) => a - b);
    }
  }
  return taxonomies;
}

/** `POST /organization/{id}/report` body for valid form values. */
export function createInputOf(values: ReportFormValues, groups: readonly TagGroup[]): ReportCreateInput {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    event_date: eventDateOf(values) ?? '',
    latitude: parseCoordinate('latitude', values.latitude) as number,
    longitude: parseCoordinate('longitude', values.longitude) as number,
    taxonomies: taxonomiesOf(values.tags, groups),
  };
}

/** The same taxonomies, whatever the order of groups and ids. */
function sameTaxonomies(a: Taxonomies, b: Taxonomies): boolean {
  const normal = (value: Taxonomies) =>
    JSON.stringify(
      Object.entries(value)
        .filter(([, chosen]) => (typeof chosen === 'string' ? chosen.trim() !== '' : chosen.length > 0))
        .map(([group, chosen]) => [group, typeof chosen === 'string' ? chosen.trim() : [...chosen].sort((x, y) => x - y)])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return normal(a) === normal(b);
}

/** What a report would be saved as, for comparing with what it is. */
type Saved = Pick<Report, 'title' | 'content' | 'event_date' | 'latitude' | 'longitude' | 'taxonomies'>;

/**
 * The `PUT …/report/{id}` body: only the fields that differ from `saved` (an update carries changed
 * fields only). Tag groups not on the form (another organization's) keep their values.
 */
export function changesOf(saved: Saved, values: ReportFormValues, groups: readonly TagGroup[]): ReportUpdateInput {
  const next = createInputOf(values, groups);
  const changes: ReportUpdateInput = {};
  if (next.title !== saved.title) changes.title = next.title;
  if (next.content !== saved.content) changes.content = next.content;
  if (new Date(next.event_date).getTime() !== new Date(saved.event_date).getTime()) changes.event_date = next.event_date;
  if (next.latitude !== saved.latitude) changes.latitude = next.latitude;
  if (next.longitude !== saved.longitude) changes.longitude = next.longitude;
  const shown = new Set(groups.map((group) => String(group.id)));
  const kept = Object.fromEntries(Object.entries(saved.taxonomies).filter(([group]) => !shown.has(group)));
  const taxonomies: Taxonomies = { ...kept, ...taxonomiesOf(values.tags, groups) };
  if (!sameTaxonomies(saved.taxonomies, taxonomies)) changes.taxonomies = taxonomies;
  return changes;
}
