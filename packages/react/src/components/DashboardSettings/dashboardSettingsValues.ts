import { optionsForcedOffWithoutUpdates, type OptionName, type Options } from '@fieldwatch/core';
import { flagOf, isOn } from '../../internal/optionForm.js';

/** The features switched on or off for everyone, in the order shown; updates last, the switches it rules under it. */
const dashboardFeatureNames = [
  'analytics_enabled',
  'broadcasts_enabled',
  'organizations_shown',
  'stories_enabled',
  'folders_enabled',
  'export_enabled',
  'import_enabled',
  'updates_enabled',
] as const satisfies readonly OptionName[];

/** What updates rule: with `updates_enabled` off they are forced off too (core `normalizeOptions`). */
const dashboardUpdateNames = optionsForcedOffWithoutUpdates;

export type DashboardSettingName = (typeof dashboardFeatureNames)[number] | (typeof dashboardUpdateNames)[number];

/** What the form holds: every switch as a boolean. */
export type DashboardSettingsValues = Record<DashboardSettingName, boolean>;

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
export interface DashboardSettingsChange {
  name: DashboardSettingName;
  value: string;
}

const settingNames: readonly DashboardSettingName[] = [...dashboardFeatureNames, ...dashboardUpdateNames];

export function dashboardSettingsValues(options: Options): DashboardSettingsValues {
  const values = {} as DashboardSettingsValues;
  for (const name of settingNames) values[name] = isOn(options[name]);
  if (!values.updates_enabled) for (const name of dashboardUpdateNames) values[name] = false;
  return values;
}

/**
 * `PUT /options` body with only the switches that changed, in the order shown. While updates are off
 * the switches they rule are not sent: the server turns them off itself.
 */
export function dashboardSettingsChanges(options: Options, values: DashboardSettingsValues): DashboardSettingsChange[] {
  const forced = new Set<DashboardSettingName>(values.updates_enabled ? [] : dashboardUpdateNames);
  return settingNames
    .filter((name) => !forced.has(name) && flagOf(values[name]) !== flagOf(isOn(options[name])))
    .map((name) => ({ name, value: flagOf(values[name]) }));
}
