import type { languageSettingsEn } from './en.js';

export const languageSettingsTa: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': 'மொழி அமைப்புகள்',
  'languageSettings.intro': 'டாஷ்போர்டு, பொது தளம், கைபேசி செயலி ஆகியவற்றில் பயன்படுத்தக்கூடிய மொழிகள்.',
  'languageSettings.enabledSection': 'இயக்கப்பட்ட மொழிகள்',
  'languageSettings.enabledHint':
    'முடக்கப்பட்ட மொழி எல்லா மொழித் தேர்வுகளிலிருந்தும் மறையும். அதைப் பயன்படுத்துவோர் அடுத்த முறை டாஷ்போர்டைத் திறக்கும்போது இயல்பு மொழியைக் காண்பார்கள்.',
  'languageSettings.defaultLocked': 'இயல்பு மொழியை முடக்க முடியாது',
  'languageSettings.defaultLanguage': 'இயல்பு மொழி',
  'languageSettings.defaultLanguageHint': 'மொழியைத் தேர்ந்தெடுக்கும் முன் காணப்படுவது. இயக்கப்பட்ட மொழி மட்டுமே இயல்பு மொழியாக இருக்க முடியும்.',
  'languageSettings.saving': 'சேமிக்கிறது…',
  'languageSettings.noChanges': 'எதுவும் மாறவில்லை',
  'languageSettings.loadFailed': 'அமைப்புகளை ஏற்ற முடியவில்லை.',
  'languageSettings.retry': 'மீண்டும் முயலவும்',
};
