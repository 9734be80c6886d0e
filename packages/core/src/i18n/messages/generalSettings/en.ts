/** Settings → general (the time zone), English source. */
export const generalSettingsEn = {
  'generalSettings.title': 'General settings',
  'generalSettings.intro': 'Settings that apply to the whole deployment.',
  'generalSettings.timezoneSection': 'Time zone',
  'generalSettings.timezoneSearch': 'Find a time zone',
  'generalSettings.timezoneSearchHint': 'Type part of its name, such as London, Asia or +05:30.',
  'generalSettings.timezoneMatches': 'Time zones that match: {count}',
  'generalSettings.timezone': 'Time zone of the deployment',
  'generalSettings.timezoneHint': 'Report forms read the event time typed on this zone’s clock. The dashboard shows every date in UTC.',
  'generalSettings.saving': 'Saving…',
  'generalSettings.noChanges': 'Nothing has changed',
  'generalSettings.loadFailed': 'The settings could not be loaded.',
  'generalSettings.retry': 'Try again',
} as const;
