/** The Settings tab and its sub-tab names, English source. */
export const settingsEn = {
  'settings.tab': 'Settings',
  'settings.sections': 'Settings sections',
  'settings.tab.languages': 'Languages',
  'settings.tab.map': 'Map',

  'settings.tab.dashboard': 'Dashboard configuration',

  'settings.tab.app': 'App configuration',

  'settings.tab.publicSite': 'Public site',

  'settings.tab.terminology': 'Terminology',
  'settings.tab.general': 'General',
} as const;
