import { passkeysTa } from './passkeys/ta.js';
import type { Catalogue } from './en.js';
import { layersTa } from './layers/ta.js';
import { reportTa } from './report/ta.js';
import { reportListTa } from './reportList/ta.js';
import { filtersTa } from './filters/ta.js';
import { dashboardTa } from './dashboard/ta.js';
import { searchTa } from './search/ta.js';
import { foldersTa } from './folders/ta.js';
import { importTa } from './import/ta.js';
import { exportTa } from './export/ta.js';
import { coordinatesTa } from './coordinates/ta.js';
import { locationPickerTa } from './locationPicker/ta.js';
import { reportFormTa } from './reportForm/ta.js';
import { reportViewTa } from './reportView/ta.js';
import { activityTa } from './activity/ta.js';
import { commentTa } from './comment/ta.js';
import { mapTa } from './map/ta.js';
import { embedsTa } from './embeds/ta.js';
import { submissionsTa } from './submissions/ta.js';
import { settingsTa } from './settings/ta.js';
import { mapSettingsTa } from './mapSettings/ta.js';
import { appSettingsTa } from './appSettings/ta.js';
import { generalSettingsTa } from './generalSettings/ta.js';
import { dashboardSettingsTa } from './dashboardSettings/ta.js';
import { languageSettingsTa } from './languageSettings/ta.js';
import { publicSiteTa } from './publicSite/ta.js';
import { tagsTa } from './tags/ta.js';
import { organizationsTa } from './organizations/ta.js';
import { usersTa } from './users/ta.js';
import { securityTa } from './security/ta.js';
import { terminologyTa } from './terminology/ta.js';
import { auditTa } from './audit/ta.js';
import { embedTa } from './embed/ta.js';
import { analyticsTa } from './analytics/ta.js';
import { messagesTa } from './messages/ta.js';
import { storyEditorTa } from './storyEditor/ta.js';
import { storiesTa } from './stories/ta.js';
import { validationTa } from './validation/ta.js';
import { apiTa } from './api/ta.js';

