import type { appSettingsEn } from './en.js';

export const appSettingsTa: Record<keyof typeof appSettingsEn, string> = {
  'settings.tab.app': 'செயலி உள்ளமைவு',

  'appSettings.title': 'செயலி உள்ளமைவு',
  'appSettings.intro': 'கைபேசி செயலியும் கூட்டாளர் உட்பொதிப்புகளும் எவ்வாறு செயல்படுகின்றன.',
  'appSettings.anonymousSection': 'அநாமதேய சமர்ப்பிப்புகள்',
  'appSettings.anonymousEnabled': 'அநாமதேய உள்நுழைவு',
  'appSettings.anonymousEnabledHint': 'கணக்கு இல்லாமலே கைபேசி செயலி மற்றும் கூட்டாளர் உட்பொதிப்புகளிலிருந்து அறிக்கைகளை அனுப்ப அனுமதிக்கும்.',
  'appSettings.organization': 'அநாமதேய அறிக்கைகளுக்கான நிறுவனம்',
  'appSettings.organizationHint': 'ஒவ்வொரு அநாமதேய அறிக்கையும் இந்த நிறுவனத்துக்குச் செல்லும்.',
  'appSettings.chooseOrganization': 'ஒரு நிறுவனத்தைத் தேர்ந்தெடுக்கவும்',
  'appSettings.organizationRequired': 'அநாமதேய அறிக்கைகள் செல்ல வேண்டிய நிறுவனத்தைத் தேர்ந்தெடுக்கவும்',
  'appSettings.organizationMissing': 'நிறுவனம் {id} (இப்போது இல்லை)',
  'appSettings.organizationsFailed': 'நிறுவனங்களை ஏற்ற முடியவில்லை. மீண்டும் முயல பக்கத்தை மீளேற்றவும்.',
  'appSettings.mobileOrganizationWarning':
    'இந்த நிறுவனத்தை மாற்றுவது எல்லாக் கைபேசி செயலிகளையும் உட்பொதிப்புகளையும் பாதிக்கும்: இனி அனுப்பப்படும் அநாமதேய அறிக்கைகள் புதிய நிறுவனத்துக்குச் செல்லும். ஏற்கெனவே அனுப்பப்பட்ட அறிக்கைகள் இருக்கும் இடத்திலேயே இருக்கும்.',
  'appSettings.mobileSection': 'கைபேசி செயலி',
  'appSettings.mobileMaps': 'கைபேசி செயலியில் வரைபடங்கள்',
  'appSettings.mobileMapsHint': 'கைபேசி செயலியில் அறிக்கைகளை வரைபடத்தில் காட்டும்.',
  'appSettings.mobileUpdates': 'கைபேசி செயலியில் புதுப்பிப்புகள்',
  'appSettings.mobileUpdatesHint': 'தங்கள் அறிக்கைகளுக்கு என்ன நடக்கிறது என்பதைக் கைபேசிப் பயனர்கள் பின்தொடர அனுமதிக்கும்.',
  'appSettings.mobileUpdatesForcedOff': 'முழுத் தயாரிப்புக்கும் புதுப்பிப்புகள் முடக்கப்பட்டிருக்கும் வரை இது முடக்கத்தில் இருக்கும்.',
  'appSettings.mobileDatepicker': 'கைபேசி செயலியில் தேதித் தேர்வி',
  'appSettings.mobileDatepickerHint': 'அறிக்கையிடும் நேரத்துக்குப் பதிலாக நிகழ்வின் தேதியைக் கைபேசிப் பயனர்கள் தேர்ந்தெடுக்க அனுமதிக்கும்.',
  'appSettings.lessonsUrl': 'தனிப்பயன் பாடப் பாதை',
  'appSettings.lessonsUrlHint': 'கைபேசி செயலி தன் பாடங்களைப் பதிவிறக்கும் முகவரி. இயல்புநிலைப் பாடங்களுக்குக் காலியாக விடவும்.',
  'appSettings.lessonsUrlInvalid': 'முழு முகவரியை உள்ளிடவும் (எ.கா. https://example.org/lessons.zip), அல்லது புலத்தைக் காலியாக விடவும்',
  'appSettings.saving': 'சேமிக்கிறது…',
  'appSettings.noChanges': 'எதுவும் மாறவில்லை',
  'appSettings.loadFailed': 'அமைப்புகளை ஏற்ற முடியவில்லை.',
  'appSettings.retry': 'மீண்டும் முயலவும்',
};
