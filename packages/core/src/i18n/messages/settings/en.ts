/** The Settings tab and its sub-tab names, English source. */
export const settingsEn = {
  'settings.tab': 'Settings',
  'settings.sections': 'Settings sections',
  'settings.tab.map': 'Map',

  'settings.tab.app': 'App configuration',

  'settings.tab.publicSite': 'Public site',

  'settings.tab.terminology': 'Terminology',
} as const;