export const ta: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'சரிபார்க்கப்பட்டு வரைபடத்தில் குறிக்கப்பட்ட கள அறிக்கைகள்',
  'app.skipToContent': 'முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்',
  'app.loading': 'ஏற்றுகிறது…',

  'api.NO_CONTACTS': 'அவசரத் தொடர்பு செல்லாதது',
  'api.NO_OPTIONS': 'விருப்பங்கள் எதுவும் கிடைக்கவில்லை',
  'api.NO_ADMINS': 'நிர்வாகிகள் யாரும் கிடைக்கவில்லை',
  'api.REPORT_CLOSED': 'இந்த அறிக்கையைத் திருத்த முடியாது',
  'api.NO_LANGUAGE': 'செயலில் உள்ள மொழி எதுவும் கிடைக்கவில்லை',
  'api.INSUFFICIENT_PRIVILEGES': 'போதுமான அனுமதிகள் இல்லை',
  'api.BAD_REQUEST': 'செல்லாத கோரிக்கை',
  'api.RESOURCE_NOT_FOUND': 'வளம் கண்டறியப்படவில்லை',
  'api.UNAUTHENTICATED': 'அங்கீகரிப்பு தோல்வியடைந்தது',
  'api.VALIDATION_ERROR': 'சரிபார்ப்புப் பிழை ஏற்பட்டது',
  'api.INSUFFICIENT_PARAMETERS': 'போதுமான அளவுருக்கள் இல்லை',
  'api.INVALID_PARAMETERS': 'செல்லாத அளவுருக்கள்',
  'api.INACTIVE_FEATURE': 'இந்த அம்சம் செயலில் இல்லை',
  'api.SERVER_ERROR': 'உங்கள் கோரிக்கையைச் செயலாக்கும்போது உள் பிழை ஏற்பட்டது',
  'api.ERROR': 'ஏதோ தவறு நடந்துவிட்டது',
  'api.TOO_MANY_REQUESTS': 'அதிகமான முயற்சிகள். சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.',
  'api.PAYLOAD_TOO_LARGE': 'கோப்பின் அளவு அனுமதிக்கப்பட்ட வரம்பை மீறுகிறது',
  'api.IDEMPOTENCY_KEY_REUSED': 'இது ஏற்கெனவே வேறு உள்ளடக்கத்துடன் ஒருமுறை அனுப்பப்பட்டது. மீண்டும் அனுப்ப சேமி என்பதை மறுபடி அழுத்தவும்.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'அதே கோரிக்கை இன்னும் பெறப்பட்டுக்கொண்டிருக்கிறது. சிறிது நேரம் காத்திருந்து மீண்டும் முயலவும்.',
  'api.STORY_CHANGED': 'நீங்கள் திறந்த பிறகு இந்தக் கதையை வேறொருவர் மாற்றியுள்ளார். உங்கள் மாற்றங்களை நகலெடுத்து, கதையை மீண்டும் ஏற்றி, அவற்றை மீண்டும் செய்யவும்.',
  'api.SECOND_FACTOR_REQUIRED': 'தொடர்வதற்கு முன் உங்கள் கணக்கிற்கு இரண்டாம் காரணியை அமைக்கவும்',
  'api.NETWORK_ERROR': 'ஏதோ தவறு நடந்துவிட்டது! உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  'api.EXPORT_FAILED': 'கோப்பு முழுமையடைவதற்கு முன் ஏற்றுமதி தோல்வியடைந்தது. எதுவும் சேமிக்கப்படவில்லை; மீண்டும் முயலவும்.',
  'api.API_UNREACHABLE': 'Fieldwatch சேவையகத்தை அடைய முடியவில்லை. உங்கள் இணைப்பைச் சரிபார்க்கவும்; தொடர்ந்தால், இந்தப் பக்கம் தவறான முகவரியைச் சுட்டக்கூடும்.',
  'api.NOT_FIELDWATCH': 'இந்தப் பக்கம் Fieldwatch சேவையகத்துடன் இணைக்கப்படவில்லை. தளத்தின் உரிமையாளரிடம் தெரிவிக்கவும்.',

  'notice.invalidLogin': 'உள்நுழைவு விவரங்கள் தவறானவை',
  'notice.somethingWrong': 'ஏதோ தவறு நடந்துவிட்டது!',
  'notice.uploadError': 'பதிவேற்றப் பிழை. கோப்புகளைச் சரிபார்த்து மீண்டும் முயலவும்.',
  'notice.sessionExpired': 'அமர்வு காலாவதியானது',
  'notice.invalidCode': 'தவறான குறியீடு',
  'notice.invalidToken': 'செல்லாத டோக்கன்',
  'notice.passwordRequirements': 'கடவுச்சொல் குறைந்தபட்சத் தேவைகளைப் பூர்த்தி செய்யவில்லை',
  'notice.passwordsNotEqual': 'கடவுச்சொற்கள் பொருந்தவில்லை',
  'notice.usernameAlphanumeric': 'பயனர்பெயரில் எழுத்துகளும் எண்களும் மட்டுமே இருக்க வேண்டும்',
  'notice.fieldsHighlighted': 'சிவப்பு நிறத்தில் குறிக்கப்பட்ட புலங்களை நிரப்ப வேண்டும்',
  'notice.checkFields': 'புலங்களில் உள்ள பிழைகளைச் சரிபார்க்கவும்',

  'success.login': 'வெற்றிகரமாக உள்நுழைந்தீர்கள்',
  'success.logout': 'வெற்றிகரமாக வெளியேறினீர்கள்',
  'success.codeSent': 'சரிபார்ப்புக் குறியீடு அனுப்பப்பட்டது',
  'success.recoverySent': 'கடவுச்சொல் மீட்பு மின்னஞ்சல் அனுப்பப்பட்டது',
  'success.passwordChanged': 'கடவுச்சொல் மாற்றப்பட்டது',
  'success.profileSaved': 'சுயவிவரம் சேமிக்கப்பட்டது',
  'success.settingsSaved': 'அமைப்புகள் சேமிக்கப்பட்டன',
  'success.userCreated': 'பயனர் உருவாக்கப்பட்டார்',
  'success.userUpdated': 'பயனர் விவரங்கள் புதுப்பிக்கப்பட்டன',
  'success.userDeleted': 'பயனர் நீக்கப்பட்டார்',

  'validation.required': 'கட்டாயப் புலம்',
  'validation.invalidEmail': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  'validation.firstNameExceeded': 'முதல் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.lastNameExceeded': 'கடைசிப் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.usernameExceeded': 'பயனர்பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.usernameAlphaNumber': 'எழுத்துகள், எண்கள், அடிக்கோடு, புள்ளி, இணைப்புக்கோடு ஆகியவற்றை மட்டும் பயன்படுத்தவும்',
  'validation.organizationNameExceeded': 'நிறுவனத்தின் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.layerNameExceeded': 'அடுக்கின் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.rasterUrlHttps': 'URL https:// உடன் தொடங்க வேண்டும்',
  'validation.rasterUrlInvalid': "'{z}', '{x}', '{y}' ஆகியவற்றைக் கொண்ட, ஹோஸ்டுடன் கூடிய சரியான URL-ஐ உள்ளிடவும்",
  'validation.rasterUrlUnable': 'இந்த URL-இலிருந்து டைலை ஏற்ற முடியவில்லை',
  'validation.vectorTilesetNotMapbox': 'டைல்செட் mapbox:// உடன் தொடங்க வேண்டும்',
  'validation.taxonomyGroupNameExceeded': 'குறிச்சொல் குழுவின் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.taxonomyChildNameExceeded': 'குறிச்சொல்லின் பெயர் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.reportTitleExceeded': 'தலைப்பு அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.reportDescriptionExceeded': 'விவரம் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.reportCommentExceeded': 'கருத்துரை அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.reportWillReopen': 'இந்த அறிக்கை மூடப்பட்டிருந்தது; இது மீண்டும் திறக்கப்படும்.',
  'validation.messageSubjectExceeded': 'பொருள் அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.messageTextExceeded': 'செய்தி அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.storyTitle': 'தலைப்பு கட்டாயம்; அது அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.storySubtitle': 'துணைத்தலைப்பு கட்டாயம்; அது அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.storyTextField': 'உரை கட்டாயம்; அது அதிகபட்சம் {max} எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.maxCodeLength': 'குறியீட்டில் சரியாக 6 இலக்கங்கள் இருக்கும்',
  'validation.invalidCode': 'தவறான குறியீடு',
  'validation.latitudeInvalidNumber': 'அட்சரேகை -90 முதல் 90 வரையிலான எண்ணாக இருக்க வேண்டும்',
  'validation.longitudeInvalidNumber': 'தீர்க்கரேகை -180 முதல் 180 வரையிலான எண்ணாக இருக்க வேண்டும்',
  'validation.passwordExceeded': 'கடவுச்சொல் அதிகபட்ச எழுத்து வரம்பை மீறுகிறது',
  'validation.passwordRequirements': 'கடவுச்சொல் குறைந்தபட்சத் தேவைகளைப் பூர்த்தி செய்யவில்லை',
  'validation.passwordMismatch': 'கடவுச்சொல்லும் உறுதிப்படுத்தலும் பொருந்தவில்லை',
  'validation.passwordCommon': 'இந்தக் கடவுச்சொல் மிகவும் பொதுவானது. வேறொன்றைத் தேர்ந்தெடுக்கவும்.',
  'validation.passwordTooShort': 'கடவுச்சொல்லில் குறைந்தது {min} எழுத்துகள் இருக்க வேண்டும்',
  'validation.invalidValue': 'இந்த மதிப்பு செல்லாது',
  'validation.unknownField': 'இந்தப் புலம் ஏற்கப்படாது',
  'validation.invalidToken': 'செல்லாத டோக்கன்',
  'validation.usernameTaken': 'இந்தப் பயனர்பெயர் ஏற்கனவே பயன்பாட்டில் உள்ளது',
  'validation.eventDateFuture': 'நிகழ்வுத் தேதி எதிர்காலத்தில் இருக்கக்கூடாது',
  'validation.dateAfterToday': 'தேதி இன்றைய தேதிக்குப் பிறகு இருக்கக்கூடாது',
  'validation.startAfterEnd': 'தொடக்கத் தேதி முடிவுத் தேதிக்குப் பிறகு இருக்கக்கூடாது',
  'validation.searchExceeded': 'தேடல் அதிகபட்சம் {max} எழுத்துகளாக இருக்க வேண்டும்',
  'validation.folderNameExceeded': 'கோப்புறைப் பெயர் அதிகபட்சம் {max} எழுத்துகளாக இருக்க வேண்டும்',
  'validation.invalidFileType': 'இந்த வகைக் கோப்பு ஏற்கப்படாது',
  'validation.assigneeInvalid': 'இந்த அறிக்கையின் அமைப்பைச் சேர்ந்த ஒரு பயனரைத் தேர்ந்தெடுக்கவும்',
  'validation.basemapInvalid': 'இந்தப் புலம் இந்த முகவரியை ஏற்காது. மேலே உள்ள எடுத்துக்காட்டுகளைப் பார்க்கவும்.',
  'validation.tagPromptExceeded': 'தூண்டுதல் உரை அதிகபட்சம் {max} எழுத்துகளாக இருக்க வேண்டும்',
  'validation.tagTextGroupHasTag': 'உரை வகைக் குழுவில் ஒரே ஒரு குறிச்சொல் இருக்கும்; இந்த நிறுவனத்திடம் அது ஏற்கனவே உள்ளது',
  'validation.organizationHasReports': 'இந்த நிறுவனத்தில் இன்னும் அறிக்கைகள் உள்ளன: அவை எங்கு நகர வேண்டும் என்பதைத் தேர்ந்தெடுக்கவும்',
  'validation.organizationNameTaken': 'இந்தப் பெயரில் ஏற்கனவே ஒரு நிறுவனம் உள்ளது',
  'validation.organizationIsLast': 'கடைசி நிறுவனத்தை நீக்க முடியாது',
  'validation.stringsFileInvalid': 'இந்தக் கோப்பை key,text வரிகளின் CSV ஆகப் படிக்க முடியவில்லை',
  'validation.currentPasswordInvalid': 'தற்போதைய கடவுச்சொல் சரியில்லை',
  'validation.passkeyNameExceeded': 'பெயர் 60 எழுத்துகளுக்குள் இருக்க வேண்டும்',
  'validation.passkeyInvalid': 'கடவுச்சாவியைச் சரிபார்க்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'validation.secondFactorRequired': 'உங்கள் பங்கிற்கு உள்நுழைய இரண்டாம் காரணி தேவை',

  'validation.layerFileInvalid': 'இந்தக் கோப்பை shapefile, KML அல்லது GeoJSON ஆகப் படிக்க முடியவில்லை',
  'validation.layerFileEmpty': 'இந்தக் கோப்பில் வரைவதற்குப் புள்ளிகள், கோடுகள் அல்லது வடிவங்கள் எதுவும் இல்லை',
  'validation.layerTooManyFeatures': 'இந்தக் கோப்பில் {max, number} க்கும் மேற்பட்ட அம்சங்கள் உள்ளன',
  'validation.layerDataTooLarge': 'இந்தக் கோப்பில் அனுமதிக்கப்பட்ட {size} MB ஐ விட அதிக வரைபடத் தரவு உள்ளது',

  'login.title': 'உள்நுழைக',
  'login.intro': 'கள அறிக்கைகளை மதிப்பாய்வு செய்து நிர்வகிக்க உள்நுழையவும்.',
  'login.username': 'பயனர்பெயர்',
  'login.password': 'கடவுச்சொல்',
  'login.submit': 'உள்நுழைக',
  'login.submitting': 'உள்நுழைகிறது…',
  'login.forgot': 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',

  'password.show': 'கடவுச்சொல்லைக் காட்டு',
  'password.hide': 'கடவுச்சொல்லை மறை',

  'twoFactor.title': 'உங்கள் சரிபார்ப்புக் குறியீட்டை உள்ளிடவும்',
  'twoFactor.intro': '{username} கணக்கின் மின்னஞ்சல் முகவரிக்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். இது 10 நிமிடங்களுக்குச் செல்லுபடியாகும்.',
  'twoFactor.code': 'சரிபார்ப்புக் குறியீடு',
  'twoFactor.codeHint': 'மின்னஞ்சலில் வந்த 6 இலக்கக் குறியீடு',
  'twoFactor.remember': 'இந்தச் சாதனத்தில் மீண்டும் கேட்க வேண்டாம்',
  'twoFactor.submit': 'சரிபார்',
  'twoFactor.resend': 'குறியீட்டை மீண்டும் அனுப்பு',
  'twoFactor.resendIn': '{seconds, plural, one {# வினாடியில்} other {# வினாடிகளில்}} குறியீட்டை மீண்டும் அனுப்பலாம்',
  'twoFactor.back': 'உள்நுழைவுக்குத் திரும்பு',

  'forgot.title': 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  'forgot.intro': 'உங்கள் பயனர்பெயரை உள்ளிடவும். புதிய கடவுச்சொல்லைத் தேர்ந்தெடுப்பதற்கான இணைப்பை உங்களுக்கு மின்னஞ்சலில் அனுப்புவோம்.',
  'forgot.username': 'பயனர்பெயர்',
  'forgot.submit': 'மீட்பு இணைப்பை அனுப்பு',
  'forgot.back': 'உள்நுழைவுக்குத் திரும்பு',

  'resetSent.title': 'உங்கள் மின்னஞ்சலைப் பார்க்கவும்',
  'resetSent.body':
    '{username} என்ற பெயரில் கணக்கு இருந்தால், புதிய கடவுச்சொல்லைத் தேர்ந்தெடுப்பதற்கான இணைப்பை அதற்கு அனுப்பியுள்ளோம். இந்த இணைப்பை ஒரு மணி நேரத்திற்குள், ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.',
  'resetSent.resend': 'இணைப்பை மீண்டும் அனுப்பு',
  'resetSent.back': 'உள்நுழைவுக்குத் திரும்பு',

  'newPassword.title': 'புதிய கடவுச்சொல்லை உருவாக்கவும்',
  'newPassword.intro': 'வேறு எங்கும் பயன்படுத்தாத கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்.',
  'newPassword.password': 'புதிய கடவுச்சொல்',
  'newPassword.confirmation': 'புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடவும்',
  'newPassword.submit': 'புதிய கடவுச்சொல்லைச் சேமி',
  'newPassword.checklistTitle': 'உங்கள் கடவுச்சொல்லில் இருக்க வேண்டியவை:',
  'newPassword.rule.length': '7 முதல் 72 எழுத்துகள்',
  'newPassword.rule.upper': 'ஒரு பெரிய எழுத்து',
  'newPassword.rule.lower': 'ஒரு சிறிய எழுத்து',
  'newPassword.rule.number': 'ஓர் எண்',
  'newPassword.rule.special': 'ஒரு சிறப்பு எழுத்து',
  'newPassword.rule.match': 'இரண்டு கடவுச்சொற்களும் ஒன்றாக இருத்தல்',
  'newPassword.ruleMet': 'பூர்த்தியானது',
  'newPassword.ruleNotMet': 'பூர்த்தியாகவில்லை',
  'newPassword.missingLink': 'இந்த இணைப்பு முழுமையாக இல்லை. புதிய இணைப்பைக் கோரவும்.',
  'newPassword.requestNew': 'புதிய இணைப்பைக் கோரு',

  'profile.title': 'சுயவிவரம்',
  'profile.firstname': 'முதல் பெயர்',
  'profile.lastname': 'கடைசிப் பெயர்',
  'profile.email': 'மின்னஞ்சல்',
  'profile.username': 'பயனர்பெயர்',
  'profile.role': 'பங்கு',
  'profile.language': 'இயல்பு மொழி',
  'profile.newPassword': 'புதிய கடவுச்சொல்',
  'profile.newPasswordHint': 'தற்போதைய கடவுச்சொல்லையே தொடர்ந்து பயன்படுத்த இதைக் காலியாக விடவும்.',
  'profile.confirmation': 'புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடவும்',
  'profile.twoFactor': 'உள்நுழையும்போது மின்னஞ்சலில் அனுப்பப்படும் குறியீட்டைக் கேட்கவும்',
  'profile.save': 'சேமி',
  'profile.saving': 'சேமிக்கிறது…',
  'profile.noChanges': 'மாற்றம் எதுவும் இல்லை',
  'profile.avatar': '{name} அவர்களின் சுயவிவரப் படம்',
  'profile.detailsSection': 'உங்கள் விவரங்கள்',
  'profile.passwordSection': 'கடவுச்சொல்லை மாற்று',
  'profile.securitySection': 'உள்நுழைவுப் பாதுகாப்பு',

  'role.Administrator': 'நிர்வாகி',
  'role.Organization Admin': 'நிறுவன நிர்வாகி',
  'role.Reader': 'வாசிப்பாளர்',
  'role.Mobile': 'மொபைல் பயனர்',

  'nav.label': 'முதன்மை வழிசெலுத்தல்',
  'nav.reports': 'அறிக்கைகள்',
  'nav.stories': 'கதைகள்',
  'nav.messages': 'செய்திகள்',
  'nav.analytics': 'பகுப்பாய்வு',
  'nav.admin': 'நிர்வாகம்',
  'nav.profile': 'சுயவிவரம்',
  'nav.logout': 'வெளியேறு',
  'nav.menu': 'மெனு',
  'nav.language': 'மொழி',
  'nav.organization': 'நிறுவனம்',

  'notFound.title': 'பக்கம் கிடைக்கவில்லை',
  'notFound.body': 'நீங்கள் தேடும் பக்கம் இல்லை அல்லது வேறு இடத்திற்கு நகர்த்தப்பட்டுள்ளது.',
  'notFound.back': 'முந்தைய பக்கத்திற்குத் திரும்பு',

  'alerts.label': 'அறிவிப்புகள்',
  'alerts.dismiss': 'அறிவிப்பை மூடு',

  'common.cancel': 'ரத்துசெய்',
  'common.close': 'மூடு',
  'common.save': 'சேமி',
  'common.back': 'பின்செல்',
  'common.leave': 'வெளியேறு',
  'common.goBack': 'திரும்பிச் செல்',

  'mail.twoFactor.subject': 'உங்கள் Fieldwatch சரிபார்ப்புக் குறியீடு: {code}',
  'mail.twoFactor.body':
    'உங்கள் சரிபார்ப்புக் குறியீடு {code}. இது 10 நிமிடங்களுக்குச் செல்லுபடியாகும். நீங்கள் உள்நுழைய முயலவில்லை என்றால், உங்கள் கடவுச்சொல்லை மாற்றவும்.',
  'mail.reset.subject': 'புதிய Fieldwatch கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்',
  'mail.reset.body':
    '{username} கணக்கின் கடவுச்சொல்லை மீட்டமைக்குமாறு கோரிக்கை வந்துள்ளது. புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க, ஒரு மணி நேரத்திற்குள் இந்த இணைப்பைத் திறக்கவும்: {link} இந்தக் கோரிக்கையை நீங்கள் செய்யவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்.',
  'mail.welcome.subject': 'Fieldwatch-க்கு வரவேற்கிறோம்',
  'mail.welcome.setPassword':
    'Fieldwatch-இல் {username} என்ற பயனர்பெயருடன் உங்களுக்கு ஒரு கணக்கு உருவாக்கப்பட்டுள்ளது. உங்கள் கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும்: {link} இந்த இணைப்பை ஒரு முறை மட்டுமே பயன்படுத்த முடியும்; இது {days, plural, one {# நாள்} other {# நாட்கள்}} செல்லுபடியாகும்.',
  'mail.welcome.signIn':
    'Fieldwatch-இல் {username} என்ற பயனர்பெயருடன் உங்களுக்கு ஒரு கணக்கு உருவாக்கப்பட்டுள்ளது. உங்கள் நிர்வாகி வழங்கும் கடவுச்சொல்லுடன் {link} இல் உள்நுழையவும். அது உங்களிடம் இல்லையென்றால், அந்தப் பக்கத்தில் "கடவுச்சொல்லை மறந்துவிட்டீர்களா?" என்பதைத் தேர்ந்தெடுக்கவும்.',
  'mail.securityChange.subject': 'உங்கள் Fieldwatch கணக்கு மாற்றப்பட்டது',
  'mail.securityChange.body':
    'வணக்கம் {username},\n\nஉங்கள் Fieldwatch கணக்கின் {change, select, password {கடவுச்சொல்} email {மின்னஞ்சல் முகவரி} secondfactor {இரண்டாம் காரணி} other {உள்நுழைவு அமைப்புகள்}} {date} அன்று மாற்றப்பட்டது. மற்ற எல்லா சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டது.\n\nஇந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனே உங்கள் கடவுச்சொல்லை மீட்டமைத்து உங்கள் நிர்வாகிக்குத் தெரிவிக்கவும்.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersTa,
  ...reportTa,
  ...reportListTa,
  ...filtersTa,
  ...dashboardTa,
  ...searchTa,
  ...foldersTa,
  ...importTa,
  ...exportTa,
  ...coordinatesTa,
  ...locationPickerTa,
  ...reportFormTa,
  ...reportViewTa,
  ...activityTa,
  ...commentTa,
  ...mapTa,
  ...embedsTa,
  ...submissionsTa,
  ...settingsTa,
  ...mapSettingsTa,
  ...appSettingsTa,
  ...generalSettingsTa,
  ...dashboardSettingsTa,
  ...languageSettingsTa,
  ...publicSiteTa,
  ...tagsTa,
  ...organizationsTa,
  ...usersTa,
  ...securityTa,
  ...terminologyTa,
  ...auditTa,
  ...embedTa,
  ...analyticsTa,
  ...messagesTa,
  ...storyEditorTa,
  ...storiesTa,
  ...passkeysTa,
  ...validationTa,
  ...apiTa,
};
