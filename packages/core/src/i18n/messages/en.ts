import { passkeysEn } from './passkeys/en.js';
import { layersEn } from './layers/en.js';
import { reportEn } from './report/en.js';
import { reportListEn } from './reportList/en.js';
import { filtersEn } from './filters/en.js';
import { dashboardEn } from './dashboard/en.js';
import { searchEn } from './search/en.js';
import { foldersEn } from './folders/en.js';
import { importEn } from './import/en.js';
import { exportEn } from './export/en.js';
import { coordinatesEn } from './coordinates/en.js';
import { locationPickerEn } from './locationPicker/en.js';
import { reportFormEn } from './reportForm/en.js';
import { reportViewEn } from './reportView/en.js';
import { activityEn } from './activity/en.js';
import { commentEn } from './comment/en.js';
import { mapEn } from './map/en.js';
import { embedsEn } from './embeds/en.js';
import { submissionsEn } from './submissions/en.js';
import { settingsEn } from './settings/en.js';
import { mapSettingsEn } from './mapSettings/en.js';
import { appSettingsEn } from './appSettings/en.js';
import { generalSettingsEn } from './generalSettings/en.js';
import { dashboardSettingsEn } from './dashboardSettings/en.js';
import { languageSettingsEn } from './languageSettings/en.js';
import { publicSiteEn } from './publicSite/en.js';
import { tagsEn } from './tags/en.js';
import { organizationsEn } from './organizations/en.js';
import { usersEn } from './users/en.js';
import { securityEn } from './security/en.js';
import { terminologyEn } from './terminology/en.js';
import { auditEn } from './audit/en.js';
import { embedEn } from './embed/en.js';
import { analyticsEn } from './analytics/en.js';
import { messagesEn } from './messages/en.js';
import { storyEditorEn } from './storyEditor/en.js';
import { storiesEn } from './stories/en.js';
import { validationEn } from './validation/en.js';
import { apiEn } from './api/en.js';
/**
 * English catalogue: the source every other language translates. ICU message syntax.
 * Keys are grouped by screen; `api.*` are the error catalogue (docs/errors.md), `validation.*` the field keys (docs/validation.md).
 */
