import type { importEn } from './en.js';

export const importAr: Record<keyof typeof importEn, string> = {
  'import.hint': 'اسحب ملفات البلاغات ‎.zip وأفلتها هنا',
  'import.willReject': 'سيُرفض هذا الملف !!',
  'import.notZip': 'لا يمكن استيراد إلا ملف ‎.zip ناتج عن تصدير.',
  'import.choose': 'استيراد بلاغات (‎.zip)',
  'import.title': 'استيراد البلاغات',
  'import.file': 'الملف: {name}',
  'import.organization': 'الاستيراد إلى',
  'import.submit': 'استيراد',
  'import.created':
    '{count, plural, =0 {لم يُنشأ أي بلاغ.} zero {لم يُنشأ أي بلاغ.} one {أُنشئ بلاغ واحد.} two {أُنشئ بلاغان.} few {أُنشئت # بلاغات.} many {أُنشئ # بلاغًا.} other {أُنشئ # بلاغ.}}',
  'import.updated':
    '{count, plural, =0 {لم يُحدَّث أي بلاغ.} zero {لم يُحدَّث أي بلاغ.} one {حُدِّث بلاغ واحد موجود مسبقًا.} two {حُدِّث بلاغان موجودان مسبقًا.} few {حُدِّثت # بلاغات موجودة مسبقًا.} many {حُدِّث # بلاغًا موجودًا مسبقًا.} other {حُدِّث # بلاغ موجود مسبقًا.}}',
  'import.skipped':
    '{count, plural, =0 {لم يُتخطَّ أي بلاغ.} zero {لم يُتخطَّ أي بلاغ.} one {تُخطِّي بلاغ واحد محدَّث مسبقًا.} two {تُخطِّي بلاغان محدَّثان مسبقًا.} few {تُخطِّيت # بلاغات محدَّثة مسبقًا.} many {تُخطِّي # بلاغًا محدَّثًا مسبقًا.} other {تُخطِّي # بلاغ محدَّث مسبقًا.}}',
  'import.rejected':
    '{count, plural, =0 {لم يُرفض أي بلاغ.} zero {لم يُرفض أي بلاغ.} one {رُفض بلاغ واحد:} two {رُفض بلاغان:} few {رُفضت # بلاغات:} many {رُفض # بلاغًا:} other {رُفض # بلاغ:}}',
  'import.row': 'الصف {row}',
  'import.untitled': 'بلا عنوان',
  'import.done': 'تم',
};
