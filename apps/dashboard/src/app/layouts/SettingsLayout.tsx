import { Outlet } from 'react-router';
import { useT } from '@fieldwatch/react';
import { TabLinks, type TabLink } from './TabLinks.js';

/**
 * The settings sub-tabs, in order, each with its route in routes.tsx; /admin/settings opens the first
 * one.
 */
export const settingsTabs: readonly TabLink[] = [
  { path: 'languages', label: 'settings.tab.languages' },
  { path: 'map', label: 'settings.tab.map' },
  { path: 'dashboard', label: 'settings.tab.dashboard' },
  { path: 'app', label: 'settings.tab.app' },
  { path: 'public-site', label: 'settings.tab.publicSite' },
  { path: 'general', label: 'settings.tab.general' },
  { path: 'terminology', label: 'settings.tab.terminology' },
];

/** /admin/settings/*: the settings sub-tabs (links, like the admin tabs), then the sub-tab. */
export function SettingsLayout() {
  const t = useT();
  return (
    <>
      <TabLinks label={t('settings.sections')} base="/admin/settings" tabs={settingsTabs} />
      <Outlet />
    </>
  );
}