export const en = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'Field reports, verified and mapped',
  'app.skipToContent': 'Skip to main content',
  'app.loading': 'Loading…',

  'api.NO_CONTACTS': 'Invalid emergency contact',
  'api.NO_OPTIONS': 'No options found',
  'api.NO_ADMINS': 'No administrators found',
  'api.REPORT_CLOSED': 'This report cannot be edited',
  'api.NO_LANGUAGE': 'No active language found',
  'api.INSUFFICIENT_PRIVILEGES': 'Insufficient permissions',
  'api.BAD_REQUEST': 'Invalid request',
  'api.RESOURCE_NOT_FOUND': 'Resource not found',
  'api.UNAUTHENTICATED': 'Authentication failed',
  'api.VALIDATION_ERROR': 'A validation error has occurred',
  'api.INSUFFICIENT_PARAMETERS': 'Insufficient parameters',
  'api.INVALID_PARAMETERS': 'Invalid parameters',
  'api.INACTIVE_FEATURE': 'Feature is inactive',
  'api.SERVER_ERROR': 'An internal error has occurred while processing your request',
  'api.ERROR': 'Something went wrong',
  'api.TOO_MANY_REQUESTS': 'Too many attempts. Please wait a few minutes and try again.',
  'api.PAYLOAD_TOO_LARGE': 'The file is larger than allowed',
  'api.IDEMPOTENCY_KEY_REUSED': 'This was already sent once with different content. Press Save again to send it anew.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'The same request is still being received. Wait a moment and try again.',
  'api.STORY_CHANGED':
    'This story was changed by someone else since you opened it. Copy your changes, reload the story and apply them again.',
  'api.SECOND_FACTOR_REQUIRED': 'Set up a second factor for your account before going on',
  'api.NETWORK_ERROR': 'Something went wrong! Check your connection and try again.',
  'api.EXPORT_FAILED': 'The export failed before the file was complete. Nothing was saved; please try again.',
  'api.API_UNREACHABLE':
    'The Fieldwatch server cannot be reached. Check your connection; if it persists, this page may point to the wrong address.',
  'api.NOT_FIELDWATCH': 'This page is not connected to a Fieldwatch server. Tell the site’s owner.',

  'notice.invalidLogin': 'Invalid Login',
  'notice.somethingWrong': 'Something went wrong!',
  'notice.uploadError': 'Upload error. Please verify files and try again.',
  'notice.sessionExpired': 'Session expired',
  'notice.invalidCode': 'Invalid code',
  'notice.invalidToken': 'Invalid token',
  'notice.passwordRequirements': 'Password does not meet the minimum requirements',
  'notice.passwordsNotEqual': 'Passwords are not equal',
  'notice.usernameAlphanumeric': 'Username must be alphanumeric',
  'notice.fieldsHighlighted': 'Fields highlighted in red must be filled',
  'notice.checkFields': 'Check fields validations',

  'success.login': 'Signed in successfully',
  'success.logout': 'Signed out successfully',
  'success.codeSent': 'Verification code sent',
  'success.recoverySent': 'Password recovery email sent',
  'success.passwordChanged': 'Password changed',
  'success.profileSaved': 'Profile saved',
  'success.settingsSaved': 'Settings saved',
  'success.userCreated': 'User created',
  'success.userUpdated': 'User updated',
  'success.userDeleted': 'User deleted',

  'validation.required': 'Required Field',
  'validation.invalidEmail': 'Enter a valid email address',
  'validation.firstNameExceeded': 'First name must be {max} characters or fewer',
  'validation.lastNameExceeded': 'Last name must be {max} characters or fewer',
  'validation.usernameExceeded': 'Username must be {max} characters or fewer',
  'validation.usernameAlphaNumber': 'Use only letters, digits, underscore, dot or hyphen',
  'validation.organizationNameExceeded': 'Organization name must be {max} characters or fewer',
  'validation.layerNameExceeded': 'Layer name must be {max} characters or fewer',
  'validation.rasterUrlHttps': 'The URL must start with https://',
  'validation.rasterUrlInvalid': "Enter a valid URL with a host that contains '{z}', '{x}' and '{y}'",
  'validation.rasterUrlUnable': 'Unable to load a tile from this URL',
  'validation.vectorTilesetNotMapbox': 'The tileset must start with mapbox://',
  'validation.taxonomyGroupNameExceeded': 'Tag group name must be {max} characters or fewer',
  'validation.taxonomyChildNameExceeded': 'Tag name must be {max} characters or fewer',
  'validation.reportTitleExceeded': 'Title must be {max} characters or fewer',
  'validation.reportDescriptionExceeded': 'Description must be {max} characters or fewer',
  'validation.reportCommentExceeded': 'Comment must be {max} characters or fewer',
  'validation.reportWillReopen': 'This report was closed and will be reopened.',
  'validation.messageSubjectExceeded': 'Subject must be {max} characters or fewer',
  'validation.messageTextExceeded': 'Message must be {max} characters or fewer',
  'validation.storyTitle': 'Title is required and must be {max} characters or fewer',
  'validation.storySubtitle': 'Subtitle is required and must be {max} characters or fewer',
  'validation.storyTextField': 'Text is required and must be {max} characters or fewer',
  'validation.maxCodeLength': 'The code has exactly 6 digits',
  'validation.invalidCode': 'Invalid code',
  'validation.latitudeInvalidNumber': 'Latitude must be a number between -90 and 90',
  'validation.longitudeInvalidNumber': 'Longitude must be a number between -180 and 180',
  'validation.passwordExceeded': 'Password exceeded max characters',
  'validation.passwordRequirements': 'Password does not meet the minimum requirements',
  'validation.passwordMismatch': 'Password and confirmation are not identical',
  'validation.passwordCommon': 'This password is too common. Choose another.',
  'validation.passwordTooShort': 'Password must be at least {min} characters',
  'validation.invalidValue': 'This value is not valid',
  'validation.unknownField': 'This field is not accepted',
  'validation.invalidToken': 'Invalid token',
  'validation.usernameTaken': 'This username is already taken',
  'validation.eventDateFuture': 'The event date cannot be in the future',
  'validation.dateAfterToday': 'The date cannot be after today',
  'validation.startAfterEnd': 'The start date cannot be after the end date',
  'validation.searchExceeded': 'Search must be {max} characters or fewer',
  'validation.folderNameExceeded': 'Folder name must be {max} characters or fewer',
  'validation.invalidFileType': 'This type of file is not accepted',
  'validation.assigneeInvalid': "Choose a user of this report's organization",
  'validation.basemapInvalid': 'This field does not accept this address. See the examples above.',
  'validation.tagPromptExceeded': 'Prompt must be {max} characters or fewer',
  'validation.tagTextGroupHasTag': 'A text group holds one tag, and this organization already has it',
  'validation.organizationHasReports': 'This organization still holds reports: choose where they move',
  'validation.organizationNameTaken': 'An organization already has this name',
  'validation.organizationIsLast': 'The last organization cannot be deleted',
  'validation.stringsFileInvalid': 'This file cannot be read as a CSV of key,text lines',
  'validation.currentPasswordInvalid': 'The current password is not right',
  'validation.passkeyNameExceeded': 'The name must be 60 characters or fewer',
  'validation.passkeyInvalid': 'The passkey could not be verified. Try again.',
  'validation.secondFactorRequired': 'Your role must sign in with a second factor',

  // validation keys of uploaded layer files (core errors.ts; the server names the field `file`)
  'validation.layerFileInvalid': 'This file could not be read as a shapefile, KML or GeoJSON file',
  'validation.layerFileEmpty': 'This file has no points, lines or shapes to draw',
  'validation.layerTooManyFeatures': 'This file has more than {max, number} features',
  'validation.layerDataTooLarge': 'This file holds more map data than the {size} MB allowed',

  'login.title': 'Sign in',
  'login.intro': 'Sign in to review and manage field reports.',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.forgot': 'Forgot your password?',

  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'twoFactor.title': 'Enter your verification code',
  'twoFactor.intro': 'We sent a 6-digit code to the email address of {username}. It is valid for 10 minutes.',
  'twoFactor.code': 'Verification code',
  'twoFactor.codeHint': 'The 6-digit code from the email',
  'twoFactor.remember': "Don't ask again on this device",
  'twoFactor.submit': 'Verify',
  'twoFactor.resend': 'Resend code',
  'twoFactor.resendIn': 'Resend code in {seconds, plural, one {# second} other {# seconds}}',
  'twoFactor.back': 'Back to sign in',

  'forgot.title': 'Forgot your password?',
  'forgot.intro': 'Enter your username and we will email you a link to choose a new password.',
  'forgot.username': 'Username',
  'forgot.submit': 'Send recovery link',
  'forgot.back': 'Back to sign in',

  'resetSent.title': 'Check your email',
  'resetSent.body':
    'If an account exists for {username}, we have sent it a link to choose a new password. The link works once, for one hour.',
  'resetSent.resend': 'Send the link again',
  'resetSent.back': 'Back to sign in',

  'newPassword.title': 'Create a new password',
  'newPassword.intro': 'Choose a password you do not use anywhere else.',
  'newPassword.password': 'New password',
  'newPassword.confirmation': 'Re-enter new password',
  'newPassword.submit': 'Save new password',
  'newPassword.checklistTitle': 'Your password must have:',
  'newPassword.rule.length': '7 to 72 characters',
  'newPassword.rule.upper': 'An uppercase letter',
  'newPassword.rule.lower': 'A lowercase letter',
  'newPassword.rule.number': 'A number',
  'newPassword.rule.special': 'A special character',
  'newPassword.rule.match': 'Both passwords the same',
  'newPassword.ruleMet': 'met',
  'newPassword.ruleNotMet': 'not met',
  'newPassword.missingLink': 'This link is incomplete. Request a new one.',
  'newPassword.requestNew': 'Request a new link',

  'profile.title': 'Profile',
  'profile.firstname': 'First name',
  'profile.lastname': 'Last name',
  'profile.email': 'Email',
  'profile.username': 'Username',
  'profile.role': 'Role',
  'profile.language': 'Default language',
  'profile.newPassword': 'New password',
  'profile.newPasswordHint': 'Leave empty to keep your current password.',
  'profile.confirmation': 'Re-enter new password',
  'profile.twoFactor': 'Ask for a code sent by email when I sign in',
  'profile.save': 'Save',
  'profile.saving': 'Saving…',
  'profile.noChanges': 'Nothing has changed',
  'profile.avatar': 'Avatar of {name}',
  'profile.detailsSection': 'Your details',
  'profile.passwordSection': 'Change password',
  'profile.securitySection': 'Sign-in security',

  'role.Administrator': 'Administrator',
  'role.Organization Admin': 'Organization Admin',
  'role.Reader': 'Reader',
  'role.Mobile': 'Mobile',

  'nav.label': 'Main navigation',
  'nav.reports': 'Reports',
  'nav.stories': 'Stories',
  'nav.messages': 'Messages',
  'nav.analytics': 'Analytics',
  'nav.admin': 'Admin',
  'nav.profile': 'Profile',
  'nav.logout': 'Log out',
  'nav.menu': 'Menu',
  'nav.language': 'Language',
  'nav.organization': 'Organization',

  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.back': 'Take me back',

  'alerts.label': 'Notifications',
  'alerts.dismiss': 'Dismiss notification',

  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.back': 'Back',
  'common.leave': 'Leave',
  'common.goBack': 'Go back',

  'mail.twoFactor.subject': 'Your Fieldwatch verification code: {code}',
  'mail.twoFactor.body':
    'Your verification code is {code}. It is valid for 10 minutes. If you did not try to sign in, change your password.',
  'mail.reset.subject': 'Choose a new Fieldwatch password',
  'mail.reset.body':
    'Someone asked to reset the password of {username}. Open this link within one hour to choose a new one: {link} If it was not you, ignore this message.',
  'mail.welcome.subject': 'Welcome to Fieldwatch',
  'mail.welcome.setPassword':
    'An account with the username {username} has been created for you on Fieldwatch. Open this link to choose your password: {link} The link works once, within {days, plural, one {# day} other {# days}}.',
  'mail.welcome.signIn':
    'An account with the username {username} has been created for you on Fieldwatch. Sign in at {link} with the password your administrator gives you. If you do not have it, choose "Forgot your password?" on that page.',
  'mail.securityChange.subject': 'Your Fieldwatch account was changed',
  'mail.securityChange.body':
    'Hello {username},\n\nThe {change, select, password {password} email {email address} secondfactor {second factor} other {sign-in settings}} of your Fieldwatch account was changed on {date}. Every other device was signed out.\n\nIf you did not make this change, reset your password at once and tell your administrator.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersEn,
  ...reportEn,
  ...reportListEn,
  ...filtersEn,
  ...dashboardEn,
  ...searchEn,
  ...foldersEn,
  ...importEn,
  ...exportEn,
  ...coordinatesEn,
  ...locationPickerEn,
  ...reportFormEn,
  ...reportViewEn,
  ...activityEn,
  ...commentEn,
  ...mapEn,
  ...embedsEn,
  ...submissionsEn,
  ...settingsEn,
  ...mapSettingsEn,
  ...appSettingsEn,
  ...generalSettingsEn,
  ...dashboardSettingsEn,
  ...languageSettingsEn,
  ...publicSiteEn,
  ...tagsEn,
  ...organizationsEn,
  ...usersEn,
  ...securityEn,
  ...terminologyEn,
  ...auditEn,
  ...embedEn,
  ...analyticsEn,
  ...messagesEn,
  ...storyEditorEn,
  ...storiesEn,
  ...passkeysEn,
  ...validationEn,
  ...apiEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
