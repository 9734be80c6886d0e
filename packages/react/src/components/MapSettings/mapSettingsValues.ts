import type { FieldErrors, Resolver } from 'react-hook-form';
import { limits, optionDefinitions, parseCoordinate, roundCoordinate, type OptionName, type Options } from '@fieldwatch/core';

/** The options this screen edits (center, zoom, basemaps), in the order shown. */
const mapSettingNames = [
  'latitude',
  'longitude',
  'zoom',
  'basemap_map',
  'basemap_satellite',
  'basemap_satellite_attribution',
] as const satisfies readonly OptionName[];

type MapSettingName = (typeof mapSettingNames)[number];

/** What the form holds: the options' texts, coordinates as typed (decimal or DMS). */
export type MapSettingsValues = Record<MapSettingName, string>;

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
export interface MapSettingsChange {
  name: MapSettingName;
  value: string;
}

/** Zoom choices 0 to 22. */
export const zoomChoices: readonly string[] = Array.from({ length: limits.mapZoomMax - limits.mapZoomMin + 1 }, (_, i) =>
  String(limits.mapZoomMin + i),
);

export function mapSettingsValues(options: Options): MapSettingsValues {
  return Object.fromEntries(mapSettingNames.map((name) => [name, options[name]])) as MapSettingsValues;
}

const firstIssue = (name: OptionName, value: string): string | null => {
  const result = optionDefinitions[name].schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalidValue');
};

/**
 * The form's problems by field, as message keys: coordinates as on a report (decimal or DMS, latitude
 * -90 to 90, longitude -180 to 180), every value then by core's option schemas, the ones `PUT /options`
 * applies.
 */
function mapSettingsProblems(values: MapSettingsValues): Partial<Record<MapSettingName, string>> {
  const problems: Partial<Record<MapSettingName, string>> = {};
  for (const name of mapSettingNames) {
    if (name === 'latitude' || name === 'longitude') {
      const value = parseCoordinate(name, values[name]);
      if (typeof value !== 'number') problems[name] = value;
      continue;
    }
    const problem = firstIssue(name, values[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** react-hook-form's view of `mapSettingsProblems` (synchronous: the form awaits whatever a resolver returns). */
export const mapSettingsResolver: Resolver<MapSettingsValues> = (values) => {
  const problems = Object.entries(mapSettingsProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<MapSettingsValues> };
};

const sameNumber = (a: string, b: string) => a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b);

/**
 * `PUT /options` body with only the options that changed (as every settings and profile form sends).
 * Coordinates go as decimal degrees with 6 decimals (as they are stored); a coordinate that only changed
 * in form (the stored 7-decimal default read back in DMS) is not a change.
 */
export function mapSettingsChanges(options: Options, values: MapSettingsValues): MapSettingsChange[] {
  const changes: MapSettingsChange[] = [];
  for (const name of mapSettingNames) {
    const typed = values[name].trim();
    const stored = options[name];
    if (name === 'latitude' || name === 'longitude') {
      const value = parseCoordinate(name, typed);
      if (typeof value !== 'number' || value === roundCoordinate(Number(stored))) continue;
      changes.push({ name, value: String(value) });
    } else if (name === 'zoom') {
      if (!sameNumber(typed, stored)) changes.push({ name, value: typed });
    } else if (typed !== stored) {
      changes.push({ name, value: typed });
    }
  }
  return changes;
}

/** The view of a map as the center and zoom fields hold it: 6 decimals, longitude wrapped, a whole zoom. */
export function viewValues(view: {
  latitude: number;
  longitude: number;
  zoom: number;
}): Pick<MapSettingsValues, 'latitude' | 'longitude' | 'zoom'> {
  const longitude = ((((view.longitude + 180) % 360) + 360) % 360) - 180;
  const zoom = Math.min(limits.mapZoomMax, Math.max(limits.mapZoomMin, Math.round(view.zoom)));
  return { latitude: String(roundCoordinate(view.latitude)), longitude: String(roundCoordinate(longitude)), zoom: String(zoom) };
}
