import type { appSettingsEn } from './en.js';

export const appSettingsAr: Record<keyof typeof appSettingsEn, string> = {
  'settings.tab.app': 'إعدادات التطبيق',

  'appSettings.title': 'إعدادات التطبيق',
  'appSettings.intro': 'كيف يعمل تطبيق الهاتف وعمليات التضمين لدى الشركاء.',
  'appSettings.anonymousSection': 'الإرسال دون هوية',
  'appSettings.anonymousEnabled': 'تسجيل الدخول دون هوية',
  'appSettings.anonymousEnabledHint': 'يتيح إرسال البلاغات من تطبيق الهاتف وعمليات التضمين لدى الشركاء دون حساب.',
  'appSettings.organization': 'المنظمة التي تتلقى البلاغات دون هوية',
  'appSettings.organizationHint': 'يذهب كل بلاغ دون هوية إلى هذه المنظمة.',
  'appSettings.chooseOrganization': 'اختر منظمة',
  'appSettings.organizationRequired': 'اختر المنظمة التي تذهب إليها البلاغات دون هوية',
  'appSettings.organizationMissing': 'المنظمة {id} (لم تعد موجودة)',
  'appSettings.organizationsFailed': 'تعذّر تحميل المنظمات. أعد تحميل الصفحة للمحاولة مرة أخرى.',
  'appSettings.mobileOrganizationWarning':
    'يؤثر تغيير هذه المنظمة في كل تطبيقات الهاتف وعمليات التضمين: البلاغات دون هوية المرسلة من الآن فصاعدًا ستذهب إلى المنظمة الجديدة. أما البلاغات المرسلة سابقًا فتبقى في مكانها.',
  'appSettings.mobileSection': 'تطبيق الهاتف',
  'appSettings.mobileMaps': 'الخرائط في تطبيق الهاتف',
  'appSettings.mobileMapsHint': 'يعرض البلاغات على خريطة في تطبيق الهاتف.',
  'appSettings.mobileUpdates': 'التحديثات في تطبيق الهاتف',
  'appSettings.mobileUpdatesHint': 'يتيح لمستخدمي الهاتف متابعة ما يحدث لبلاغاتهم.',
  'appSettings.mobileUpdatesForcedOff': 'متوقف ما دامت التحديثات متوقفة في المنتج كله.',
  'appSettings.mobileDatepicker': 'منتقي التاريخ في تطبيق الهاتف',
  'appSettings.mobileDatepickerHint': 'يتيح لمستخدمي الهاتف اختيار تاريخ الحدث بدلًا من وقت إرسال البلاغ.',
  'appSettings.lessonsUrl': 'مسار مخصّص للدروس',
  'appSettings.lessonsUrlHint': 'العنوان الذي ينزّل منه تطبيق الهاتف دروسه. اتركه فارغًا لاستخدام الدروس الافتراضية.',
  'appSettings.lessonsUrlInvalid': 'اكتب عنوانًا كاملًا، مثل https://example.org/lessons.zip، أو اترك الحقل فارغًا',
  'appSettings.saving': 'جارٍ الحفظ…',
  'appSettings.noChanges': 'لم يتغيّر شيء',
  'appSettings.loadFailed': 'تعذّر تحميل الإعدادات.',
  'appSettings.retry': 'إعادة المحاولة',
};
