import type { languageSettingsEn } from './en.js';

export const languageSettingsAr: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': 'إعدادات اللغات',
  'languageSettings.intro': 'اللغات التي يمكن استخدامها في لوحة التحكم وعلى الموقع العام وفي تطبيق الهاتف.',
  'languageSettings.enabledSection': 'اللغات المفعّلة',
  'languageSettings.enabledHint':
    'تختفي اللغة الموقوفة من كل خيارات اللغة، ومن يستخدمها سيرى اللغة الافتراضية في المرة القادمة التي يفتح فيها لوحة التحكم.',
  'languageSettings.defaultLocked': 'لا يمكن إيقاف اللغة الافتراضية',
  'languageSettings.defaultLanguage': 'اللغة الافتراضية',
  'languageSettings.defaultLanguageHint': 'ما يراه الناس قبل اختيار لغة. لا يمكن أن تكون اللغة الافتراضية إلا لغة مفعّلة.',
  'languageSettings.saving': 'جارٍ الحفظ…',
  'languageSettings.noChanges': 'لم يتغيّر شيء',
  'languageSettings.loadFailed': 'تعذّر تحميل الإعدادات.',
  'languageSettings.retry': 'إعادة المحاولة',
};
