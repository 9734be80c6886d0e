import { passkeysAr } from './passkeys/ar.js';
import type { Catalogue } from './en.js';
import { layersAr } from './layers/ar.js';
import { reportAr } from './report/ar.js';
import { reportListAr } from './reportList/ar.js';
import { filtersAr } from './filters/ar.js';
import { dashboardAr } from './dashboard/ar.js';
import { searchAr } from './search/ar.js';
import { foldersAr } from './folders/ar.js';
import { importAr } from './import/ar.js';
import { exportAr } from './export/ar.js';
import { coordinatesAr } from './coordinates/ar.js';
import { locationPickerAr } from './locationPicker/ar.js';
import { reportFormAr } from './reportForm/ar.js';
import { reportViewAr } from './reportView/ar.js';
import { activityAr } from './activity/ar.js';
import { commentAr } from './comment/ar.js';
import { mapAr } from './map/ar.js';
import { embedsAr } from './embeds/ar.js';
import { submissionsAr } from './submissions/ar.js';
import { settingsAr } from './settings/ar.js';
import { mapSettingsAr } from './mapSettings/ar.js';
import { appSettingsAr } from './appSettings/ar.js';
import { generalSettingsAr } from './generalSettings/ar.js';
import { dashboardSettingsAr } from './dashboardSettings/ar.js';
import { languageSettingsAr } from './languageSettings/ar.js';
import { publicSiteAr } from './publicSite/ar.js';
import { tagsAr } from './tags/ar.js';
import { organizationsAr } from './organizations/ar.js';
import { usersAr } from './users/ar.js';
import { securityAr } from './security/ar.js';
import { terminologyAr } from './terminology/ar.js';
import { auditAr } from './audit/ar.js';
import { embedAr } from './embed/ar.js';
import { analyticsAr } from './analytics/ar.js';
import { messagesAr } from './messages/ar.js';
import { storyEditorAr } from './storyEditor/ar.js';
import { storiesAr } from './stories/ar.js';
import { validationAr } from './validation/ar.js';
import { apiAr } from './api/ar.js';

