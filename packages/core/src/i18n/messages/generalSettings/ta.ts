import type { generalSettingsEn } from './en.js';

export const generalSettingsTa: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': 'பொது அமைப்புகள்',
  'generalSettings.intro': 'முழு நிறுவலுக்கும் பொருந்தும் அமைப்புகள்.',
  'generalSettings.timezoneSection': 'நேர மண்டலம்',
  'generalSettings.timezoneSearch': 'நேர மண்டலத்தைத் தேடு',
  'generalSettings.timezoneSearchHint': 'அதன் பெயரின் ஒரு பகுதியைத் தட்டச்சு செய்யவும், எ.கா. London, Asia அல்லது +05:30.',
  'generalSettings.timezoneMatches': 'பொருந்தும் நேர மண்டலங்கள்: {count}',
  'generalSettings.timezone': 'நிறுவலின் நேர மண்டலம்',
  'generalSettings.timezoneHint':
    'அறிக்கைப் படிவங்கள் உள்ளிடப்படும் நிகழ்வு நேரத்தை இந்த மண்டலத்தின் கடிகாரப்படி படிக்கும். டாஷ்போர்டு எல்லாத் தேதிகளையும் UTC இல் காட்டும்.',
  'generalSettings.saving': 'சேமிக்கிறது…',
  'generalSettings.noChanges': 'எதுவும் மாறவில்லை',
  'generalSettings.loadFailed': 'அமைப்புகளை ஏற்ற முடியவில்லை.',
  'generalSettings.retry': 'மீண்டும் முயலவும்',
};
