export { DashboardSettings, type DashboardSettingsProps } from './DashboardSettings.js';
export { dashboardSettingsChanges, dashboardSettingsValues, type DashboardSettingsValues } from './dashboardSettingsValues.js';
