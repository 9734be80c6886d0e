import type { reportListEn } from './en.js';

export const reportListAr: Record<keyof typeof reportListEn, string> = {
  'reportList.label': 'البلاغات',
  'reportList.loading': 'جارٍ تحميل البلاغات…',
  'reportList.loadingMore': 'جارٍ تحميل مزيد من البلاغات…',
  'reportList.empty': 'لا توجد بلاغات تطابق عوامل التصفية هذه.',
  'reportList.emptyFolder': 'لا يحتوي هذا المجلد على بلاغات بعد.',
  'reportList.error': 'تعذّر تحميل البلاغات.',
  'reportList.retry': 'إعادة المحاولة',
  'reportList.searchCount':
    '{count, plural, =0 {لا نتائج} zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}} عن «{query}»',
  'reportList.total':
    '{count, plural, =0 {لا بلاغات} zero {لا بلاغات} one {بلاغ واحد} two {بلاغان} few {# بلاغات} many {# بلاغًا} other {# بلاغ}}',
  'reportList.totalAtLeast':
    '{count, plural, zero {أكثر من # بلاغ} one {أكثر من # بلاغ} two {أكثر من # بلاغ} few {أكثر من # بلاغات} many {أكثر من # بلاغًا} other {أكثر من # بلاغ}}',
  'reportList.searchCountAtLeast':
    '{count, plural, zero {أكثر من # نتيجة} one {أكثر من # نتيجة} two {أكثر من # نتيجة} few {أكثر من # نتائج} many {أكثر من # نتيجة} other {أكثر من # نتيجة}} عن «{query}»',
  'reportList.end': 'تم عرض جميع البلاغات.',
  'reportList.newReports':
    '{count, plural, zero {لا بلاغات جديدة} one {بلاغ جديد واحد} two {بلاغان جديدان} few {# بلاغات جديدة} many {# بلاغًا جديدًا} other {# بلاغ جديد}}',
  'reportList.backToAll': 'العودة إلى جميع البلاغات',
  'reportList.folder': 'المجلد: {name}',
  'reportList.newReport': 'بلاغ جديد',
};
