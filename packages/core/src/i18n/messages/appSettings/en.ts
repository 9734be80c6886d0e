/** Settings → app configuration (anonymous sign-in and the mobile app), English source. */
export const appSettingsEn = {
  'settings.tab.app': 'App configuration',

  // the app configuration sub-tab
  'appSettings.title': 'App configuration',
  'appSettings.intro': 'How the mobile app and partner embeds behave.',
  'appSettings.anonymousSection': 'Anonymous submissions',
  'appSettings.anonymousEnabled': 'Anonymous sign-in',
  'appSettings.anonymousEnabledHint': 'Lets people send reports from the mobile app and partner embeds without an account.',
  'appSettings.organization': 'Organization for anonymous reports',
  'appSettings.organizationHint': 'Every anonymous report goes into this organization.',
  'appSettings.chooseOrganization': 'Choose an organization',
  'appSettings.organizationRequired': 'Choose the organization that anonymous reports go into',
  'appSettings.organizationMissing': 'Organization {id} (no longer exists)',
  'appSettings.organizationsFailed': 'The organizations could not be loaded. Reload the page to try again.',
  'appSettings.mobileOrganizationWarning':
    'Changing this organization affects every mobile app and embed: anonymous reports sent from now on go into the new organization. Reports already sent stay where they are.',
  'appSettings.mobileSection': 'Mobile app',
  'appSettings.mobileMaps': 'Maps in the mobile app',
  'appSettings.mobileMapsHint': 'Shows reports on a map in the mobile app.',
  'appSettings.mobileUpdates': 'Updates in the mobile app',
  'appSettings.mobileUpdatesHint': 'Lets mobile users follow what happens to their reports.',
  'appSettings.mobileUpdatesForcedOff': 'Off while updates are turned off for the whole product.',
  'appSettings.mobileDatepicker': 'Date picker in the mobile app',
  'appSettings.mobileDatepickerHint': 'Lets mobile users choose the date of an event instead of using the time they report it.',
  'appSettings.lessonsUrl': 'Custom lesson path',
  'appSettings.lessonsUrlHint': 'The address the mobile app downloads its lessons from. Leave empty for the default lessons.',
  'appSettings.lessonsUrlInvalid': 'Enter a full address, such as https://example.org/lessons.zip, or leave the field empty',
  'appSettings.saving': 'Saving…',
  'appSettings.noChanges': 'Nothing has changed',
  'appSettings.loadFailed': 'The settings could not be loaded.',
  'appSettings.retry': 'Try again',
} as const;
