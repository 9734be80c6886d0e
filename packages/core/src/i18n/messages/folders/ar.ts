import type { foldersEn } from './en.js';

export const foldersAr: Record<keyof typeof foldersEn, string> = {
  'folders.organization': 'مجلدات',
  'folders.none': 'لا توجد مجلدات بعد.',
  'folders.loadError': 'تعذّر تحميل المجلدات.',
  'folders.reports': '{count, plural, =0 {فارغ} zero {فارغ} one {بلاغ واحد} two {بلاغان} few {# بلاغات} many {# بلاغًا} other {# بلاغ}}',
  'folders.create': 'مجلد جديد',
  'folders.name': 'اسم المجلد',
  'folders.color': 'اللون',
  'folders.save': 'حفظ المجلد',
  'folders.rename': 'إعادة التسمية',
  'folders.renameNamed': 'إعادة تسمية {name}',
  'folders.delete': 'حذف',
  'folders.deleteNamed': 'حذف {name}',
  'folders.deleteTitle': 'حذف هذا المجلد؟',
  'folders.deleteWarning': 'سيُحذف المجلد «{name}». تبقى البلاغات التي فيه محفوظة.',
  'folders.deleteConfirm': 'حذف المجلد',
  'folders.created': 'تم إنشاء المجلد',
  'folders.renamed': 'تمت إعادة تسمية المجلد',
  'folders.deleted': 'تم حذف المجلد',

  'folders.addTitle': 'إضافة إلى مجلدات',
  'folders.addIntro': 'اختر مجلدًا واحدًا أو أكثر لهذا البلاغ.',
  'folders.addLoading': 'جارٍ تحميل المجلدات…',
  'folders.addNone': 'لا توجد مجلدات في هذه المنظمة بعد. أنشئ مجلدًا من قائمة البلاغات.',
  'folders.addCount': '{count, plural, zero {لا بلاغات} one {بلاغ واحد} two {بلاغان} few {# بلاغات} many {# بلاغًا} other {# بلاغ}}',
  'folders.addConfirm': 'إضافة',
  'folders.added':
    '{count, plural, one {أُضيف البلاغ إلى المجلد} two {أُضيف البلاغ إلى مجلدين} few {أُضيف البلاغ إلى # مجلدات} many {أُضيف البلاغ إلى # مجلدًا} other {أُضيف البلاغ إلى # مجلد}}',
};
