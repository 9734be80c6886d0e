import type { organizationsEn } from './en.js';

export const organizationsAr: Record<keyof typeof organizationsEn, string> = {
  'organizations.tab': 'المنظمات',
  'organizations.title': 'المنظمات',
  'organizations.intro': 'تنتمي البلاغات والمجلدات والوسوم والطبقات والمستخدمون إلى منظمات. لا يرى كل مستخدم إلا بلاغات منظماته.',
  'organizations.disabled': 'المنظمات معطّلة في هذا التثبيت.',
  'organizations.picker': 'المنظمة',
  'organizations.loading': 'جارٍ تحميل المنظمات…',
  'organizations.loadError': 'تعذّر تحميل المنظمات.',
  'organizations.retry': 'أعد المحاولة',
  'organizations.empty': 'لا توجد منظمات بعد.',
  'organizations.list': 'قائمة المنظمات',
  'organizations.column.name': 'الاسم',
  'organizations.column.actions': 'الإجراءات',
  'organizations.add': 'إضافة منظمة',
  'organizations.rename': 'إعادة تسمية',
  'organizations.renameNamed': 'إعادة تسمية {name}',
  'organizations.delete': 'حذف',
  'organizations.deleteNamed': 'حذف {name}',
  'organizations.lastOne': 'لا يمكن حذف آخر منظمة.',

  'organizations.createTitle': 'منظمة جديدة',
  'organizations.renameTitle': 'إعادة تسمية «{name}»',
  'organizations.name': 'الاسم',
  'organizations.nameHint': '{max} حرفًا على الأكثر.',
  'organizations.create': 'إنشاء المنظمة',
  'organizations.save': 'حفظ التغييرات',
  'organizations.saving': 'جارٍ الحفظ…',
  'organizations.noChanges': 'لم يتغير شيء',
  'organizations.created': 'تم إنشاء المنظمة',
  'organizations.renamed': 'تمت إعادة تسمية المنظمة',
  'organizations.deleted': 'تم حذف المنظمة',

  'organizations.deleteTitle': 'حذف هذه المنظمة؟',
  'organizations.deleteConfirm': 'حذف المنظمة',
  'organizations.counting': 'جارٍ عدّ ما تضمه هذه المنظمة…',
  'organizations.deleteReports':
    'تنتقل بلاغات «{name}» ({reports, plural, zero {لا بلاغات} one {بلاغ واحد} two {بلاغان} few {# بلاغات} many {# بلاغًا} other {# بلاغ}}) إلى المنظمة التي تختارها أدناه، مع مجلداتها ({folders, plural, zero {لا مجلدات} one {مجلد واحد} two {مجلدان} few {# مجلدات} many {# مجلدًا} other {# مجلد}}) ووسومها ({tags, plural, zero {لا وسوم} one {وسم واحد} two {وسمان} few {# وسوم} many {# وسمًا} other {# وسم}}).',
  'organizations.deleteNoReports': 'لا تضم «{name}» أي بلاغات؛ تُحذف مجلداتها ووسومها معها.',
  'organizations.deleteUsers':
    '{users, plural, zero {لا ينتمي إليها أي مستخدم.} one {سيفقد مستخدم واحد هذه المنظمة.} two {سيفقد مستخدمان هذه المنظمة.} few {سيفقد # مستخدمين هذه المنظمة.} many {سيفقد # مستخدمًا هذه المنظمة.} other {سيفقد # مستخدم هذه المنظمة.}}',
  'organizations.deleteDeactivated':
    '{count, plural, one {لا ينتمي واحد منهم إلى أي منظمة أخرى وسيُعطَّل.} two {لا ينتمي اثنان منهم إلى أي منظمة أخرى وسيُعطَّلان.} few {لا ينتمي # منهم إلى أي منظمة أخرى وسيُعطَّلون.} many {لا ينتمي # منهم إلى أي منظمة أخرى وسيُعطَّلون.} other {لا ينتمي # منهم إلى أي منظمة أخرى وسيُعطَّلون.}}',
  'organizations.deleteLayers':
    '{layers, plural, zero {لا توجد لها طبقات.} one {تُحذف طبقتها الوحيدة مع ملفها.} two {تُحذف طبقتاها مع ملفاتهما.} few {تُحذف طبقاتها الـ# مع ملفاتها.} many {تُحذف طبقاتها الـ# مع ملفاتها.} other {تُحذف طبقاتها الـ# مع ملفاتها.}}',
  'organizations.deleteFinal': 'لا يمكن التراجع عن ذلك.',
  'organizations.deleteWarningUncounted':
    'تنتقل بلاغات «{name}» إلى المنظمة التي تختارها أدناه، مع مجلداتها ووسومها. يفقدها مستخدموها، ويُعطَّل من لا ينتمي منهم إلى أي منظمة أخرى. تُحذف طبقاتها مع ملفاتها. لا يمكن التراجع عن ذلك.',
  'organizations.moveTo': 'نقل بلاغاتها إلى',
  'organizations.moveToChoose': 'اختر منظمة',
};
