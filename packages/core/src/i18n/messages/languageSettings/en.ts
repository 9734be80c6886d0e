/** Settings → languages (the enabled languages and the default one), English source. */
export const languageSettingsEn = {
  'languageSettings.title': 'Language settings',
  'languageSettings.intro': 'The languages people can use in the dashboard, on the public site and in the mobile app.',
  'languageSettings.enabledSection': 'Enabled languages',
  'languageSettings.enabledHint':
    'A language turned off disappears from every language choice. Anyone using it sees the default language the next time they open the dashboard.',
  'languageSettings.defaultLocked': 'The default language cannot be disabled',
  'languageSettings.defaultLanguage': 'Default language',
  'languageSettings.defaultLanguageHint': 'What people see before they choose a language. Only an enabled language can be the default.',
  'languageSettings.saving': 'Saving…',
  'languageSettings.noChanges': 'Nothing has changed',
  'languageSettings.loadFailed': 'The settings could not be loaded.',
  'languageSettings.retry': 'Try again',
} as const;