export const ar: Catalogue = {
  'app.name': 'Fieldwatch',
  'app.tagline': 'بلاغات ميدانية، مُتحقَّق منها ومُبيَّنة على الخريطة',
  'app.skipToContent': 'الانتقال إلى المحتوى الرئيسي',
  'app.loading': 'جارٍ التحميل…',

  'api.NO_CONTACTS': 'جهة اتصال الطوارئ غير صالحة',
  'api.NO_OPTIONS': 'لم يُعثر على أي خيارات',
  'api.NO_ADMINS': 'لم يُعثر على أي مسؤولين',
  'api.REPORT_CLOSED': 'لا يمكن تعديل هذا البلاغ',
  'api.NO_LANGUAGE': 'لم يُعثر على أي لغة مفعّلة',
  'api.INSUFFICIENT_PRIVILEGES': 'الصلاحيات غير كافية',
  'api.BAD_REQUEST': 'طلب غير صالح',
  'api.RESOURCE_NOT_FOUND': 'المورد غير موجود',
  'api.UNAUTHENTICATED': 'فشلت المصادقة',
  'api.VALIDATION_ERROR': 'حدث خطأ في التحقق من صحة البيانات',
  'api.INSUFFICIENT_PARAMETERS': 'المعاملات غير كافية',
  'api.INVALID_PARAMETERS': 'معاملات غير صالحة',
  'api.INACTIVE_FEATURE': 'هذه الميزة غير مفعّلة',
  'api.SERVER_ERROR': 'حدث خطأ داخلي أثناء معالجة طلبك',
  'api.ERROR': 'حدث خطأ ما',
  'api.TOO_MANY_REQUESTS': 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'api.PAYLOAD_TOO_LARGE': 'حجم الملف أكبر من المسموح به',
  'api.IDEMPOTENCY_KEY_REUSED': 'أُرسل هذا من قبل مرة بمحتوى مختلف. اضغط «حفظ» مرة أخرى لإرساله من جديد.',
  'api.IDEMPOTENCY_IN_PROGRESS': 'لا يزال الطلب نفسه قيد الاستلام. انتظر قليلًا ثم حاول مرة أخرى.',
  'api.STORY_CHANGED': 'غيّر شخص آخر هذه القصة بعد أن فتحتها. انسخ تغييراتك، وأعد تحميل القصة، ثم طبّقها من جديد.',
  'api.SECOND_FACTOR_REQUIRED': 'أعدّ عاملاً ثانياً لحسابك قبل المتابعة',
  'api.NETWORK_ERROR': 'حدث خطأ ما! تحقّق من اتصالك وحاول مرة أخرى.',
  'api.EXPORT_FAILED': 'فشل التصدير قبل اكتمال الملف. لم يُحفظ أي شيء؛ يُرجى المحاولة مرة أخرى.',
  'api.API_UNREACHABLE': 'تعذّر الوصول إلى خادم Fieldwatch. تحقّق من اتصالك؛ وإن استمر ذلك فقد تشير هذه الصفحة إلى عنوان خاطئ.',
  'api.NOT_FIELDWATCH': 'هذه الصفحة غير متصلة بخادم Fieldwatch. أبلغ مالك الموقع.',

  'notice.invalidLogin': 'بيانات تسجيل الدخول غير صحيحة',
  'notice.somethingWrong': 'حدث خطأ ما!',
  'notice.uploadError': 'خطأ في الرفع. يُرجى التحقق من الملفات والمحاولة مرة أخرى.',
  'notice.sessionExpired': 'انتهت صلاحية الجلسة',
  'notice.invalidCode': 'رمز غير صالح',
  'notice.invalidToken': 'رمز مميز غير صالح',
  'notice.passwordRequirements': 'كلمة المرور لا تستوفي الحد الأدنى من المتطلبات',
  'notice.passwordsNotEqual': 'كلمتا المرور غير متطابقتين',
  'notice.usernameAlphanumeric': 'يجب أن يتكوّن اسم المستخدم من أحرف وأرقام فقط',
  'notice.fieldsHighlighted': 'يجب ملء الحقول المميّزة باللون الأحمر',
  'notice.checkFields': 'تحقّق من صحة الحقول',

  'success.login': 'تم تسجيل الدخول بنجاح',
  'success.logout': 'تم تسجيل الخروج بنجاح',
  'success.codeSent': 'تم إرسال رمز التحقق',
  'success.recoverySent': 'تم إرسال رسالة استعادة كلمة المرور',
  'success.passwordChanged': 'تم تغيير كلمة المرور',
  'success.profileSaved': 'تم حفظ الملف الشخصي',
  'success.settingsSaved': 'تم حفظ الإعدادات',
  'success.userCreated': 'تم إنشاء المستخدم',
  'success.userUpdated': 'تم تحديث المستخدم',
  'success.userDeleted': 'تم حذف المستخدم',

  'validation.required': 'حقل مطلوب',
  'validation.invalidEmail': 'أدخل عنوان بريد إلكتروني صالحًا',
  'validation.firstNameExceeded': 'يجب ألا يتجاوز الاسم الأول {max} حرفًا',
  'validation.lastNameExceeded': 'يجب ألا يتجاوز اسم العائلة {max} حرفًا',
  'validation.usernameExceeded': 'يجب ألا يتجاوز اسم المستخدم {max} حرفًا',
  'validation.usernameAlphaNumber': 'استخدم الأحرف والأرقام والشرطة السفلية والنقطة والشرطة فقط',
  'validation.organizationNameExceeded': 'يجب ألا يتجاوز اسم المنظمة {max} حرفًا',
  'validation.layerNameExceeded': 'يجب ألا يتجاوز اسم الطبقة {max} حرفًا',
  'validation.rasterUrlHttps': 'يجب أن يبدأ عنوان URL بـ https://',
  'validation.rasterUrlInvalid': "أدخل عنوان URL صالحًا فيه اسم مضيف ويحتوي على '{z}' و'{x}' و'{y}'",
  'validation.rasterUrlUnable': 'تعذّر تحميل بلاطة خريطة من عنوان URL هذا',
  'validation.vectorTilesetNotMapbox': 'يجب أن تبدأ مجموعة البلاطات بـ mapbox://',
  'validation.taxonomyGroupNameExceeded': 'يجب ألا يتجاوز اسم مجموعة الوسوم {max} حرفًا',
  'validation.taxonomyChildNameExceeded': 'يجب ألا يتجاوز اسم الوسم {max} حرفًا',
  'validation.reportTitleExceeded': 'يجب ألا يتجاوز العنوان {max} حرفًا',
  'validation.reportDescriptionExceeded': 'يجب ألا يتجاوز الوصف {max} حرفًا',
  'validation.reportCommentExceeded': 'يجب ألا يتجاوز التعليق {max} حرفًا',
  'validation.reportWillReopen': 'كان هذا البلاغ مغلقًا وسيُعاد فتحه.',
  'validation.messageSubjectExceeded': 'يجب ألا يتجاوز الموضوع {max} حرفًا',
  'validation.messageTextExceeded': 'يجب ألا تتجاوز الرسالة {max} حرفًا',
  'validation.storyTitle': 'العنوان مطلوب ويجب ألا يتجاوز {max} حرفًا',
  'validation.storySubtitle': 'العنوان الفرعي مطلوب ويجب ألا يتجاوز {max} حرفًا',
  'validation.storyTextField': 'النص مطلوب ويجب ألا يتجاوز {max} حرفًا',
  'validation.maxCodeLength': 'يتكوّن الرمز من 6 أرقام بالضبط',
  'validation.invalidCode': 'رمز غير صالح',
  'validation.latitudeInvalidNumber': 'يجب أن يكون خط العرض رقمًا بين -90 و90',
  'validation.longitudeInvalidNumber': 'يجب أن يكون خط الطول رقمًا بين -180 و180',
  'validation.passwordExceeded': 'تجاوزت كلمة المرور الحد الأقصى لعدد الأحرف',
  'validation.passwordRequirements': 'كلمة المرور لا تستوفي الحد الأدنى من المتطلبات',
  'validation.passwordMismatch': 'كلمة المرور وتأكيدها غير متطابقين',
  'validation.passwordCommon': 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور أخرى.',
  'validation.passwordTooShort': 'يجب ألا يقل طول كلمة المرور عن {min} أحرف',
  'validation.invalidValue': 'هذه القيمة غير صالحة',
  'validation.unknownField': 'هذا الحقل غير مقبول',
  'validation.invalidToken': 'رمز مميز غير صالح',
  'validation.usernameTaken': 'اسم المستخدم هذا مستخدم بالفعل',
  'validation.eventDateFuture': 'لا يمكن أن يكون تاريخ الحدث في المستقبل',
  'validation.dateAfterToday': 'لا يمكن أن يكون التاريخ بعد اليوم',
  'validation.startAfterEnd': 'لا يمكن أن يكون تاريخ البدء بعد تاريخ الانتهاء',
  'validation.searchExceeded': 'يجب ألا يتجاوز البحث {max} حرفًا',
  'validation.folderNameExceeded': 'يجب ألا يتجاوز اسم المجلد {max} حرفًا',
  'validation.invalidFileType': 'هذا النوع من الملفات غير مقبول',
  'validation.assigneeInvalid': 'اختر مستخدمًا من مؤسسة هذا البلاغ',
  'validation.basemapInvalid': 'لا يقبل هذا الحقل هذا العنوان. راجع الأمثلة أعلاه.',
  'validation.tagPromptExceeded': 'يجب ألا يتجاوز نص التلميح {max} حرفًا',
  'validation.tagTextGroupHasTag': 'تحتوي مجموعة النص على وسم واحد فقط، وهذه المنظمة لديها هذا الوسم بالفعل',
  'validation.organizationHasReports': 'لا تزال هذه المنظمة تحتوي على بلاغات: اختر إلى أين تُنقل',
  'validation.organizationNameTaken': 'توجد منظمة بهذا الاسم بالفعل',
  'validation.organizationIsLast': 'لا يمكن حذف آخر منظمة',
  'validation.stringsFileInvalid': 'لا يمكن قراءة هذا الملف كملف CSV من أسطر key,text',
  'validation.currentPasswordInvalid': 'كلمة المرور الحالية غير صحيحة',
  'validation.passkeyNameExceeded': 'يجب ألا يزيد الاسم على 60 حرفًا',
  'validation.passkeyInvalid': 'تعذّر التحقق من مفتاح المرور. حاول مرة أخرى.',
  'validation.secondFactorRequired': 'يجب أن يسجّل دورك الدخول بعامل ثانٍ',

  'validation.layerFileInvalid': 'تعذّرت قراءة هذا الملف كملف shapefile أو KML أو GeoJSON',
  'validation.layerFileEmpty': 'لا يحتوي هذا الملف على نقاط أو خطوط أو أشكال لرسمها',
  'validation.layerTooManyFeatures': 'يحتوي هذا الملف على أكثر من {max, number} عنصر',
  'validation.layerDataTooLarge': 'يحتوي هذا الملف على بيانات خرائط تتجاوز الحد المسموح به وهو {size} ميغابايت',

  'login.title': 'تسجيل الدخول',
  'login.intro': 'سجّل الدخول لمراجعة البلاغات الميدانية وإدارتها.',
  'login.username': 'اسم المستخدم',
  'login.password': 'كلمة المرور',
  'login.submit': 'تسجيل الدخول',
  'login.submitting': 'جارٍ تسجيل الدخول…',
  'login.forgot': 'هل نسيت كلمة المرور؟',

  'password.show': 'إظهار كلمة المرور',
  'password.hide': 'إخفاء كلمة المرور',

  'twoFactor.title': 'أدخل رمز التحقق',
  'twoFactor.intro': 'أرسلنا رمزًا مكوّنًا من 6 أرقام إلى عنوان البريد الإلكتروني المرتبط بالحساب {username}. الرمز صالح لمدة 10 دقائق.',
  'twoFactor.code': 'رمز التحقق',
  'twoFactor.codeHint': 'الرمز المكوّن من 6 أرقام الوارد في رسالة البريد الإلكتروني',
  'twoFactor.remember': 'عدم السؤال مرة أخرى على هذا الجهاز',
  'twoFactor.submit': 'تحقّق',
  'twoFactor.resend': 'إعادة إرسال الرمز',
  'twoFactor.resendIn':
    'إعادة إرسال الرمز بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'twoFactor.back': 'العودة إلى تسجيل الدخول',

  'forgot.title': 'هل نسيت كلمة المرور؟',
  'forgot.intro': 'أدخل اسم المستخدم وسنرسل إليك عبر البريد الإلكتروني رابطًا لاختيار كلمة مرور جديدة.',
  'forgot.username': 'اسم المستخدم',
  'forgot.submit': 'إرسال رابط الاستعادة',
  'forgot.back': 'العودة إلى تسجيل الدخول',

  'resetSent.title': 'تحقّق من بريدك الإلكتروني',
  'resetSent.body':
    'إذا كان هناك حساب باسم {username}، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يمكن استخدام الرابط مرة واحدة فقط، خلال ساعة واحدة.',
  'resetSent.resend': 'إرسال الرابط مرة أخرى',
  'resetSent.back': 'العودة إلى تسجيل الدخول',

  'newPassword.title': 'إنشاء كلمة مرور جديدة',
  'newPassword.intro': 'اختر كلمة مرور لا تستخدمها في أي مكان آخر.',
  'newPassword.password': 'كلمة المرور الجديدة',
  'newPassword.confirmation': 'أعد إدخال كلمة المرور الجديدة',
  'newPassword.submit': 'حفظ كلمة المرور الجديدة',
  'newPassword.checklistTitle': 'يجب أن تحتوي كلمة المرور على:',
  'newPassword.rule.length': 'من 7 إلى 72 حرفًا',
  'newPassword.rule.upper': 'حرف كبير',
  'newPassword.rule.lower': 'حرف صغير',
  'newPassword.rule.number': 'رقم',
  'newPassword.rule.special': 'رمز خاص',
  'newPassword.rule.match': 'تطابق كلمتَي المرور',
  'newPassword.ruleMet': 'مستوفى',
  'newPassword.ruleNotMet': 'غير مستوفى',
  'newPassword.missingLink': 'هذا الرابط غير مكتمل. اطلب رابطًا جديدًا.',
  'newPassword.requestNew': 'طلب رابط جديد',

  'profile.title': 'الملف الشخصي',
  'profile.firstname': 'الاسم الأول',
  'profile.lastname': 'اسم العائلة',
  'profile.email': 'البريد الإلكتروني',
  'profile.username': 'اسم المستخدم',
  'profile.role': 'الدور',
  'profile.language': 'اللغة الافتراضية',
  'profile.newPassword': 'كلمة المرور الجديدة',
  'profile.newPasswordHint': 'اتركه فارغًا للإبقاء على كلمة المرور الحالية.',
  'profile.confirmation': 'أعد إدخال كلمة المرور الجديدة',
  'profile.twoFactor': 'طلب رمز يُرسَل بالبريد الإلكتروني عند تسجيل الدخول',
  'profile.save': 'حفظ',
  'profile.saving': 'جارٍ الحفظ…',
  'profile.noChanges': 'لم يتغيّر شيء',
  'profile.avatar': 'الصورة الرمزية للمستخدم {name}',
  'profile.detailsSection': 'بياناتك',
  'profile.passwordSection': 'تغيير كلمة المرور',
  'profile.securitySection': 'أمان تسجيل الدخول',

  'role.Administrator': 'مسؤول النظام',
  'role.Organization Admin': 'مسؤول المنظمة',
  'role.Reader': 'قارئ',
  'role.Mobile': 'مستخدم الجوّال',

  'nav.label': 'التنقّل الرئيسي',
  'nav.reports': 'البلاغات',
  'nav.stories': 'القصص',
  'nav.messages': 'الرسائل',
  'nav.analytics': 'التحليلات',
  'nav.admin': 'الإدارة',
  'nav.profile': 'الملف الشخصي',
  'nav.logout': 'تسجيل الخروج',
  'nav.menu': 'القائمة',
  'nav.language': 'اللغة',
  'nav.organization': 'المنظمة',

  'notFound.title': 'الصفحة غير موجودة',
  'notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر.',
  'notFound.back': 'العودة إلى الصفحة السابقة',

  'alerts.label': 'الإشعارات',
  'alerts.dismiss': 'إغلاق الإشعار',

  'common.cancel': 'إلغاء',
  'common.close': 'إغلاق',
  'common.save': 'حفظ',
  'common.back': 'رجوع',
  'common.leave': 'مغادرة',
  'common.goBack': 'العودة',

  'mail.twoFactor.subject': 'رمز التحقق الخاص بك في Fieldwatch: {code}',
  'mail.twoFactor.body': 'رمز التحقق الخاص بك هو {code}، وهو صالح لمدة 10 دقائق. إذا لم تحاول تسجيل الدخول، فغيّر كلمة المرور.',
  'mail.reset.subject': 'اختيار كلمة مرور جديدة في Fieldwatch',
  'mail.reset.body':
    'طلب أحدهم إعادة تعيين كلمة المرور للحساب {username}. افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة: {link} إذا لم تكن أنت من قدّم هذا الطلب، فتجاهل هذه الرسالة.',
  'mail.welcome.subject': 'مرحبًا بك في Fieldwatch',
  'mail.welcome.setPassword':
    'أُنشئ لك حساب في Fieldwatch باسم المستخدم {username}. افتح هذا الرابط لاختيار كلمة المرور: {link} لا يمكن استخدام الرابط إلا مرة واحدة، وهو صالح لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'mail.welcome.signIn':
    'أُنشئ لك حساب في Fieldwatch باسم المستخدم {username}. سجّل الدخول من {link} باستخدام كلمة المرور التي يزوّدك بها المسؤول. إذا لم تكن لديك، فاختر «هل نسيت كلمة المرور؟» في تلك الصفحة.',
  'mail.securityChange.subject': 'تم تغيير حسابك في Fieldwatch',
  'mail.securityChange.body':
    'مرحبًا {username}،\n\nتم تغيير {change, select, password {كلمة مرور} email {عنوان البريد الإلكتروني في} secondfactor {العامل الثاني في} other {إعدادات تسجيل الدخول في}} حسابك في Fieldwatch بتاريخ {date}. وتم تسجيل الخروج من كل الأجهزة الأخرى.\n\nإذا لم تُجرِ هذا التغيير بنفسك، فأعد تعيين كلمة المرور فورًا وأبلغ المسؤول.',

  // each screen area in its own module, named after its key prefix, so that areas are translated and reviewed apart
  ...layersAr,
  ...reportAr,
  ...reportListAr,
  ...filtersAr,
  ...dashboardAr,
  ...searchAr,
  ...foldersAr,
  ...importAr,
  ...exportAr,
  ...coordinatesAr,
  ...locationPickerAr,
  ...reportFormAr,
  ...reportViewAr,
  ...activityAr,
  ...commentAr,
  ...mapAr,
  ...embedsAr,
  ...submissionsAr,
  ...settingsAr,
  ...mapSettingsAr,
  ...appSettingsAr,
  ...generalSettingsAr,
  ...dashboardSettingsAr,
  ...languageSettingsAr,
  ...publicSiteAr,
  ...tagsAr,
  ...organizationsAr,
  ...usersAr,
  ...securityAr,
  ...terminologyAr,
  ...auditAr,
  ...embedAr,
  ...analyticsAr,
  ...messagesAr,
  ...storyEditorAr,
  ...storiesAr,
  ...passkeysAr,
  ...validationAr,
  ...apiAr,
};
