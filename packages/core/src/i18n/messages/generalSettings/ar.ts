import type { generalSettingsEn } from './en.js';

export const generalSettingsAr: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': 'الإعدادات العامة',
  'generalSettings.intro': 'إعدادات تنطبق على النشر كله.',
  'generalSettings.timezoneSection': 'المنطقة الزمنية',
  'generalSettings.timezoneSearch': 'البحث عن منطقة زمنية',
  'generalSettings.timezoneSearchHint': 'اكتب جزءًا من اسمها، مثل London أو Asia أو ‎+05:30.',
  'generalSettings.timezoneMatches': 'المناطق الزمنية المطابقة: {count}',
  'generalSettings.timezone': 'المنطقة الزمنية للنشر',
  'generalSettings.timezoneHint':
    'تقرأ نماذج البلاغات وقت الحدث المُدخل بحسب ساعة هذه المنطقة الزمنية. تعرض لوحة التحكم كل التواريخ بتوقيت UTC.',
  'generalSettings.saving': 'جارٍ الحفظ…',
  'generalSettings.noChanges': 'لم يتغيّر شيء',
  'generalSettings.loadFailed': 'تعذّر تحميل الإعدادات.',
  'generalSettings.retry': 'إعادة المحاولة',
};
